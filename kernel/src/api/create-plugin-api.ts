/**
 * Builds the `api` a plugin's setup receives: kernel services scoped to that plugin. Shared state is
 * read-only here; changes go through named actions. Guarded capabilities check the manifest's permissions.
 */
import { GangwayError } from '../errors/core';
import { bindHooks } from '../hooks/bind-hooks';
import type { Draft } from 'immer';
import type {
  EventsApi, I18nApi, Navigation, PluginApi, PluginStorage, ServiceCaller, ServicesApi, SessionApi, SliceApi, StateApi, UiApi, ViewComponent, ViewsApi, WalletApi,
} from '../plugins/api-types';
import type { Permission, PluginManifest } from '../plugins/manifest';
import type { ResolvedOptions } from '../options/schema';
import { frozenCopy } from '../state/frozen-copy';
import { permissionDenied, permissionsOf } from '../plugins/permissions';
import type { ServiceKey } from '../plugins/services';
import { isReadOnlyMethod } from '../plugins/signing-methods';
import { slotItems } from '../plugins/slots';
import { patchAccount, setNetworkDraft, setSessionNetworks } from '../state/chain-actions';
import type { SliceKey } from '../state/store';
import { PLUGIN_CALLABLE_HOOKS, type RequestContext } from '../hooks/declarations';
import { mayAnswer, type RouteFacts, type WalletHookName } from '../hooks/wallet-routing';
import type { ChainNamespace } from '../state/types';
import { KEYS } from '../storage/keys';
import { setActiveChain } from './active-chain';
import { trapContainers } from './trap-containers';
import type { LoadedKernel } from './kernel-types';
import { registerView } from './view-registry';

/** Who owns what a plugin declares at run time (slices, storage keys), per kernel. */
const owners = new WeakMap<LoadedKernel, Map<string, string>>();
function claim(kernel: LoadedKernel, what: string, name: string, pluginId: string) {
  let map = owners.get(kernel);
  if (!map) owners.set(kernel, (map = new Map()));
  const owner = map.get(`${what}:${name}`) ?? (what === 'storage key' && Object.hasOwn(KEYS, name) ? 'the kernel' : undefined);
  if (owner && owner !== pluginId) throw new GangwayError('PLUGIN_CONFLICT', `Plugins ${owner} and ${pluginId} both claim ${what} '${name}'`);
  map.set(`${what}:${name}`, pluginId);
}
const ownerOf = (kernel: LoadedKernel, what: string, name: string) => owners.get(kernel)?.get(`${what}:${name}`);

/**
 * The options as plugins see them: a frozen copy per options object (the kernel replaces the object
 * when an option changes), so no plugin can repoint an endpoint, grant a remote or switch a feature.
 */
const frozenOptions = new WeakMap<object, ResolvedOptions>();
function optionsFor(kernel: LoadedKernel): ResolvedOptions {
  let o = frozenOptions.get(kernel.options);
  if (!o) frozenOptions.set(kernel.options, (o = frozenCopy(kernel.options)));
  return o;
}

/** The plugins currently blocking the modal's close, per kernel: `modal.closeBlocked` is "any of them". */
const closeBlockers = new WeakMap<LoadedKernel, Set<string>>();
function setCloseBlock(kernel: LoadedKernel, pluginId: string, blocked: boolean) {
  let set = closeBlockers.get(kernel);
  if (!set) closeBlockers.set(kernel, (set = new Set()));
  if (blocked) set.add(pluginId);
  else set.delete(pluginId);
  const any = set.size > 0;
  if (kernel.store.getState().modal.closeBlocked !== any) kernel.store.update((d) => { d.modal.closeBlocked = any; });
}

