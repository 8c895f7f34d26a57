/**
 * Assembles the kernel: options, store, hooks, plugins, router, modal, notices, storage, remote
 * client and events. Nothing here touches window/document/storage/network at import time, and no
 * request is sent before createKernel() is called by the host.
 */
import { combineErrors, ERRORS, failedToDisconnectChain, GangwayError } from '../errors';
import { createKernelHooks, type ConnectContext, type ConnectResult, type KernelHooks } from '../hooks/declarations';
import { createI18n } from '../i18n';
import { parseOptions, type ResolvedOptions } from '../options';
import { createActivator, type Activator } from '../plugins/activator';
import { ServiceRegistry } from '../plugins/services';
import type { PluginManifest } from '../plugins/types';
import { createApiClient, type ApiClient } from '../remote';
import { createRouter, type Router } from '../router/router';
import { patchAccount, resetAccount, setNetworkDraft } from '../state/chain-actions';
import { initialKernelState } from '../state/defaults';
import { createStore, type Store } from '../state/store';
import type { ChainNamespace, Network } from '../state/types';
import { createStorage, type GangwayStorage as Storage } from '../storage';
import { createEventBus, type EventBus } from './events';
import { createModalController, type ModalController } from './modal-controller';
import { createNotices, type Notices } from './notices';
import { createPluginApi } from './create-plugin-api';
import { forgetConnection, rememberConnection } from './persisted-connection';
import { initNetworks, runAfterReady, runStartup } from './startup';

export const SDK_TYPE = 'gangway';
export const SDK_VERSION = 'react-gangway-0.1.0';

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
  hooks: KernelHooks;
  plugins: Activator;
  router: Router;
  modal: ModalController;
  notices: Notices;
  storage: Storage;
  http: ApiClient;
  events: EventBus;
  services: ServiceRegistry;
  t(key: string, params?: Record<string, string | number>): string;
  /** React bindings, set by the UI chunk when it loads (keeps React out of the eager kernel). */
  react?: import('./react-bindings').ReactBindings;
  /** Resolves once feature switches are final. */
  ready: Promise<void>;
  mount(container?: HTMLElement): Promise<void>;
  /** Connect through a connector (the plugin owning it answers the `connect` hook). */
  connect(ctx: ConnectContext): Promise<ConnectResult>;
  disconnect(namespace?: ChainNamespace): Promise<void>;
  emit(type: string, properties?: Record<string, unknown>): void;
  destroy(): void;
}

