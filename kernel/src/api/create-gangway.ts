/**
 * The public entry point. `createGangway(options)` validates the options (one clear error listing
 * every problem), builds the kernel and returns the instance a host drives: open/close, state and
 * event subscriptions, disconnect, network switching and the wallet provider.
 */
import type { GangwayOptions } from '../options';
import type { AccountState, ChainNamespace, KernelState, Network, WalletInfo } from '../state/types';
import type { EventListener } from './events';
import { createKernel, type Kernel, type KernelEnv } from './kernel';
import type { OpenOptions } from '../plugins/api-types';
import { callHostListener } from './host-listener';

export interface Gangway {
  open(options?: OpenOptions): Promise<void>;
  /**
   * Start fetching what the first open needs (one parallel wave), e.g. when the visitor shows intent
   * on a custom connect button. The built-in button does it on pointer over, focus and touch.
   */
  prefetch(view?: string): void;
  close(): void;
  isOpen(): boolean;
  getState(): KernelState;
  subscribeState(listener: (state: KernelState) => void): () => void;
  subscribeEvents(listener: EventListener): () => void;
  getAccount(namespace?: ChainNamespace): (AccountState & { isConnected: boolean }) | undefined;
  getNetwork(namespace?: ChainNamespace): Network | undefined;
  getWalletInfo(namespace?: ChainNamespace): WalletInfo | undefined;
  switchNetwork(network: Network | string): Promise<void>;
  disconnect(namespace?: ChainNamespace): Promise<void>;
  getProvider<T = unknown>(namespace?: ChainNamespace): Promise<T | undefined>;
  setThemeMode(mode: 'light' | 'dark'): void;
  /** Analytics consent: no analytics event is sent before it is granted. */
  setAnalyticsConsent(granted: boolean): void;
  /** Mount the modal into a container (embedded mode or append disabled). */
  mount(container?: HTMLElement): Promise<void>;
  destroy(): void;
  /** The kernel, for plugins' dev hosts and advanced hosts. */
  readonly kernel: Kernel;
}

export function createGangway(options: GangwayOptions, env?: KernelEnv): Gangway {
  const kernel = createKernel(options, env);
  const { store } = kernel;
  const nsOr = (ns?: ChainNamespace) => ns ?? store.getState().activeChain;
  const chain = (ns?: ChainNamespace) => { const n = nsOr(ns); return n ? store.getState().chains[n] : undefined; };

  return {
    kernel,
    open: async (o) => { await kernel.open(o); },
    prefetch: (view) => kernel.prefetch(view),
    close: () => { kernel.close(); },
    isOpen: () => store.getState().modal.open,
    getState: () => store.getState(),
    subscribeState: (listener) => store.subscribe((s) => callHostListener(listener, s)),
    subscribeEvents: (listener) => kernel.events.subscribe(listener),
    getAccount(ns) {
      const account = chain(ns)?.account;
      return account && { ...account, isConnected: account.status === 'connected' };
    },
    getNetwork: (ns) => chain(ns)?.network.caipNetwork,
    getWalletInfo: (ns) => chain(ns)?.account.connectedWalletInfo,
    switchNetwork: (target) => kernel.switchNetwork(target),
    disconnect: (ns) => kernel.disconnect(ns),
    async getProvider<T>(ns?: ChainNamespace) {
      const n = nsOr(ns);
      if (!n) return undefined;
      await kernel.loadRuntime();
      await kernel.plugins.activateFor(`onNamespace:${n}`);
      return (await kernel.hooks.getProvider.for(n).promise({ namespace: n })) as T | undefined;
    },
    setThemeMode: (mode) => { const s = store.getState(); store.setState({ ...s, modal: { ...s.modal, themeMode: mode } }); },
    setAnalyticsConsent: (granted) => kernel.setAnalyticsConsent(granted),
    mount: (container) => kernel.mount(container),
    destroy: () => kernel.destroy(),
  };
}