export function createPluginApi(kernel: LoadedKernel, manifest: PluginManifest): PluginApi {
  const { store } = kernel;
  const id = manifest.id;
  const perms = permissionsOf(manifest, kernel.options);
  const react = () => {
    if (!kernel.react) throw new Error('Gangway views can only render inside the mounted modal');
    return kernel.react;
  };
  const guard = (what: string, permission: Parameters<typeof perms.assert>[0]) => perms.assert(permission, what);
  const caller: ServiceCaller = { id, has: perms.has, assert: (p) => perms.assert(p, `a service guarded by '${p}'`) };
  const checkRequest = (method: string) => { if (!isReadOnlyMethod(method)) guard(`the wallet method ${method}`, 'wallet.sign'); };
  const checkWalletTap = (hook: WalletHookName, namespace: string | undefined) => {
    guard(`the wallet hook ${hook}`, 'wallet.sign');
    if (namespace && !manifest.namespaces?.includes(namespace as ChainNamespace)) {
      throw permissionDenied(id, 'wallet.sign', `the wallet hook ${hook} of namespace ${namespace}`, `declare '${namespace}' in the manifest's namespaces`);
    }
  };
  const routeFacts: RouteFacts = {
    connectorOwner: (connectorId) => store.getState().connectors.find((c) => c.id === connectorId)?.pluginId,
    provides: manifest.provides ?? [],
  };
  /** Account and network writes: the session's state is the wallet's, not any plugin's to invent. */
  const session = (what: string) => guard(what, 'wallet.session');
  const usable = (pluginId: string) => kernel.plugins.isEnabled(pluginId) && store.getState().plugins[pluginId]?.status !== 'failed';
  // Labels come translated: a locale's `slot.<slot>.<id>` wins over the manifest's English label. The
  // label is the key's English default (registered on first sight), so it goes through the catalogue
  // like any text — a contributor not yet activated still gets its label translated or pseudo-localised.
  const slotEntries = (slot: string) =>
    slotItems(slot, { manifests: kernel.plugins.manifests(), usable, options: kernel.options, state: store.getState() })
      .map((e) => {
        const key = `slot.${slot}.${e.id}`;
        if (kernel.t(key) === key && e.label) kernel.addMessages({ [key]: e.label });
        const text = kernel.t(key);
        return text === key ? e : { ...e, label: text };
      });
  /** Plugins declaring `onHook:<hook>` are active before a wallet-driven change is announced, as in the kernel's flows. */
  const announce = (hook: 'accountChanged' | 'networkChanged', call: () => void) => {
    void kernel.plugins.activateFor(`onHook:${hook}`).then(call);
  };

  const { router } = kernel;
  const checkView = (viewId: string) => {
    if (!manifest.views?.includes(viewId)) throw new Error(`Plugin ${id} registers view ${viewId} but its manifest does not declare it`);
  };
  const navigation: Navigation = Object.freeze({
    current: () => router.current(),
    push: (view: string, data?: unknown) => router.push(view, data),
    replace: (view: string, data?: unknown) => router.replace(view, data),
    reset: (view: string, data?: unknown) => router.reset(view, data),
    back: () => router.back(),
    pushTransaction: (action: Parameters<Navigation['pushTransaction']>[0]) => router.pushTransaction(action),
    popTransaction: (outcome: 'success' | 'error' | 'cancel', error?: unknown) => router.popTransaction(outcome, error),
  });

  const storage: PluginStorage = {
    key(name, def) {
      claim(kernel, 'storage key', name, id);
      return kernel.storage.value(name, def);
    },
    get cache() { return kernel.caches; },
  };

  const state: StateApi = Object.freeze({
    getState: () => store.getState(),
    subscribe: (listener) => store.subscribe(listener),
    useKernelState: (select) => react().useKernelState(select),
  } satisfies StateApi);

  const slice: SliceApi = Object.freeze({
    defineSlice<T>(key: SliceKey<T>, initial: T) {
      if (key.id in store.getState().slices) throw new GangwayError('PLUGIN_CONFLICT', `Plugins ${ownerOf(kernel, 'slice', key.id) ?? '?'} and ${id} both define the slice ${key.id}`);
      claim(kernel, 'slice', key.id, id);
      store.update((d) => { d.slices[key.id] = initial as never; });
    },
    getSlice: <T,>(key: SliceKey<T>) => store.getSlice(key) as T,
    updateSlice<T>(key: SliceKey<T>, recipe: (draft: Draft<T>) => void | T) {
      const owner = ownerOf(kernel, 'slice', key.id);
      if (owner !== id) throw new GangwayError('PLUGIN_CONFLICT', `Plugin ${id} updates the slice ${key.id}, which ${owner ? `belongs to ${owner}` : 'is not defined'}`);
      store.updateSlice(key, recipe);
    },
    useSlice: <T, R = T>(key: SliceKey<T>, select?: (slice: T) => R) => react().useSlice(key, select),
  } satisfies SliceApi);

  const views: ViewsApi = Object.freeze({
    registerView<D>(viewId: string, component: ViewComponent<D>) {
      checkView(viewId);
      registerView(kernel, viewId, { component: component as unknown as ViewComponent }, api);
    },
    registerLazyView<D>(viewId: string, load: () => Promise<ViewComponent<D> | { default: ViewComponent<D> }>) {
      checkView(viewId);
      registerView(kernel, viewId, { load: load as () => Promise<ViewComponent> }, api);
    },
    isViewAvailable(viewId: string) {
      const owner = kernel.plugins.ownerOfView(viewId);
      return !!owner && usable(owner.id);
    },
    useSlot(slot: string) {
      const r = react();
      // Entries follow plugin records (load, fail), the active namespace and the connectors (connect methods' rule).
      r.useKernelState((s) => s.plugins);
      r.useKernelState((s) => s.activeChain);
      r.useKernelState((s) => s.connectors);
      // …and the active account's connector (entries limited to connector types).
      r.useKernelState((s) => (s.activeChain ? s.chains[s.activeChain]?.account.connectorId : undefined));
      return slotEntries(slot);
    },
    slotEntries,
    get Outlet() {
      const Outlet = react().Outlet;
      if (!Outlet) throw new Error('Gangway views can only render inside the mounted modal');
      return Outlet;
    },
  } satisfies ViewsApi);

  const ui: UiApi = Object.freeze({
    open: (o) => kernel.modal.open(o),
    close: () => kernel.modal.close(),
    blockClose: (blocked) => setCloseBlock(kernel, id, blocked),
    addTrapContainer: (el) => trapContainers(kernel).add(el),
    toast: (variant, message) => kernel.notices.toast(variant, message),
    showAlert: (kind, opts) => { kernel.showAlert(kind, opts?.once); },
  } satisfies UiApi);

  const services: ServicesApi = Object.freeze({
    provide: <T,>(key: ServiceKey<T>, impl: T) => kernel.services.provide(key, id, () => impl),
    provideScoped: <T,>(key: ServiceKey<T>, make: (caller: ServiceCaller) => T) => kernel.services.provide(key, id, make),
    async require<T>(key: ServiceKey<T>): Promise<T> {
      if (!kernel.services.has(key)) await kernel.plugins.activateFor(`onService:${key.id}`);
      const impl = kernel.services.get(key, caller);
      if (impl === undefined) throw new Error(`No enabled plugin provides the service ${key.id}`);
      return impl;
    },
    activate: (pluginId) => kernel.plugins.activate(pluginId, `requested by ${manifest.id}`),
  } satisfies ServicesApi);

  const wallet: WalletApi = Object.freeze({
    async request<T>(namespace: ChainNamespace, method: string, params?: unknown): Promise<T> {
      checkRequest(method);
      await kernel.plugins.activateFor(`onNamespace:${namespace}`);
      const result = await kernel.hooks.request.for(namespace).promise({ namespace, method, params });
      // No tap answered: the connector that made the session is gone (spec §8 'Adapter not found').
      if (result === undefined) throw new GangwayError('ADAPTER_NOT_FOUND');
      return result as T;
    },
    setConnectors(connectors) {
      guard('api.setConnectors', 'wallet.sign');
      // A connector id is its publisher's: a connect to it reaches that plugin only (wallet-routing.ts).
      const taken = store.getState().connectors.find((c) => c.pluginId !== id && connectors.some((n) => n.id === c.id));
      if (taken) throw new GangwayError('PLUGIN_CONFLICT', `Plugins ${taken.pluginId} and ${id} both publish the connector ${taken.id}`);
      store.update((d) => {
        d.connectors = [...d.connectors.filter((c) => c.pluginId !== id), ...connectors.map((c) => ({ ...c, pluginId: id }))];
      });
    },
  } satisfies WalletApi);

  // Each member checks 'wallet.session' itself, so the deprecated flat aliases (the same functions) do too.
  const sessionApi: SessionApi = Object.freeze({
    connect: async (ctx) => { session('api.connect'); return kernel.connect(ctx); },
    disconnect: async (ns) => { session('api.disconnect'); return kernel.disconnect(ns); },
    switchNetwork: async (n) => { session('api.switchNetwork'); return kernel.switchNetwork(n); },
    setActiveChain: (ns) => { session('api.setActiveChain'); setActiveChain(kernel, ns); },
    setAccount: (ns, patch) => { session('api.setAccount'); store.update((d) => { patchAccount(d, ns, patch); }); },
    setNetwork: (ns, network) => { session('api.setNetwork'); store.update((d) => { setNetworkDraft(d, ns, network); }); },
    adoptAccount(ns, address) {
      session('api.adoptAccount');
      store.update((d) => { patchAccount(d, ns, { address }); });
      const caipAddress = store.getState().chains[ns]?.account.caipAddress;
      announce('accountChanged', () => kernel.hooks.accountChanged.call({ namespace: ns, address, caipAddress }));
    },
    adoptNetwork(ns, network) {
      session('api.adoptNetwork');
      store.update((d) => { setNetworkDraft(d, ns, network); });
      announce('networkChanged', () => kernel.hooks.networkChanged.call({ namespace: ns, network }));
    },
    setNetworkState: (ns, patch) => { session('api.setNetworkState'); store.update((d) => { setSessionNetworks(d, ns, patch); }); },
  } satisfies SessionApi);

  const events: EventsApi = Object.freeze({
    onEvent(listener) {
      for (const e of kernel.events.recent()) listener(e);
      return kernel.events.subscribe(listener);
    },
    emit: (type, properties) => kernel.emit(type, { ...properties, plugin: id }),
  } satisfies EventsApi);

  const i18n: I18nApi = Object.freeze({
    t: (key, params) => kernel.t(key, params),
    addMessages: (defaults, translations) => kernel.addMessages(defaults, translations),
    get locale() { return kernel.locale; },
  } satisfies I18nApi);

  const grouped = {
    id,
    get options() { return optionsFor(kernel); },
    hooks: bindHooks(kernel.hooks, {
      pluginId: id,
      callable: PLUGIN_CALLABLE_HOOKS,
      beforeCall: (hook, args) => {
        if (hook === 'request') checkRequest((args[0] as RequestContext | undefined)?.method ?? '');
        if (hook === 'getProvider') guard('the wallet provider (hooks.getProvider)', 'wallet.sign');
      },
      beforeTap: (hook, namespace) => (hook === 'beforeRestored' ? session(`the session hook ${hook}`) : checkWalletTap(hook, namespace)),
      mayAnswer: (hook, ctx, namespace) => mayAnswer(kernel.hooks, hook, id, ctx, routeFacts, namespace),
    }),
    state,
    slice,
    views,
    navigation,
    ui,
    services,
    wallet,
    // Read at all, the group needs the permission its every member needs.
    get session() { session('the wallet session (api.session)'); return sessionApi; },
    events,
    i18n,

    get storage() { guard('storage', 'storage'); return storage; },
    get http() { guard('the remote APIs (api.http)', 'http'); return kernel.http; },
    get authTokens() { guard('the sign-in tokens', 'auth.tokens'); return kernel.storage.value('authTokens', KEYS.authTokens); },
    fetch(input: string | URL, init?: RequestInit) {
      const origin = new URL(String(input), typeof location !== 'undefined' ? location.href : undefined).origin;
      guard(`fetch to ${origin}`, `origin:${origin}`);
      return (kernel.env.fetch ?? globalThis.fetch)(input, init);
    },
    assertPermission: (p: Permission) => perms.assert(p, `a capability guarded by '${p}'`),
  };
  // The deprecated flat members: the groups' own properties (functions and getters alike) copied
  // onto the api, so `api.t === api.i18n.t` and a guarded member's check is the one check.
  const api = Object.defineProperties(grouped, {
    ...Object.getOwnPropertyDescriptors(state), ...Object.getOwnPropertyDescriptors(slice),
    ...Object.getOwnPropertyDescriptors(views), ...Object.getOwnPropertyDescriptors(ui),
    ...Object.getOwnPropertyDescriptors(services), ...Object.getOwnPropertyDescriptors(wallet),
    ...Object.getOwnPropertyDescriptors(sessionApi), ...Object.getOwnPropertyDescriptors(events),
    ...Object.getOwnPropertyDescriptors(i18n),
  }) as PluginApi;
  return api;
}