export function createKernel(input: unknown, env: KernelEnv = {}): Kernel {
  const options = parseOptions(input);
  const store = createStore(initialKernelState(options.themeMode ?? 'light'));
  const hooks = createKernelHooks();
  const events = createEventBus();
  const services = new ServiceRegistry();
  const storage = createStorage(env.storage);
  const http = createApiClient({
    endpoints: options.endpoints,
    projectId: options.projectId ?? '',
    sdkType: SDK_TYPE,
    sdkVersion: SDK_VERSION,
    fetch: env.fetch,
  });
  const i18n = createI18n({ locale: options.locale, messages: options.messages });
  let uiMounted: Promise<void> | undefined;
  let resolveReady!: () => void;
  const ready = new Promise<void>((r) => { resolveReady = r; });

  const kernel = {
    options,
    store,
    hooks,
    events,
    services,
    storage,
    http,
    ready,
    t: i18n.t,
    emit(type: string, properties?: Record<string, unknown>) {
      events.emit(type, properties);
    },
    mount(container?: HTMLElement) {
      uiMounted ??= (env.mountUi ?? defaultMountUi)(kernel, container).catch((error) => {
        uiMounted = undefined;
        throw error;
      });
      return uiMounted;
    },
    async connect(ctx: ConnectContext) {
      try {
        await kernel.plugins.activateFor('onHook:connect');
        const result = await hooks.connect.promise(ctx);
        if (!result) throw new GangwayError('ADAPTER_NOT_FOUND');
        const ns = result.namespace;
        const network = (options.networks as Network[]).find((n) => n.chainNamespace === ns && String(n.id) === String(result.chainId));
        store.update((d) => {
          d.activeChain = ns;
          if (network) setNetworkDraft(d, ns, network);
          patchAccount(d, ns, { status: 'connected', address: result.address, connectorId: ctx.connectorId, connectedWalletInfo: result.wallet as never });
        });
        rememberConnection(storage, ns, ctx.connectorId);
        const caipAddress = store.getState().chains[ns]?.account.caipAddress;
        hooks.connected.call({ ...result, connectorId: ctx.connectorId });
        hooks.accountChanged.call({ namespace: ns, address: result.address, caipAddress });
        kernel.emit('CONNECT_SUCCESS', { connector: ctx.connectorId, namespace: ns, wallet: result.wallet?.name });
        return result;
      } catch (error) {
        kernel.emit('CONNECT_ERROR', { connector: ctx.connectorId, message: error instanceof Error ? error.message : String(error) });
        throw error;
      }
    },
    async disconnect(namespace?: ChainNamespace) {
      const state = store.getState();
      const connected = (Object.keys(state.chains) as ChainNamespace[]).filter(
        (ns) => state.chains[ns]?.account.status !== 'disconnected',
      );
      let targets = namespace ? [namespace] : connected;
      if (namespace) {
        // Spec §4: namespaces sharing the same WalletConnect or embedded connector go too.
        const connectorId = state.chains[namespace]?.account.connectorId;
        const shared = connectorId === 'walletConnect' || connectorId === 'AUTH';
        if (shared) targets = connected.filter((ns) => ns === namespace || state.chains[ns]?.account.connectorId === connectorId);
      }
      const failures: { ns: ChainNamespace; error: unknown }[] = [];
      await Promise.all(targets.map(async (ns) => {
        const connectorId = store.getState().chains[ns]?.account.connectorId;
        try {
          await kernel.plugins.activateFor(`onNamespace:${ns}`);
          await hooks.disconnect.for(ns).promise({ namespace: ns, connectorId });
        } catch (error) {
          failures.push({ ns, error });
        } finally {
          store.update((d) => { resetAccount(d, ns); });
          forgetConnection(storage, ns);
          hooks.disconnected.call({ namespace: ns, connectorId });
          hooks.accountChanged.call({ namespace: ns });
        }
      }));
      store.update((d) => {
        d.walletConnect = {};
        d.router.transactionStack = [];
      });
      if (failures.length) {
        // One failure among several namespaces names the chain; several are combined into one error.
        const error = failures.length > 1
          ? combineErrors(failures.map((f) => f.error))!
          : targets.length > 1
            ? new GangwayError('DISCONNECT_FAILED', failedToDisconnectChain(failures[0].ns), { cause: failures[0].error })
            : new GangwayError('DISCONNECT_FAILED', ERRORS.DISCONNECT_FAILED, { cause: failures[0].error });
        kernel.emit('DISCONNECT_ERROR', { message: error.message });
        throw error;
      }
      kernel.emit('DISCONNECT_SUCCESS', { namespaces: targets });
    },
    destroy() {
      kernel.plugins.dispose();
    },
  } as Kernel;

  kernel.notices = createNotices(store);
  kernel.plugins = createActivator({
    store,
    hooks,
    options: () => kernel.options,
    ready,
    createApi: (m: PluginManifest) => createPluginApi(kernel, m),
  });
  kernel.router = createRouter({
    store,
    hooks,
    close: () => kernel.modal.close(),
    onView: (view) => { void kernel.plugins.activateFor(`onView:${view}`); },
  });
  kernel.modal = createModalController({
    store,
    hooks,
    router: () => kernel.router,
    ensureUi: () => (options.enableEmbedded || options.disableAppend ? Promise.resolve() : kernel.mount()),
    emit: kernel.emit,
  });
  for (const m of (options.plugins ?? []) as unknown as PluginManifest[]) kernel.plugins.register(m);

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
