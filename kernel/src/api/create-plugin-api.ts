/** Builds the `api` a plugin's setup receives: kernel services scoped to that plugin. */
import { bindHooks } from '../hooks/bind-hooks';
import type { PluginApi, ViewComponent } from '../plugins/api-types';
import type { ServiceKey } from '../plugins/services';
import type { PluginManifest } from '../plugins/types';
import { patchAccount, setNetworkDraft } from '../state/chain-actions';
import type { SliceKey } from '../state/store';
import type { Kernel } from './kernel';
import { registerView } from './view-registry';
import { setActiveChain } from './flows';

export function createPluginApi(kernel: Kernel, manifest: PluginManifest): PluginApi {
  const { store } = kernel;
  const react = () => {
    if (!kernel.react) throw new Error('Gangway views can only render inside the mounted modal');
    return kernel.react;
  };
  const api: PluginApi = {
    id: manifest.id,
    get options() { return kernel.options; },
    storage: kernel.storage,
    http: kernel.http,
    hooks: bindHooks(kernel.hooks, manifest.id),
    store,
    router: kernel.router,
    registerView<D>(viewId: string, component: ViewComponent<D>) {
      if (!manifest.views?.includes(viewId)) {
        throw new Error(`Plugin ${manifest.id} registers view ${viewId} but its manifest does not declare it`);
      }
      registerView(kernel, viewId, component as unknown as ViewComponent, api);
    },
    defineSlice<T>(key: SliceKey<T>, initial: T) {
      if (key.id in store.getState().slices) throw new Error(`Slice ${key.id} is defined twice`);
      store.update((d) => { d.slices[key.id] = initial as never; });
    },
    getSlice: <T,>(key: SliceKey<T>) => store.getSlice(key) as T,
    updateSlice: (key, recipe) => store.updateSlice(key, recipe),
    useSlice: (key, select) => react().useSlice(key, select),
    useKernelState: (select) => react().useKernelState(select),
    provide: <T,>(key: ServiceKey<T>, impl: T) => kernel.services.provide(key, impl),
    async require<T>(key: ServiceKey<T>): Promise<T> {
      if (!kernel.services.has(key)) await kernel.plugins.activateFor(`onService:${key.id}`);
      const impl = kernel.services.get(key);
      if (impl === undefined) throw new Error(`No enabled plugin provides the service ${key.id}`);
      return impl;
    },
    activate: (id) => kernel.plugins.activate(id),
    close: () => kernel.modal.close(),
    open: (o) => kernel.modal.open(o),
    setActiveChain: (ns) => setActiveChain(kernel, ns),
    isViewAvailable(viewId) {
      const owner = kernel.plugins.ownerOfView(viewId);
      return !!owner && store.getState().plugins[owner.id]?.status !== 'failed';
    },
    connect: (ctx) => kernel.connect(ctx),
    disconnect: (ns) => kernel.disconnect(ns),
    switchNetwork: (n) => kernel.switchNetwork(n),
    setAccount: (ns, patch) => store.update((d) => { patchAccount(d, ns, patch); }),
    setNetwork: (ns, network) => store.update((d) => { setNetworkDraft(d, ns, network); }),
    toast: (variant, message) => kernel.notices.toast(variant, message),
    showAlert: (kind) => { kernel.showAlert(kind); },
    emit: (type, properties) => kernel.emit(type, { ...properties, plugin: manifest.id }),
    t: (key, params) => kernel.t(key, params),
    addMessages: (defaults) => kernel.addMessages(defaults),
  };
  return api;
}
