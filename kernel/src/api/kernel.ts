/**
 * The kernel's eager facade: options, store, storage and events — what every host loads.
 * Everything else (the hooks, plugin activation, router, modal controller, notices, connection flows, the
 * remote client, the message catalogue) is the lazy runtime, fetched on first open or first need.
 * Nothing here touches window/document/storage/network at import time, and no request is sent
 * before the host calls createKernel().
 */
import type { ConnectContext, ConnectResult, KernelHooks } from '../hooks/declarations';
import { parseOptions, type ResolvedOptions } from '../options';
import type { Activator } from '../plugins/activator';
import { ServiceRegistry } from '../plugins/services';
import type { Analytics, ApiClient } from '../remote';
import type { Router } from '../router/router';
import { initialKernelState } from '../state/defaults';
import { createStore, type Store } from '../state/store';
import type { ChainNamespace, Network } from '../state/types';
import { createStorage, type GangwayStorage as Storage } from '../storage';
import { createEventBus, type EventBus } from './events';
import type { ModalController, OpenOptions } from './modal-controller';
import type { Notices } from './notices';
import { initNetworks, runAfterReady, runStartup } from './startup';

export const SDK_TYPE = 'gangway';
export const SDK_VERSION = 'react-gangway-0.1.0';

type Runtime = typeof import('./runtime');

export interface KernelEnv {
  fetch?: typeof fetch;
  storage?: { getItem(k: string): string | null; setItem(k: string, v: string): void; removeItem(k: string): void };
  /** Mounts the modal UI; defaults to the lazy `ui/mount` chunk. Tests inject their own. */
  mountUi?: (kernel: Kernel, container?: HTMLElement) => Promise<void>;
  /** Skip start-up network work (remote config, origins, session sync): for unit tests. */
  skipStartup?: boolean;
}

export interface Kernel {
  options: ResolvedOptions;
  store: Store;
  storage: Storage;
  events: EventBus;
  services: ServiceRegistry;
  env: KernelEnv;
  /** Resolves once feature switches are final (remote project config applied or skipped). */
  ready: Promise<void>;
  // ---- installed by the lazy runtime (see loadRuntime) ----
  /** The tapable hooks; to tap from a host: `await gangway.kernel.loadRuntime()` first. */
  hooks: KernelHooks;
  plugins: Activator;
  router: Router;
  modal: ModalController;
  notices: Notices;
  http: ApiClient;
  analytics: Analytics;
  t(key: string, params?: Record<string, string | number>): string;
  /** Add English defaults for a plugin's own keys (a locale's `messages` still win). */
  addMessages(defaults: Record<string, string>): void;
  /** React bindings, set by the UI chunk when it loads (keeps React out of the eager kernel). */
  react?: import('./react-bindings').ReactBindings;
  /** Loads and installs the lazy runtime; memoised. */
  loadRuntime(): Promise<Runtime>;
  // ---- facade: each call loads the runtime first ----
  open(options?: OpenOptions): Promise<boolean>;
  close(): boolean;
  mount(container?: HTMLElement): Promise<void>;
  /** Connect through a connector (the plugin owning it answers the `connect` hook). */
  connect(ctx: ConnectContext): Promise<ConnectResult>;
  /** Switch the active network: the connected wallet is asked first (spec §7 wallet requests). */
  switchNetwork(target: Network | string): Promise<void>;
  /** Disconnect one namespace (with the spec §4 cascade) or all. */
  disconnect(namespace?: ChainNamespace): Promise<void>;
  /** Grant or withdraw analytics consent; nothing is sent before it is granted. */
  setAnalyticsConsent(granted: boolean): void;
  /** Record an alert (each kind once); the modal shows its text (spec §8). */
  showAlert(kind: string): boolean;
  emit(type: string, properties?: Record<string, unknown>): void;
  destroy(): void;
}

export function createKernel(input: unknown, env: KernelEnv = {}): Kernel {
  const options = parseOptions(input);
  const store = createStore(initialKernelState(options.themeMode ?? 'light'));
  let runtime: Promise<Runtime> | undefined;
  let uiMounted: Promise<void> | undefined;
  let resolveReady!: () => void;
  const ready = new Promise<void>((r) => { resolveReady = r; });
  const withRuntime = async <R>(fn: (rt: Runtime) => R | Promise<R>) => fn(await kernel.loadRuntime());

  const kernel: Kernel = {
    options,
    store,
    storage: createStorage(env.storage),
    events: createEventBus(),
    services: new ServiceRegistry(),
    env,
    ready,
    t: (key) => key,
    loadRuntime() {
      runtime ??= import(/* webpackChunkName: "gangway-runtime" */ './runtime').then((rt) => {
        rt.installRuntime(kernel);
        return rt;
      });
      return runtime;
    },
    open: (o) => withRuntime(() => kernel.modal.open(o)),
    close: () => (runtime ? kernel.modal?.close() ?? true : true),
    mount(container) {
      uiMounted ??= kernel.loadRuntime().then(() => (env.mountUi ?? defaultMountUi)(kernel, container)).catch((error) => {
        uiMounted = undefined;
        throw error;
      });
      return uiMounted;
    },
    connect: (ctx) => withRuntime((rt) => rt.connect(kernel, ctx)),
    switchNetwork: (target) => withRuntime((rt) => rt.switchNetwork(kernel, target)),
    disconnect: (ns) => withRuntime((rt) => rt.disconnect(kernel, ns)),
    setAnalyticsConsent(granted) {
      kernel.options = { ...kernel.options, analyticsConsent: granted };
      if (runtime) void kernel.analytics?.setConsent(granted);
    },
    showAlert(kind) {
      if (store.getState().alertsShown.includes(kind)) return false;
      const s = store.getState();
      store.setState({ ...s, alertsShown: [...s.alertsShown, kind], alert: { kind } });
      return true;
    },
    emit(type, properties) {
      kernel.events.emit(type, properties);
    },
    destroy() {
      kernel.plugins?.dispose();
    },
  } as Kernel;

  initNetworks(kernel);
  if (env.skipStartup) resolveReady();
  else {
    void runStartup(kernel).finally(() => {
      resolveReady();
      void runAfterReady(kernel);
    });
  }
  return kernel;
}

async function defaultMountUi(kernel: Kernel, container?: HTMLElement) {
  const { mountModal } = await import(/* webpackChunkName: "gangway-ui" */ '../ui/mount');
  await mountModal(kernel, container);
}
