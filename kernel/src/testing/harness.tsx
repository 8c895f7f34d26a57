/**
 * The plugin test harness (Backstage-style): activate one plugin with fakes for what it depends
 * on, call its hooks, render its views, read its slice — without a browser, a chain or a network.
 *
 *   const h = createPluginHarness(myPlugin, { fakes: { plugins: [fakeWallet], services: { 'my-family': fakeFamily } } });
 *   await h.activate();
 *   const view = await h.renderView('Send');
 *   expect(h.slice(sendKey).loading).toBe(false);
 *
 * While a harness is alive every network path is guarded (see network-guard.ts): a request the test
 * did not answer through `fetch`, `webSocket`, `xmlHttpRequest`, `eventSource` or `sendBeacon` throws
 * with its URL at the call and fails the test when the harness is disposed. Under vitest the harness
 * disposes itself when the test that created it finishes; elsewhere (or for a harness made outside a
 * test, e.g. in beforeAll) call `h.dispose()`.
 */
import { act, render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createGangway, type Gangway } from '../api/create-gangway';
import type { KernelEnv, LoadedKernel } from '../api/kernel-types';
import { createReactBindings } from '../api/react-bindings';
import { installRuntime } from '../api/runtime';
import { hasWorkAtLoad } from '../api/startup';
import type { FeaturesInput, GangwayOptions } from '../options';
import type { ServiceCaller, ViewProps } from '../plugins/api-types';
import { definePlugin } from '../plugins/define';
import type { Permission, PluginManifest, SlotEntry } from '../plugins/manifest';
import { permissionsOf } from '../plugins/permissions';
import { createServiceKey, type ServiceKey } from '../plugins/services';
import { PLUGIN_API_VERSION } from '../plugins/types';
import type { SliceKey } from '../state/store';
import { KernelContext, useKernel } from '../ui/kernel-context';
import { Modal } from '../ui/Modal';
import { ViewOutlet } from '../ui/ViewOutlet';
import { memoryStorage } from './memory-storage';
import { guardNetwork, unexpectedRequestsError, type NetworkHandlers } from './network-guard';
import { testNetwork } from './networks';

/** The id of the fake plugin that provides `fakes.services` and contributes `fakes.slots`. */
export const HARNESS_FAKES_ID = 'harness-fakes';

const SCOPED = Symbol.for('gangway.harness.scopedFake');
/** A fake service built per caller (see `scopedFake`). */
export interface ScopedFake<T = unknown> { readonly [SCOPED]: (caller: ServiceCaller) => T }
/** A fake service that sees who asks for it, e.g. to refuse a caller without 'wallet.sign' (as provideScoped). */
export const scopedFake = <T,>(make: (caller: ServiceCaller) => T): ScopedFake<T> => ({ [SCOPED]: make });
const isScoped = (v: unknown): v is ScopedFake => typeof v === 'object' && v !== null && SCOPED in v;

/** Stand-ins for what the plugin under test meets. */
export interface HarnessFakes {
  /** Whole plugins (same ids as the real ones), e.g. a fake wallet answering the `request` hook. */
  plugins?: PluginManifest[];
  /**
   * Services by id, provided by the fake plugin `harness-fakes` (so `api.services.require(key)` finds them at
   * once): the implementation, or `scopedFake((caller) => impl)` to see the caller's permissions.
   */
  services?: Record<string, unknown>;
  /**
   * Entries the fake plugin contributes to slots (`{ 'account.walletFeatures': [{ id, label, view }] }`).
   * An entry's view renders a placeholder `<div data-testid="fake-view-<view>">`.
   */
  slots?: Record<string, SlotEntry[]>;
}

/** The kernel's own feature switches, without the index signature that lets any name through. */
type KernelFeatures = { [K in keyof FeaturesInput as string extends K ? never : K]?: FeaturesInput[K] };

/**
 * Options of a harness. `Features` types the plugin's own switches in `features`
 * (`createPluginHarness<{ exampleGreeting: boolean }>(m, { features: { exampleGreeting: true } })`);
 * without it any switch name is accepted.
 */
export interface HarnessOptions<Features extends object = Record<string, unknown>> extends NetworkHandlers {
  /**
   * Host options merged over a minimal valid set: projectId 'test' and `networks: [testNetwork]` (one
   * network of no real family, namespace 'test'). A test of a family passes its own networks.
   */
  options?: Partial<GangwayOptions>;
  /** Feature switches, merged over `options.features`: the kernel's and the plugin's own (typed by `Features`). */
  features?: KernelFeatures & Partial<Features>;
  /** Stand-ins: a list of fake plugins, or plugins, services and slot entries. */
  fakes?: PluginManifest[] | HarnessFakes;
  /** Run the plugin under test with these permissions instead of its manifest's (to test a missing one). */
  permissions?: Permission[];
  /** Seed values for storage (raw strings, as localStorage holds them). */
  storage?: Record<string, string>;
  /**
   * Start-up as at page load (default true): when a plugin declares `onStartup` or a stored session
   * exists, the harness activates the onStartup plugins and restores the session at once.
   */
  startup?: boolean;
  env?: Partial<KernelEnv>;
}

