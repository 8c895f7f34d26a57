/**
 * Activates plugins on first need, never before and never when their switch is off.
 * Activation is memoised, dependencies first, timed, and isolated: a plugin that fails to load
 * or set up becomes inert (status 'failed', `pluginFailed` fires) and the rest keeps working until
 * `retry(id)` (the error view's Retry) forgets the failure. A remote plugin is checked against the
 * host's trust first (origin, integrity: remote-checks.ts, a lazy chunk fetched for the first remote
 * plugin) and must load and set up within its timeout (10 s by default: remote-trust.ts). Lazy chunks that fail are retried once by the chunk loader itself
 * (api/chunk-retry.ts) before a plugin fails.
 * Registration takes a checked list: the kernel checks each manifest and the registry as a whole
 * before it registers them (kernel.ts, assert-plugins.ts).
 */
import { deepFreeze } from '../state/frozen-copy';
import type { KernelHooks } from '../hooks/declarations';
import type { Store } from '../state/store';
import type { PluginApi } from './api-types';
import { activationEventsOf, isEnabled } from './activation-events';
import { isRemoteSourced } from './plugin-source';
import { withDetails } from './manifest-details';
import { loadPluginModule } from './preload';
import { activationTimeout, timeoutError } from './remote-trust';
import type { Cleanup, PluginManifest, PluginModule, RemoteRef } from './types';
import type { PluginRecord } from '../state/types';
import { PLUGIN_API_VERSION } from './types';
import { checkedPluginOptions } from './plugin-options';

export interface ActivatorDeps {
  store: Store;
  hooks: KernelHooks;
  /** Current resolved options (features may change once the remote project config arrives). */
  options(): unknown;
  /** Resolves when feature switches are final (remote config fetched, or skipped). */
  ready?: Promise<unknown>;
  createApi(manifest: PluginManifest): PluginApi | Promise<PluginApi>;
  now?: () => number;
  /** Loads a remote plugin's module once its origin passed (default: remote-loader.ts, a lazy chunk). */
  loadRemote?: (id: string, ref: RemoteRef) => Promise<unknown>;
  /** Loads a built-in plugin from the host's remote bundles (options.source; default: remote-loader.ts). */
  loadRemoteBundle?: (m: PluginManifest, options: unknown) => Promise<unknown>;
}

export interface Activator {
  manifests(): PluginManifest[];
  manifest(id: string): PluginManifest | undefined;
  /** Registers manifests the kernel checked (each one and the list as a whole: assert-plugins.ts). */
  register(...manifests: PluginManifest[]): void;
  isEnabled(id: string): boolean;
  /**
   * Activates a plugin (memoised). `reason` is recorded for `kernel.inspect()`: the activation event
   * ('onView:Send', 'onNamespace:<ns>', …), 'dependency of <id>', 'requested by <id>', 'retry'.
   * Only the first caller's reason is kept: later callers share that activation.
   */
  activate(id: string, reason?: string): Promise<boolean>;
  /** Forgets a failed activation (the plugin's and its failed dependencies') and activates again. */
  retry(id: string): Promise<boolean>;
  /** Activate every enabled plugin that answers this event; resolves when all settled. */
  activateFor(event: string): Promise<void>;
  /** The enabled plugin contributing a view, if any. */
  ownerOfView(viewId: string): PluginManifest | undefined;
  dispose(): void;
}

const moduleOf = (m: unknown): PluginModule => {
  const mod = m as PluginModule | { default: PluginModule };
  return 'setup' in mod && typeof mod.setup === 'function' ? mod : (mod as { default: PluginModule }).default;
};

/** The Module Federation runtime is fetched only now, for the first remote plugin. */
async function loadRemote(id: string, ref: RemoteRef): Promise<unknown> {
  const { loadRemotePlugin } = await import(/* webpackChunkName: "gangway-mf-runtime" */ './remote-loader');
  return loadRemotePlugin(id, ref);
}

async function loadRemoteBundle(m: PluginManifest, options: unknown): Promise<unknown> {
  const { loadRemoteBundlePlugin } = await import(/* webpackChunkName: "gangway-mf-runtime" */ './remote-loader');
  return loadRemoteBundlePlugin(m, options);
}

const versionError = (id: string, version: unknown, what: string) =>
  new Error(`Plugin ${id} ${what} plugin API version ${String(version)}; this kernel speaks ${PLUGIN_API_VERSION}`);

