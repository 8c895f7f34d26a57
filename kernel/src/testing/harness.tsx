/**
 * The plugin test harness (Backstage-style): activate one plugin with fakes for what it depends
 * on, call its hooks, render its views, read its slice — without a browser, a chain or a network.
 *
 *   const h = createPluginHarness(myPlugin, { fakes: [fakeInjected] });
 *   await h.activate();
 *   const view = await h.renderView('Send');
 *   expect(h.slice(sendKey).loading).toBe(false);
 */
import { render, type RenderResult } from '@testing-library/react';
import { createGangway, type Gangway } from '../api/create-gangway';
import type { Kernel, KernelEnv } from '../api/kernel-types';
import { createReactBindings } from '../api/react-bindings';
import { installRuntime } from '../api/runtime';
import type { GangwayOptions } from '../options';
import type { PluginManifest } from '../plugins/manifest';
import type { ServiceCaller } from '../plugins/api-types';
import type { ServiceKey } from '../plugins/services';
import type { SliceKey } from '../state/store';
import { KernelContext } from '../ui/kernel-context';
import { Modal } from '../ui/Modal';
import { ViewOutlet } from '../ui/ViewOutlet';
import { memoryStorage } from './memory-storage';
import { testDevnet, testMainnet } from './networks';

export interface HarnessOptions {
  /** Host options merged over a minimal valid set (projectId 'test', two EVM networks). */
  options?: Partial<GangwayOptions>;
  /** Stand-ins for plugins the one under test depends on (same ids as the real ones). */
  fakes?: PluginManifest[];
  /** fetch for the remote API client; by default any request fails the test loudly. */
  fetch?: typeof fetch;
  /** Seed values for storage (raw strings, as localStorage holds them). */
  storage?: Record<string, string>;
  env?: Partial<KernelEnv>;
}

export interface PluginHarness {
  gangway: Gangway;
  kernel: Kernel;
  storage: ReturnType<typeof memoryStorage>;
  activate(): Promise<boolean>;
  slice<T>(key: SliceKey<T>): T;
  /** A service as a caller holding every permission would get it (activate its provider first). */
  service<T>(key: ServiceKey<T>): T | undefined;
  /** Navigate to a view (activating its plugin) and render it alone. */
  renderView(view: string, data?: unknown): Promise<RenderResult>;
  /** Render the whole modal shell (open it with gangway.open()). */
  renderModal(): RenderResult;
}

const allPermissions: ServiceCaller = { id: 'test', has: () => true, assert: () => undefined };

const refuseFetch: typeof fetch = async (input) => {
  throw new Error(`Unexpected network request in a unit test: ${String(input)}`);
};

export function createPluginHarness(plugin: PluginManifest, opts: HarnessOptions = {}): PluginHarness {
  const storage = memoryStorage(opts.storage);
  const gangway = createGangway(
    {
      projectId: 'test',
      networks: [testDevnet, testMainnet],
      ...opts.options,
      plugins: [plugin, ...(opts.fakes ?? []), ...((opts.options?.plugins as unknown as PluginManifest[]) ?? [])],
    } as unknown as GangwayOptions,
    { skipStartup: true, storage, fetch: opts.fetch ?? refuseFetch, mountUi: async () => {}, ...opts.env },
  );
  const kernel = gangway.kernel;
  kernel.react ??= { ...createReactBindings(kernel.store), Outlet: ViewOutlet };
  // Tests drive the kernel synchronously: install the runtime now rather than on the lazy path.
  installRuntime(kernel);
  const wrap = (node: React.ReactNode) => <KernelContext.Provider value={kernel}>{node}</KernelContext.Provider>;

  return {
    gangway,
    kernel,
    storage,
    activate: () => kernel.plugins.activate(plugin.id),
    slice: <T,>(key: SliceKey<T>) => kernel.store.getSlice(key) as T,
    service: <T,>(key: ServiceKey<T>) => kernel.services.get(key, allPermissions),
    async renderView(view, data) {
      await kernel.plugins.activateFor(`onView:${view}`);
      return render(wrap(<ViewOutlet view={view} data={data} />));
    },
    renderModal: () => render(wrap(<Modal />)),
  };
}