export interface RenderViewOptions {
  /**
   * How to get there. Default: `push`, or no navigation when the current route already is this view
   * with the same data (a test that navigated there itself, or opened the modal on it).
   */
  navigate?: 'push' | 'replace' | 'reset';
}

/** Who asks for a service through `h.service`: by default a caller holding every permission. */
export interface CallerOptions { id?: string; permissions?: Permission[] }

export interface PluginHarness {
  gangway: Gangway;
  /** `gangway.kernel` with the runtime installed (the harness installs it at once). */
  kernel: LoadedKernel;
  storage: ReturnType<typeof memoryStorage>;
  /** The plugin under test as registered (with the `permissions` option applied). */
  manifest: PluginManifest;
  activate(): Promise<boolean>;
  /** The page-load start-up: onStartup plugins and a stored session's restoration (memoised). */
  startup(): Promise<void>;
  slice<T>(key: SliceKey<T>): T;
  /**
   * A service as a caller would get it (activate its provider first): a caller holding every
   * permission, or the given ones (`{ permissions: [] }` for a caller with none).
   */
  service<T>(key: ServiceKey<T>, caller?: CallerOptions): T | undefined;
  /**
   * Navigate to a view through the router (beforeViewChange may rewrite or cancel it; viewChanged
   * fires; the history is the router's), activate its plugin and render the current route. The
   * rendering follows the router: a view that navigates re-renders as the new view. Calling it again
   * while the route is still rendered navigates and returns the same result.
   */
  renderView(view: string, data?: unknown, opts?: RenderViewOptions): Promise<RenderResult>;
  /** Render the whole modal shell (open it with gangway.open()). */
  renderModal(): RenderResult;
  /** Requests refused by the network guard so far. */
  readonly unexpectedRequests: readonly string[];
  /** Returns the refused requests and forgets them, for a test that expects a refusal. */
  takeUnexpectedRequests(): string[];
  /**
   * Destroys the widget, takes the network guard down (globals restored when no harness is left) and
   * throws if a request was refused and not taken. Idempotent; automatic at the end of a vitest test.
   */
  dispose(): void;
}

const allPermissions = (id: string): ServiceCaller => ({ id, has: () => true, assert: () => undefined });

function callerWith(id: string, permissions: Permission[]): ServiceCaller {
  const perms = permissionsOf({ id, apiVersion: PLUGIN_API_VERSION, permissions });
  return { id, has: perms.has, assert: (p) => perms.assert(p, `a service guarded by '${p}'`) };
}

function placeholder(view: string) {
  return function FakeView(_: ViewProps) { return <div data-testid={`fake-view-${view}`}>{view}</div>; };
}

/** The fake plugin behind `fakes.services` and `fakes.slots` (none when neither is given). */
function fakesPlugin(services: Record<string, unknown>, slots: Record<string, SlotEntry[]>): PluginManifest | undefined {
  const provides = Object.keys(services);
  if (!provides.length && !Object.keys(slots).length) return undefined;
  const views = [...new Set(Object.values(slots).flatMap((entries) => entries.flatMap((e) => (e.view ? [e.view] : []))))];
  return {
    id: HARNESS_FAKES_ID,
    apiVersion: PLUGIN_API_VERSION,
    title: 'Test harness fakes',
    provides,
    views,
    contributes: slots,
    // The services are in the registry from the start (see below); only the placeholders remain.
    load: async () => definePlugin((api) => { for (const v of views) api.views.registerView(v, placeholder(v)); }),
  };
}

/** Vitest, when the tests run under it: loaded without a static import so other runners work too. */
let vitest: { onTestFinished(fn: () => void): void } | undefined;
const vitestLoaded = import(/* webpackIgnore: true */ 'vitest').then((m) => { vitest = m; }, () => undefined);

/** Dispose when the current vitest test finishes (nothing outside a test or under another runner: call h.dispose()). */
function disposeWithTest(dispose: () => void): void {
  const register = () => { try { vitest?.onTestFinished(dispose); } catch { /* not inside a test: h.dispose() */ } };
  if (vitest) register();
  else void vitestLoaded.then(register);
}

