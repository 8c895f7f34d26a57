/**
 * The public entry point. `createGangway(options)` validates the options (one clear error listing
 * every problem), builds the kernel and returns the instance a host drives: open/close, state and
 * event subscriptions, disconnect, network switching and the wallet provider.
 */
import type { GangwayOptions } from '../options';
import type { AccountState, ChainNamespace, KernelState, Network, WalletInfo } from '../state/types';
import type { EventListener } from './events';
import { createKernel, type Kernel, type KernelEnv, type LoadedKernel } from './kernel';
import type { OpenOptions } from '../plugins/api-types';
import { callHostListener } from './host-listener';
import type { ServiceKey } from '../plugins/services';


export interface Gangway {
  open(options?: OpenOptions): Promise<void>;
  /**
   * Start fetching what the first open needs (one parallel wave), e.g. when the visitor shows intent
   * on a custom connect button. The built-in button does it on pointer over, focus and touch.
   */
  prefetch(view?: string): void;
  /**
   * `prefetch: 'visible'` (the default): a host's own connect element, watched like the built-in
   * buttons — once it is in the viewport (after load, at an idle moment) the first view's code is
   * fetched. Returns the call that stops watching it. A no-op in the other modes.
   */
  observe(el: Element): () => void;
  close(): void;
  isOpen(): boolean;
  getState(): KernelState;
  subscribeState(listener: (state: KernelState) => void): () => void;
  subscribeEvents(listener: EventListener): () => void;
  getAccount(namespace?: ChainNamespace): (AccountState & { isConnected: boolean }) | undefined;
  getNetwork(namespace?: ChainNamespace): Network | undefined;
  getWalletInfo(namespace?: ChainNamespace): WalletInfo | undefined;
  switchNetwork(network: Network | string): Promise<void>;
  /**
   * Spec §5: add a network (the Network shape of spec §3) to the list. Its namespace needs an adapter
   * (or a configured network of that namespace): else "Adapter for namespace {ns} doesn't exist".
   */
  addNetwork(network: Network): Promise<Network>;
  /** Spec §5: remove a network by CAIP-2 id; same adapter rule. Not the last one of its namespace. */
  removeNetwork(namespace: ChainNamespace, caipNetworkId: string): Promise<void>;
  disconnect(namespace?: ChainNamespace): Promise<void>;
  getProvider<T = unknown>(namespace?: ChainNamespace): Promise<T | undefined>;
  setThemeMode(mode: 'light' | 'dark'): void;
  /** Analytics consent: no analytics event is sent before it is granted. */
  setAnalyticsConsent(granted: boolean): void;
  /**
   * A plugin's service, for the host: the general seam through which a plugin offers methods to the
   * page (e.g. the pay plugin's `pay`). Waits for the final feature switches, activates the provider
   * and returns the service as the host sees it (caller id 'host'). Rejects with 'No enabled plugin
   * provides the service <id>' when the provider is switched off, failed or not registered.
   */
  service<T>(key: ServiceKey<T>): Promise<T>;
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
  /**
   * The network-list calls live in the flows' chunk (kernel.ts loads it; a failed load gives
   * CODE_LOAD_FAILED and the next call tries again), with the runtime installed: a host makes them
   * once a wallet is connected or being restored, when both are there already.
   */
  const flows = <R,>(fn: (f: typeof import('./flows'), loaded: LoadedKernel) => R | Promise<R>) =>
    Promise.all([kernel.loadRuntime(), kernel.loadFlows()]).then(([loaded]) => import(/* webpackChunkName: "gangway-flows" */ './flows').then((f) => fn(f, loaded)));

  return {
    kernel,
    open: async (o) => { await kernel.open(o); },
    prefetch: (view) => kernel.prefetch(view),
    observe: (el) => kernel.observe(el),
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
    addNetwork: (network) => flows((f, k) => f.addNetwork(k, network)),
    removeNetwork: (ns, id) => flows((f, k) => f.removeNetwork(k, ns, id)),
    disconnect: (ns) => kernel.disconnect(ns),
    getProvider: <T,>(ns?: ChainNamespace) => flows((f, k) => f.getProvider(k, nsOr(ns)) as Promise<T | undefined>),
    // Lazy code (host-service.ts, with the runtime): a host asks for a service only once the runtime is needed anyway.
    service: <T,>(key: ServiceKey<T>) => kernel.loadRuntime().then((loaded) => import(/* webpackChunkName: "gangway-runtime" */ './runtime').then((rt) => rt.hostService(loaded, key))),
    setThemeMode: (mode) => { const s = store.getState(); store.setState({ ...s, modal: { ...s.modal, themeMode: mode } }); },
    setAnalyticsConsent: (granted) => kernel.setAnalyticsConsent(granted),
    mount: (container) => kernel.mount(container),
    destroy: () => kernel.destroy(),
  };
}