export function createActivator(deps: ActivatorDeps): Activator {
  const { store, hooks } = deps;
  const now = deps.now ?? (() => (typeof performance !== 'undefined' ? performance.now() : Date.now()));
  const byId = new Map<string, PluginManifest>();
  const running = new Map<string, Promise<boolean>>();
  const cleanups: Cleanup[] = [];
  let disposed = false;
  const runCleanup = (c: Cleanup) => { try { c(); } catch { /* a cleanup failing must not stop the others */ } };

  const setRecord = (id: string, rec: PluginRecord) => store.update((d) => { d.plugins[id] = rec; });

  async function load(m: PluginManifest): Promise<PluginModule> {
    // The host takes this built-in plugin from its remote bundles (options.source): never the bundled chunk.
    if (isRemoteSourced(m, deps.options())) return moduleOf(await (deps.loadRemoteBundle ?? loadRemoteBundle)(m, deps.options()));
    if (m.load) return moduleOf(await loadPluginModule(m, deps.options()));
    if (m.remote) {
      // Refused before anything of the remote (or the federation runtime) is requested: an origin the
      // host does not allow, no integrity hash. Remote-only code: a host without remotes never fetches it.
      const { assertRemoteAllowed } = await import(/* webpackChunkName: "gangway-remote-checks" */ './remote-checks');
      assertRemoteAllowed(m.id, m.remote, deps.options());
      return moduleOf(await (deps.loadRemote ?? loadRemote)(m.id, m.remote));
    }
    return m as unknown as PluginModule;
  }

  async function run(registered: PluginManifest, reason: string): Promise<boolean> {
    let m = registered;
    const t0 = now();
    // The trace `kernel.inspect()` shows: why, when (ms since the page started), then load and setup times.
    const trace: Pick<PluginRecord, 'reason' | 'at' | 'loadMs' | 'setupMs'> = { reason, at: Math.round(t0) };
    setRecord(m.id, { status: 'loading', ...trace });
    let timer: ReturnType<typeof setTimeout> | undefined;
    let late = false;
    try {
      await deps.ready;
      // Deferred manifest details not merged yet (the kernel merges them with the runtime; a host or a
      // harness that registers directly gets them here): permissions and the rest before setup.
      if (m.details) {
        [m] = await withDetails([m]);
        byId.set(m.id, deepFreeze({ ...m, details: undefined }));
      }
      if (!isEnabled(m, deps.options())) { setRecord(m.id, { status: 'disabled', ...trace }); return false; }
      if (m.apiVersion !== PLUGIN_API_VERSION) throw versionError(m.id, m.apiVersion, 'declares');
      for (const dep of m.dependsOn ?? []) {
        if (!(await activator.activate(dep, `dependency of ${m.id}`))) throw new Error(`Plugin ${m.id} needs ${dep}, which is unavailable`);
      }
      // A remote plugin's own load and setup run against its deadline (its dependencies have their own).
      const limit = activationTimeout(m, deps.options());
      const deadline = limit === undefined ? undefined : new Promise<never>((_, reject) => {
        timer = setTimeout(() => { late = true; reject(timeoutError(m.id, limit)); }, limit);
      });
      const within = <T,>(p: Promise<T>): Promise<T> => (deadline ? Promise.race([p, deadline]) : p);
      const tLoad = now();
      const mod = await within(load(m));
      trace.loadMs = Math.round(now() - tLoad);
      // A module built against another kernel (a remote bundle) says so through definePlugin's stamp.
      if (mod.apiVersion !== undefined && mod.apiVersion !== PLUGIN_API_VERSION) throw versionError(m.id, mod.apiVersion, 'was built for');
      // The host's options for it, checked by its own schema (the plugin fails naming each bad field).
      const options = await checkedPluginOptions(m, mod.optionsSchema, deps.options());
      const tSetup = now();
      const setup = Promise.resolve(mod.setup(await deps.createApi(m), options));
      // A setup that finishes after the deadline is undone at once.
      setup.then((c) => { if (late && typeof c === 'function') runCleanup(c); }, () => undefined);
      const cleanup = await within(setup);
      trace.setupMs = Math.round(now() - tSetup);
      // Disposed (the widget destroyed) while this plugin was loading: undo its setup at once.
      if (typeof cleanup === 'function') { if (disposed) runCleanup(cleanup); else cleanups.push(cleanup); }
      const ms = Math.round(now() - t0);
      setRecord(m.id, { status: 'active', ms, ...trace });
      hooks.pluginActivated.call({ id: m.id, ms });
      return true;
    } catch (error) {
      setRecord(m.id, { status: 'failed', error: error instanceof Error ? error.message : String(error), ...trace });
      hooks.pluginFailed.call({ id: m.id, error });
      hooks.error.call({ error, source: `plugin:${m.id}` });
      return false;
    } finally {
      clearTimeout(timer);
    }
  }

  const activator: Activator = {
    manifests: () => [...byId.values()],
    manifest: (id) => byId.get(id),
    register(...manifests) {
      // Frozen as registered: a plugin reads manifests (api.options.plugins) but never rewrites one.
      for (const m of manifests) byId.set(m.id, deepFreeze(m));
      // One store update for the whole list: the runtime registers every built-in at once.
      const off = manifests.filter((m) => !isEnabled(m, deps.options()));
      if (off.length) store.update((d) => { for (const m of off) d.plugins[m.id] = { status: 'disabled' }; });
    },
    isEnabled: (id) => { const m = byId.get(id); return !!m && isEnabled(m, deps.options()); },
    activate(id, reason = 'activate') {
      const m = byId.get(id);
      if (!m || !isEnabled(m, deps.options())) return Promise.resolve(false);
      let p = running.get(id);
      if (!p && disposed) return Promise.resolve(false);
      if (!p) { p = run(m, reason); running.set(id, p); }
      return p;
    },
    retry(id) {
      const forget = (x: string) => {
        if (store.getState().plugins[x]?.status !== 'failed') return;
        running.delete(x);
        for (const dep of byId.get(x)?.dependsOn ?? []) forget(dep);
      };
      forget(id);
      return activator.activate(id, 'retry');
    },
    async activateFor(event) {
      const ids = [...byId.values()].filter((m) => activationEventsOf(m).includes(event)).map((m) => m.id);
      await Promise.all(ids.map((id) => activator.activate(id, event)));
    },
    ownerOfView(viewId) {
      return [...byId.values()].find((m) => m.views?.includes(viewId) && isEnabled(m, deps.options()));
    },
    dispose() {
      disposed = true;
      for (const c of cleanups.splice(0)) runCleanup(c);
    },
  };
  return activator;
}