const sameData = (a: unknown, b: unknown) => {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || !a || !b) return false;
  const ka = Object.keys(a);
  return ka.length === Object.keys(b).length && ka.every((k) => Object.is((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
};

/** The current route, as the modal body shows it. */
function RouteOutlet() {
  const kernel = useKernel();
  const route = kernel.react!.useKernelState((s) => s.router.history.at(-1));
  const depth = kernel.react!.useKernelState((s) => s.router.history.length);
  const { view, data } = route ?? kernel.router.current();
  return <ViewOutlet key={`${depth}:${view}`} view={view} data={data} />;
}

export function createPluginHarness<Features extends object = Record<string, unknown>>(
  plugin: PluginManifest,
  opts: HarnessOptions<Features> = {},
): PluginHarness {
  const fakes: HarnessFakes = Array.isArray(opts.fakes) ? { plugins: opts.fakes } : (opts.fakes ?? {});
  const manifest: PluginManifest = opts.permissions ? { ...plugin, permissions: [...opts.permissions] } : plugin;
  const fake = fakesPlugin(fakes.services ?? {}, fakes.slots ?? {});
  const features = opts.features || opts.options?.features
    ? ({ ...opts.options?.features, ...opts.features } as GangwayOptions['features'])
    : undefined;
  const storage = memoryStorage(opts.storage);
  const net = guardNetwork({
    fetch: opts.fetch, webSocket: opts.webSocket, xmlHttpRequest: opts.xmlHttpRequest, eventSource: opts.eventSource, sendBeacon: opts.sendBeacon,
  });

  let gangway: Gangway;
  try {
    gangway = createGangway(
      {
        projectId: 'test',
        networks: [testNetwork],
        ...opts.options,
        ...(features && { features }),
        plugins: [manifest, ...(fakes.plugins ?? []), ...(fake ? [fake] : []), ...(opts.options?.plugins ?? [])],
      },
      { skipStartup: true, storage, fetch: net.fetch, mountUi: async () => {}, ...opts.env },
    );
  } catch (error) {
    net.dispose();
    throw error;
  }
  gangway.kernel.react ??= { ...createReactBindings(gangway.kernel.store), Outlet: ViewOutlet };
  // Tests drive the kernel synchronously: install the runtime now rather than on the lazy path.
  const kernel = installRuntime(gangway.kernel);
  for (const [id, impl] of Object.entries(fakes.services ?? {})) {
    kernel.services.provide(createServiceKey(id), HARNESS_FAKES_ID, (caller) => (isScoped(impl) ? impl[SCOPED](caller) : impl));
  }
  const wrap = (node: ReactNode) => <KernelContext.Provider value={kernel}>{node}</KernelContext.Provider>;

  let started: Promise<void> | undefined;
  const startup = () => (started ??= (async () => {
    const session = Object.values(kernel.store.getState().chains).some((c) => c?.account.status === 'connecting');
    await Promise.all([kernel.plugins.activateFor('onStartup'), session ? kernel.restoreConnections() : undefined]);
  })());

  let routeView: RenderResult | undefined;
  let disposed = false;
  const h: PluginHarness = {
    gangway,
    kernel,
    storage,
    manifest,
    activate: () => kernel.plugins.activate(plugin.id),
    startup,
    slice: <T,>(key: SliceKey<T>) => kernel.store.getSlice(key) as T,
    service: <T,>(key: ServiceKey<T>, caller?: CallerOptions) =>
      kernel.services.get(key, caller?.permissions ? callerWith(caller.id ?? 'test', caller.permissions) : allPermissions(caller?.id ?? 'test')),
    async renderView(view, data, { navigate } = {}) {
      const here = kernel.router.current();
      const action = navigate ?? (here.view === view && sameData(here.data, data) ? undefined : 'push');
      if (action) act(() => { kernel.router[action](view, data); });
      // The route as the router left it (a beforeViewChange tap may have rewritten it).
      const route = kernel.router.current();
      await act(async () => { await kernel.plugins.activateFor(`onView:${route.view}`); });
      if (routeView?.container.isConnected) return routeView;
      routeView = render(wrap(<RouteOutlet />));
      return routeView;
    },
    renderModal: () => render(wrap(<Modal />)),
    get unexpectedRequests() { return net.unexpected; },
    takeUnexpectedRequests: () => net.takeUnexpected(),
    dispose() {
      if (disposed) return;
      disposed = true;
      let failure: unknown;
      try { gangway.destroy(); } catch (error) { failure = error; } // plugin cleanups run while the guard still stands
      const refused = net.takeUnexpected();
      net.dispose();
      if (refused.length) throw unexpectedRequestsError(refused);
      if (failure) throw failure;
    },
  };
  disposeWithTest(() => h.dispose());
  // As the kernel at page load: an onStartup plugin or a stored session starts the start-up at once.
  if (opts.startup !== false && hasWorkAtLoad(kernel)) void startup();
  return h;
}
