/**
 * The kernel's eager facade: options, store, storage and events — what every host loads.
 * Everything else (the hooks, plugin activation, router, modal controller, notices, the remote client,
 * the message catalogue) is the lazy runtime, fetched on first open or first need; the connection
 * flows (flows.ts) are a lazy chunk of their own, fetched after the first view or on first use.
 * Nothing here touches window/document/storage/network at import time, and no request is sent
 * before the host calls createKernel().
 */
import { parseOptions } from '../options/schema';
import { GangwayError } from '../errors/core';
import { applyCspNonce } from './csp-nonce';
import { retryChunksOnce } from './chunk-retry';
import { assertPlugins } from '../plugins/assert-plugins';
import { assertAdapters } from '../options/adapter-rules';
import { pluginsForView } from '../plugins/first-view';
import { roleView } from '../plugins/roles';
import { requestEarly } from './early-requests';
import { afterPaint } from './after-paint';
import { loadPluginModules } from '../plugins/preload';
import { ServiceRegistry } from '../plugins/services';
import { initialKernelState } from '../state/defaults';
import { createStore } from '../state/store';
import { createStorage, STORAGE_PREFIX } from '../storage/storage';
import { createEventBus } from './events';
import type { Kernel, KernelEnv, LoadedKernel, PluginTrace } from './kernel-types';
import { paintFrame, removeFrame, warmUpFonts } from './paint-frame';
import { alertMissingProject, hasWorkAtLoad, initNetworks, runAfterReady, runStartup } from './startup';
import { withDetails } from '../plugins/manifest-details';
import { allChecked } from '../plugins/define';
import { listenToOtherTabs } from './other-tabs';
import { browserLanguages, loadLocale, resolveLocale } from '../i18n/locales';
import { loadPack } from '../i18n/plugin-locales';
import { isEnabled } from '../plugins/activation-events';
import { savesData, watchVisible, whenIdle, type VisibleWatch } from './visible-prefetch';

export type { Kernel, KernelEnv, LoadedKernel } from './kernel-types';

type Flows = typeof import('./flows');

/** A kernel chunk that failed twice (the chunk loader retried once): the catalogue's error. */
const loadFailed = (cause: unknown): never => { throw new GangwayError('CODE_LOAD_FAILED', undefined, { cause }); };

