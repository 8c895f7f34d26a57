/**
 * The kernel's shape, as types only. Every runtime module takes the kernel through this file, and
 * this file imports only types of the modules below it — so the kernel's folders form no cycle.
 */
import type { ConnectContext, ConnectResult, KernelHooks } from '../hooks/declarations';
import type { ResolvedOptions } from '../options/schema';
import type { OpenOptions } from '../plugins/api-types';
import type { Activator } from '../plugins/activator';
import type { ServiceRegistry } from '../plugins/services';
import type { ApiClient } from '../remote/client';
import type { Router } from '../router/router';
import type { Store } from '../state/store';
import type { ChainNamespace, Network, PluginRecord } from '../state/types';
import type { Caches } from '../storage/cache';
import type { GangwayStorage } from '../storage/storage';
import type { EventBus } from './events';
import type { ModalController } from './modal-controller';
import type { Notices } from './notices';
import type { ReactBindings } from './react-bindings';

export interface KernelEnv {
  fetch?: typeof fetch;
  storage?: { getItem(k: string): string | null; setItem(k: string, v: string): void; removeItem(k: string): void };
  /** Mounts the modal UI and returns its unmount; defaults to the lazy `ui/mount` chunk. Tests inject their own. */
  mountUi?: (kernel: LoadedKernel, container?: HTMLElement) => Promise<void | (() => void)>;
  /** Skip start-up network work (remote config, origins, session sync): for unit tests. */
  skipStartup?: boolean;
}

/**
 * What the lazy runtime installs on the kernel (runtime.ts, on first open or first need). Absent on
 * the eager kernel (`Kernel`) until `loadRuntime()` resolved; present on a `LoadedKernel`.
 */
export interface KernelRuntime {
  /** The tapable hooks; to tap from a host: `const k = await gangway.kernel.loadRuntime()`, then `k.hooks`. */
  hooks: KernelHooks;
  plugins: Activator;
  router: Router;
  modal: ModalController;
  notices: Notices;
  /** The remote API client (the start-up chunk may make it before the runtime: http.ts). */
  http: ApiClient;
  /** The spec's expiring caches (balances, ENS, identity), validated on read. */
  caches: Caches;
  /** Add English defaults for a plugin's own keys, and its translations (a host's `messages` still win). */
  addMessages(defaults: Record<string, string>, translations?: Record<string, Record<string, string>>): void;
}

/**
 * The eager kernel: what `createKernel` returns and a host holds (`gangway.kernel`) from the start.
 * The runtime's members are optional here — they are there only once the runtime loaded; await
 * `loadRuntime()`, which resolves to the same object as a `LoadedKernel`.
 */
export interface Kernel extends Partial<KernelRuntime> {
  options: ResolvedOptions;
  store: Store;
  storage: GangwayStorage;
  events: EventBus;
  services: ServiceRegistry;
  env: KernelEnv;
  /** Resolves once feature switches are final (remote project config applied or skipped). */
  ready: Promise<void>;
  /** Another tab changed the stored connection: follow it (follow-other-tab.ts; loads runtime and flows). */
  followOtherTab(): Promise<void>;
  /** The active locale (the `locale` option, else the browser's language if shipped, else 'en'; i18n/locales.ts). */
  locale: string;
  /** The message catalogue: each key as itself until the runtime installs the catalogue (runtime.ts). */
  t(key: string, params?: Record<string, string | number>): string;
  /** React bindings, set by the UI chunk when it loads (keeps React out of the eager kernel). */
  react?: ReactBindings;
  /** Loads and installs the lazy runtime (and starts the start-up work); memoised. Resolves to this kernel, loaded. */
  loadRuntime(): Promise<LoadedKernel>;
  /**
   * Fetches the connection flows' chunk (flows.ts); memoised until it fails. A chunk that fails twice
   * (the chunk loader retried once) rejects with the catalogue's CODE_LOAD_FAILED; the next call retries.
   */
  loadFlows(): Promise<void>;
  /** Spec §4 sync of stored sessions (every stored namespace, or only those given; `follower`: see flows.ts). Loads runtime and flows. */
  restoreConnections(only?: ChainNamespace[], follower?: boolean): Promise<void>;
  /**
   * Fetches, in one parallel wave, what showing `view` needs (the first view by default): runtime,
   * modal UI, project config and the view's plugins. Idempotent; `open` calls it.
   */
  prefetch(view?: string, data?: boolean): void;
  /**
   * `prefetch: 'visible'`: watch an element that opens the widget (a connect button); the first view's
   * code is fetched once one is in the viewport, after load, at an idle moment. Returns the call that
   * stops watching it. A no-op in the other modes and once the wave was fetched.
   */
  observe(el: Element): () => void;
  // ---- facade: each call loads the runtime first (connect, switchNetwork, disconnect: and the flows) ----
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
  /** Shows a spec §8 alert; `once`: never again once shown (WalletConnect provider errors). */
  showAlert(kind: string, once?: boolean): boolean;
  emit(type: string, properties?: Record<string, unknown>): void;
  /**
   * What the kernel knows of its plugins, for a developer: each registered plugin's status and, once it
   * was activated, why (the activation event), when (ms since the page started), and its load and setup
   * times; in the order they were activated. Plain data, a copy.
   */
  inspect(): { plugins: PluginTrace[] };
  /** Disposes every plugin and unmounts the modal. The instance is unusable afterwards. */
  destroy(): void;
}

/**
 * The kernel once the runtime is installed: the same object as the eager `Kernel`, with every
 * `KernelRuntime` member there. Plugins' api, the flows, the router, the modal UI take this one.
 */
export type LoadedKernel = Kernel & KernelRuntime;

/** One plugin in `kernel.inspect()`. */
export type PluginTrace = PluginRecord & { id: string };