export function createKernel(input: unknown, env: KernelEnv = {}): Kernel {
  const options = parseOptions(input);
  // Save-Data, 2g, or no IntersectionObserver (no DOM): `visible` falls back to `intent` (issue 35).
  if (options.prefetch === 'visible' && (typeof IntersectionObserver === 'undefined' || savesData(navigator))) options.prefetch = 'intent';
  applyCspNonce(options.cspNonce);
  retryChunksOnce();
  // Development builds check the plugin list at once; production builds when the runtime loads (runtimeModule).
  if (process.env.NODE_ENV !== 'production') { assertPlugins(options.plugins); assertAdapters(options.adapters); }
  const store = createStore(initialKernelState(options.themeMode ?? 'light', roleView(options.plugins, 'disconnected')));
  let runtime: Promise<LoadedKernel> | undefined;
  let uiMounted: Promise<void> | undefined;
  let unmount: (() => void) | undefined;
  let destroyed = false;
  /** The `visible` prefetch's watch (visible-prefetch.ts), until it fired. */
  let watch: VisibleWatch | undefined;
  let resolveReady!: () => void;
  const ready = new Promise<void>((r) => { resolveReady = r; });
  let started = false;
  /** Bumped by every open and by a close that comes first: an open the visitor already closed does not show. */
  let opens = 0;
  /** Start-up work with the hosted services; it waits for the first need (see startup.ts). */
  const startup = () => {
    if (started) return;
    started = true;
    if (env.skipStartup) { resolveReady(); return; }
    void runStartup(kernel).finally(() => {
      resolveReady();
      void runAfterReady(kernel);
    });
  };
  const appended = () => !kernel.options.enableEmbedded && !kernel.options.disableAppend;
  const firstView = (view?: string) => view ?? roleView(kernel.options.plugins, store.getState().activeCaipAddress ? 'connected' : 'disconnected');
  /** `startAfter`: when start-up may run (the click's paint); by default after this task's script requests. */
  const runtimeModule = (startAfter?: Promise<void>) => {
    // After this task's script requests (the runtime's first: the biggest, the last to arrive, and
    // the wave's end): start-up's own work (its chunk, the config request) takes the main thread ~10 ms.
    if (!started) {
      if (startAfter) void startAfter.then(startup);
      else queueMicrotask(startup);
    }
    const list = kernel.options.plugins;
    runtime ??= Promise.all([
      import(/* webpackChunkName: "gangway-runtime" */ './runtime'),
      // The manifests' deferred parts (slot contributions, permissions) arrive in the same wave.
      withDetails(list),
      // The active locale's chunk and the enabled plugins' translations, in the same wave (none for
      // English). Should the kernel's fail twice, the widget speaks English rather than not opening.
      loadPack(kernel.locale, list.filter((m) => isEnabled(m, kernel.options)), loadLocale(kernel.locale)?.catch(() => undefined)),
      // The manifest checks, in the same wave, for a list with a manifest this repository's tests do
      // not hold to them (markChecked in define.ts) — and always in development builds.
      process.env.NODE_ENV !== 'production' || !allChecked(list)
        ? import(/* webpackChunkName: "gangway-manifest-checks" */ '../plugins/manifest-checks').catch(loadFailed)
        : undefined,
    ]).then(([rt, plugins, pack, checks]) => {
      // Merged: the activator need not fetch them again.
      const merged = plugins.map((m) => ({ ...m, details: undefined }));
      // Each manifest, then the registry as a whole: a bad manifest or a collision throws here, before any plugin runs.
      checks?.assertPlugins(merged);
      kernel.options = { ...kernel.options, plugins: merged };
      const loaded = rt.installRuntime(kernel, pack);
      // Destroyed before the runtime arrived: no plugin may activate any more.
      if (destroyed) loaded.plugins.dispose();
      return loaded;
    }, (error: unknown) => {
      // Failed twice (the chunk loader retried once): the next need tries again.
      runtime = undefined;
      throw error;
    });
    return runtime;
  };
  /** The scripts the first view needs — runtime, modal UI, the view's plugins — requested together (one wave). */
  const requestScripts = (view: string | undefined, startAfter?: Promise<void>) => {
    void runtimeModule(startAfter);
    if (appended()) void import(/* webpackChunkName: "gangway-ui" */ '../ui/mount');
    const plugins = pluginsForView(kernel.options.plugins, firstView(view), kernel.options);
    // The sets of plugins that travel together as one script each (LoadTogether), the rest alone.
    for (const p of loadPluginModules(plugins, kernel.options)) p.catch(() => undefined);
    return plugins;
  };
  const withRuntime = async <R>(fn: (loaded: LoadedKernel) => R | Promise<R>) => fn(await runtimeModule());
  let flows: Promise<Flows> | undefined;
  // The flows' chunk (create-gangway.ts names the same chunk for the network-list calls; rspack.config.ts
  // keeps the modules it shares with the runtime in the runtime's chunk). Forgotten when it fails twice (the
  // chunk loader retried once): nothing was changed yet, and the next call retries.
  const flowsModule = () => (flows ??= import(/* webpackChunkName: "gangway-flows" */ './flows').catch((error: unknown) => {
    flows = undefined;
    return loadFailed(error);
  }));
  // Both requested at once: a call before either arrived waits one round trip, not two.
  const withFlows = async <R>(fn: (loaded: LoadedKernel, f: Flows) => R | Promise<R>) => fn(...(await Promise.all([runtimeModule(), flowsModule()])));

  const kernel: Kernel = {
    options,
    store,
    storage: createStorage(env.storage),
    events: createEventBus(),
    services: new ServiceRegistry(),
    env,
    ready,
    locale: resolveLocale(options.locale, browserLanguages()),
    t: (key) => key,
    loadRuntime: () => runtimeModule(),
    loadFlows: () => flowsModule().then(() => undefined),
    restoreConnections: (only, follower) => withFlows((k, f) => f.restoreConnections(k, only, follower)),
    followOtherTab: () => withFlows((k, f) => f.followOtherTab(k)),
    prefetch(view, data = true) {
      // One wave: the runtime, the modal UI, the project config, every plugin the first view needs
      // and the data they ask for first are requested together — nothing waits for another chunk.
      const first = firstView(view);
      const plugins = requestScripts(view);
      for (const m of plugins) {
        // A manifest that fails here costs only the head start: its plugin asks for the data itself.
        if (data && m.firstRequests) try { requestEarly(kernel, m.firstRequests(kernel.options, first)); } catch { /* see above */ }
      }
    },
    observe: (el) => watch?.observe(el) ?? (() => undefined),
    open(o = {}) {
      watch?.stop();
      const ticket = ++opens;
      let painted: Promise<void> | undefined;
      if (appended() && !store.getState().modal.open) {
        const s = store.getState().modal;
        paintFrame({ dark: s.themeMode === 'dark', variables: kernel.options.themeVariables, label: kernel.options.messages['modal.title'] ?? 'Connect Wallet', onDismiss: () => kernel.close() });
        painted = afterPaint();
        // The first view's scripts are requested in the click itself: the bytes, not the main thread,
        // bound the open, and the head start of the paint's frame brings the view ~5 ms sooner
        // (docs/benchmarks.md). The requests cost the click's task ~8 ms, so the dialog still paints
        // within a frame of a plain one; start-up, the data requests and the font warm-up follow the paint.
        requestScripts(o.view, painted);
      }
      const start = () => {
        kernel.prefetch(o.view);
        warmUpFonts();
        return withRuntime((k) => (ticket === opens ? k.modal.open(o) : false));
      };
      return (painted ? painted.then(start) : start()).catch((error: unknown) => {
        removeFrame(true);
        throw error;
      });
    },
    close() {
      // Closed before the modal arrived: the painted frame goes, and the open that follows finds it closed.
      if (!kernel.modal) { opens++; removeFrame(true); return true; }
      // Closed while the modal's UI is still on its way: the frame goes too, focus back to the opener.
      const closed = kernel.modal.close();
      if (closed) removeFrame(true);
      return closed;
    },
    mount(container) {
      if (destroyed) return Promise.reject(new Error('This Gangway instance was destroyed'));
      uiMounted ??= kernel.loadRuntime().then(async (loaded) => {
        const off = await (env.mountUi ?? defaultMountUi)(loaded, container);
        // Destroyed while the UI chunk loaded: take it down at once.
        if (destroyed) off?.();
        else unmount = off ?? undefined;
      }).catch((error) => {
        uiMounted = undefined;
        throw error;
      });
      return uiMounted;
    },
    connect: (ctx) => withFlows((k, f) => f.connect(k, ctx)),
    switchNetwork: (target) => withFlows((k, f) => f.switchNetwork(k, target)),
    disconnect: (ns) => withFlows((k, f) => f.disconnect(k, ns)),
    setAnalyticsConsent(granted) {
      kernel.options = { ...kernel.options, analyticsConsent: granted };
      // Before the runtime there is no hook, and no plugin to tell: the options carry the consent.
      kernel.hooks?.consentChanged.call({ granted });
    },
    showAlert(kind, once) {
      const s = store.getState();
      // Spec §8: "shown once per kind" is the WalletConnect provider alerts' rule (they pass `once`);
      // any other alert shows each time it is raised, unless it is the one on screen.
      if (s.alert?.kind === kind || (once && s.alertsShown.includes(kind))) return false;
      store.setState({ ...s, alertsShown: [...s.alertsShown, kind], alert: { kind } });
      return true;
    },
    emit(type, properties) {
      kernel.events.emit(type, properties);
    },
    // No plugin is registered or activated before the runtime (its activator): it installs the real one (inspect.ts).
    inspect: () => ({ plugins: [] as PluginTrace[] }),
    destroy() {
      destroyed = true;
      watch?.stop();
      stopListening();
      removeFrame();
      // Before the runtime arrived: no plugin was activated (the runtime disposes them as it arrives).
      kernel.plugins?.dispose();
      unmount?.();
      unmount = undefined;
    },
  };

  initNetworks(kernel);
  alertMissingProject(kernel);
  // Another tab of this host connecting or disconnecting shows here too (storage events).
  const stopListening = listenToOtherTabs(kernel, `${STORAGE_PREFIX}connectionStatus`);
  // A stored session to restore or an onStartup plugin needs the start-up now; otherwise the first
  // intent, open or idle moment (prefetch option) starts it, so a page load fetches nothing more.
  if (env.skipStartup || hasWorkAtLoad(kernel)) startup();
  else if (typeof window !== 'undefined') {
    // Code only: data is fetched for a visitor who comes near the button, and would go stale meanwhile.
    const code = () => { if (!destroyed) kernel.prefetch(undefined, false); };
    if (options.prefetch === 'idle') whenIdle(code);
    // After load, idle, and a connect button in the viewport (the buttons call observe).
    else if (options.prefetch === 'visible') watch = watchVisible(code);
  }
  return kernel;
}

async function defaultMountUi(kernel: LoadedKernel, container?: HTMLElement) {
  const { mountModal } = await import(/* webpackChunkName: "gangway-ui" */ '../ui/mount');
  return mountModal(kernel, container);
}
