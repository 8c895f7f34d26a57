/**
 * What a plugin's `setup(api)` receives: everything a plugin may touch goes through here. It reads
 * kernel state but never writes it directly — shared state changes through named actions
 * (`api.session`, `api.wallet`, `api.navigation`, …) and hooks; its own state lives in its slice.
 */
import type { ComponentType } from 'react';
import type { Draft } from 'immer';
import type { GangwayEvent } from '../api/events';
import type { ConnectContext, ConnectResult } from '../hooks/declarations';
import type { ResolvedOptions } from '../options/schema';
import type { ApiClient } from '../remote/client';
import type { Router } from '../router/router';
import type { SliceKey } from '../state/store';
import type { AccountState, ChainNamespace, ConnectorInfo, KernelState, Network, NetworkState, ToastVariant } from '../state/types';
import type { KeyDef } from '../storage/keys';
import type { Caches } from '../storage/cache';
import type { StoredValue } from '../storage/storage';
import type { Permission, SlotEntry } from './manifest';
import type { ServiceCaller, ServiceKey } from './services';

export type { ServiceCaller } from './services';

export interface ViewProps<D = unknown> { api: PluginApi; data?: D }
export type ViewComponent<D = unknown> = ComponentType<ViewProps<D>>;

/** The kernel hooks as a plugin gets them: frozen facades, every tap named after the plugin (bind-hooks.ts). */
export type { BoundHooks } from '../hooks/bind-hooks';
import type { BoundHooks } from '../hooks/bind-hooks';

/** Options for `api.ui.open` (same rules as the host's `open`). */
export interface OpenOptions { view?: string; uri?: string; data?: unknown; namespace?: ChainNamespace }

/**
 * Navigation inside the modal (spec §2): the router's named actions (push, replace, reset, back, the
 * transaction stack), handed to plugins as a frozen facade — never the history itself.
 */
export type Navigation = Readonly<Router>;

/** A slot entry as a view renders it: the manifest entry plus the plugin that contributed it. */
export interface SlotItem extends SlotEntry { pluginId: string }

/** A plugin's storage (permission 'storage'): its own keys, and the spec's shared caches (§3, §9). */
export interface PluginStorage {
  /** Declare a persisted key (stored as '@gangway/<name>'; two plugins declaring one name fail). */
  key<T>(name: string, def: KeyDef<T>): StoredValue<T>;
  readonly cache: Caches;
}

/**
 * The plugin API, grouped (docs/plugins.md §4). Each group is a frozen object; a group whose
 * members all need one permission checks it when it is read, and each guarded member checks it
 * again when called, so no group or alias reaches around a permission. The same members are still
 * on `api` itself as deprecated aliases for one version (`api.t` is `api.i18n.t`, the same function).
 */
export interface PluginApi extends DeprecatedFlatApi {
  readonly id: string;
  /** Resolved host options (features reflect the remote project config once fetched). */
  readonly options: ResolvedOptions;
  readonly hooks: BoundHooks;
  /** Kernel state, read-only: change it through named actions (`session`, `wallet`, …). */
  readonly state: StateApi;
  /** This plugin's own state. */
  readonly slice: SliceApi;
  /** Views and slots. */
  readonly views: ViewsApi;
  /** Navigation inside the modal: the router's named actions. */
  readonly navigation: Navigation;
  /** The modal and the feedback it shows: open, close, toasts, alerts. */
  readonly ui: UiApi;
  /** Services between plugins, and activating another plugin. */
  readonly services: ServicesApi;
  /** The connected wallet: requests (signing ones need 'wallet.sign') and connectors ('wallet.sign'). */
  readonly wallet: WalletApi;
  /** Changing the connected account or network ('wallet.session', checked as the group is read). */
  readonly session: SessionApi;
  /** Public events. */
  readonly events: EventsApi;
  /** Texts and the active locale. */
  readonly i18n: I18nApi;

  // ---- guarded capabilities (see the manifest's permissions) ----
  /** Persisted keys and caches ('storage'). */
  readonly storage: PluginStorage;
  /** The remote API client ('http'). */
  readonly http: ApiClient;
  /** Sign-in tokens by CAIP-10 address ('auth.tokens'). */
  readonly authTokens: StoredValue<Record<string, string>>;
  /** fetch to an origin the manifest declares ('origin:<origin>'). */
  fetch(input: string | URL, init?: RequestInit): Promise<Response>;
  /** Throws unless the manifest declares the permission (for services guarding their own calls). */
  assertPermission(permission: Permission): void;
}

/** `api.state`: the kernel state, read-only (no permission). */
export interface StateApi {
  /** The current kernel state (read-only: change it through the named actions). */
  getState(): Readonly<KernelState>;
  /** Listen to kernel state changes; returns the unsubscribe function. */
  subscribe(listener: (state: KernelState, prev: KernelState) => void): () => void;
  /** React hook: subscribe a view to kernel state. */
  useKernelState<R>(select: (state: KernelState) => R): R;
}

/** `api.slice`: the plugin's own state (no permission; only the plugin that defined a slice updates it). */
export interface SliceApi {
  /** Create this plugin's slice (once, at setup). */
  defineSlice<T>(key: SliceKey<T>, initial: T): void;
  getSlice<T>(key: SliceKey<T>): T;
  /** Update a slice this plugin defined (another plugin's slice is read-only to it). */
  updateSlice<T>(key: SliceKey<T>, recipe: (draft: Draft<T>) => void | T): void;
  /** React hook: subscribe a view to a slice (or a part of it). */
  useSlice<T, R = T>(key: SliceKey<T>, select?: (slice: T) => R): R;
}

/** `api.views`: views and slots (no permission; a view must be one the manifest declares). */
export interface ViewsApi {
  /** Register the component rendered for a view id this plugin's manifest declares. */
  registerView<D = unknown>(viewId: string, component: ViewComponent<D>): void;
  /**
   * The same, with the component's code in a chunk of its own, fetched when the view is first shown
   * (a spinner meanwhile; a failed fetch shows the error view): for heavy views the plugin's other
   * parts do not need, e.g. `() => import('./AllWalletsView').then((m) => m.AllWalletsView)`.
   */
  registerLazyView<D = unknown>(viewId: string, load: () => Promise<ViewComponent<D> | { default: ViewComponent<D> }>): void;
  /** Whether a view can be shown: an enabled plugin contributes it and has not failed. */
  isViewAvailable(viewId: string): boolean;
  /**
   * The visible entries of a slot, in the slot's order, labels translated (a locale's
   * `slot.<slot>.<id>` message wins). React hook: re-renders as plugins load or fail.
   */
  useSlot(slot: string): SlotItem[];
  /** The same, outside React. */
  slotEntries(slot: string): SlotItem[];
  /** Renders another view inline (an Account tab's content), activating its plugin. */
  readonly Outlet: ComponentType<{ view: string; data?: unknown }>;
}

/** `api.ui`: the modal and its feedback (no permission). */
export interface UiApi {
  /** Open the modal (or navigate, when open) on a view — the host's open rules apply. */
  open(options?: OpenOptions): Promise<boolean>;
  /** Close the modal (refused with a shake while sign-in is required). */
  close(): boolean;
  /**
   * Block (true) or allow (false) closing the modal on this plugin's behalf — spec §2: the close
   * button is disabled and Esc / the overlay shake the modal (500 ms) while any plugin blocks it.
   * The sign-in plugin uses it while sign-in is required and no session exists. Release the block
   * in your cleanup.
   */
  blockClose(blocked: boolean): void;
  /**
   * Make `el`, an element outside the modal's root that you show as part of the open dialog (a
   * secure frame placed over your view), part of the modal's focus trap until the returned function
   * is called: focus may move into it, Tab goes from the dialog's last control into it and from it
   * back to the dialog's first (Shift+Tab the other way). Register it only while it is shown, and
   * call the returned function before hiding it: focus inside it then returns to the dialog.
   */
  addTrapContainer(el: HTMLElement): () => void;
  toast(variant: ToastVariant, message: string): void;
  /** A spec §8 alert banner; `{ once: true }`: shown at most once per kind (as WalletConnect provider errors are). */
  showAlert(kind: string, opts?: { once?: boolean }): void;
}

/** `api.services`: services between plugins (a service's key says what its callers need). */
export interface ServicesApi {
  /** Offer a service other plugins can ask for by key. */
  provide<T>(key: ServiceKey<T>, impl: T): void;
  /** Offer a service built per caller, so it can check the caller's permissions. */
  provideScoped<T>(key: ServiceKey<T>, make: (caller: ServiceCaller) => T): void;
  /** Get a service, activating the plugin that provides it if needed. */
  require<T>(key: ServiceKey<T>): Promise<T>;
  /** Activate another plugin (dependencies are better declared in the manifest). */
  activate(pluginId: string): Promise<boolean>;
}

/** `api.wallet`: the connected wallet ('wallet.sign' per member: read-only requests need none). */
export interface WalletApi {
  /** A request to the connected wallet of a namespace; signing and sending methods need 'wallet.sign'. */
  request<T = unknown>(namespace: ChainNamespace, method: string, params?: unknown): Promise<T>;
  /** Replace this plugin's connectors on the Connect view (others' are untouched); needs 'wallet.sign'. */
  setConnectors(connectors: Omit<ConnectorInfo, 'pluginId'>[]): void;
}

/** `api.session`: changing the connected account or network ('wallet.session', for the group and each member). */
export interface SessionApi {
  /** Connect through a connector; on success the account is connected, stored and announced. */
  connect(ctx: ConnectContext): Promise<ConnectResult>;
  /** Switch network (asks the connected wallet; records the choice when not connected). */
  switchNetwork(network: Network | string): Promise<void>;
  /** Disconnect a namespace (or all), per the rules of spec §4. */
  disconnect(namespace?: ChainNamespace): Promise<void>;
  /** Make a namespace the active chain (SwitchActiveChain). */
  setActiveChain(namespace: ChainNamespace): void;
  /** Update the account state of a namespace. */
  setAccount(namespace: ChainNamespace, patch: Partial<AccountState>): void;
  /** Set the active network of a namespace (and the global one if it is the active chain). */
  setNetwork(namespace: ChainNamespace, network: Network): void;
  /** The connected wallet switched account on its own: the kernel updates it and announces accountChanged. */
  adoptAccount(namespace: ChainNamespace, address: string): void;
  /** The connected wallet switched network on its own: the kernel sets it and announces networkChanged. */
  adoptNetwork(namespace: ChainNamespace, network: Network): void;
  /**
   * Spec §3: the networks the namespace's session allows (`approvedCaipNetworkIds`, and whether it
   * `supportsAllNetworks`). A connect resets them to every network; a connector that limits them
   * (WalletConnect) writes them once connected, on session updates and on restore.
   */
  setNetworkState(namespace: ChainNamespace, patch: Partial<Pick<NetworkState, 'approvedCaipNetworkIds' | 'supportsAllNetworks'>>): void;
}

/** `api.events`: public events (no permission). */
export interface EventsApi {
  /** Listen to public events, starting with the recent ones (up to 20) emitted before the call. */
  onEvent(listener: (event: GangwayEvent) => void): () => void;
  /** Emit a public event (host listeners; analytics after consent). */
  emit(type: string, properties?: Record<string, unknown>): void;
}

/** `api.i18n`: texts (no permission). */
export interface I18nApi {
  /**
   * Register this plugin's English strings as catalogue defaults, and optionally its translations
   * (`{ ar: {...}, es: {...} }`; the active locale's are used). A host's `messages` override both.
   */
  addMessages(defaults: Record<string, string>, translations?: Record<string, Record<string, string>>): void;
  /** The active locale (BCP 47): format numbers and dates with it (`Intl`). */
  readonly locale: string;
  /** Translate a message key through the catalogue. */
  t(key: string, params?: Record<string, string | number>): string;
}

/**
 * The groups' members on `api` itself, as before the grouping (kept for one plugin API version).
 * Each is the group's own function (or getter), so its permission checks are the group member's.
 */
export interface DeprecatedFlatApi {
  /** @deprecated use `api.state.getState` */ getState: StateApi['getState'];
  /** @deprecated use `api.state.subscribe` */ subscribe: StateApi['subscribe'];
  /** @deprecated use `api.state.useKernelState` */ useKernelState: StateApi['useKernelState'];
  /** @deprecated use `api.slice.defineSlice` */ defineSlice: SliceApi['defineSlice'];
  /** @deprecated use `api.slice.getSlice` */ getSlice: SliceApi['getSlice'];
  /** @deprecated use `api.slice.updateSlice` */ updateSlice: SliceApi['updateSlice'];
  /** @deprecated use `api.slice.useSlice` */ useSlice: SliceApi['useSlice'];
  /** @deprecated use `api.views.registerView` */ registerView: ViewsApi['registerView'];
  /** @deprecated use `api.views.registerLazyView` */ registerLazyView: ViewsApi['registerLazyView'];
  /** @deprecated use `api.views.isViewAvailable` */ isViewAvailable: ViewsApi['isViewAvailable'];
  /** @deprecated use `api.views.useSlot` */ useSlot: ViewsApi['useSlot'];
  /** @deprecated use `api.views.slotEntries` */ slotEntries: ViewsApi['slotEntries'];
  /** @deprecated use `api.views.Outlet` */ readonly Outlet: ViewsApi['Outlet'];
  /** @deprecated use `api.ui.open` */ open: UiApi['open'];
  /** @deprecated use `api.ui.close` */ close: UiApi['close'];
  /** @deprecated use `api.ui.blockClose` */ blockClose: UiApi['blockClose'];
  /** @deprecated use `api.ui.addTrapContainer` */ addTrapContainer: UiApi['addTrapContainer'];
  /** @deprecated use `api.ui.toast` */ toast: UiApi['toast'];
  /** @deprecated use `api.ui.showAlert` */ showAlert: UiApi['showAlert'];
  /** @deprecated use `api.services.provide` */ provide: ServicesApi['provide'];
  /** @deprecated use `api.services.provideScoped` */ provideScoped: ServicesApi['provideScoped'];
  /** @deprecated use `api.services.require` */ require: ServicesApi['require'];
  /** @deprecated use `api.services.activate` */ activate: ServicesApi['activate'];
  /** @deprecated use `api.wallet.request` */ request: WalletApi['request'];
  /** @deprecated use `api.wallet.setConnectors` */ setConnectors: WalletApi['setConnectors'];
  /** @deprecated use `api.session.connect` */ connect: SessionApi['connect'];
  /** @deprecated use `api.session.switchNetwork` */ switchNetwork: SessionApi['switchNetwork'];
  /** @deprecated use `api.session.disconnect` */ disconnect: SessionApi['disconnect'];
  /** @deprecated use `api.session.setActiveChain` */ setActiveChain: SessionApi['setActiveChain'];
  /** @deprecated use `api.session.setAccount` */ setAccount: SessionApi['setAccount'];
  /** @deprecated use `api.session.setNetwork` */ setNetwork: SessionApi['setNetwork'];
  /** @deprecated use `api.session.adoptAccount` */ adoptAccount: SessionApi['adoptAccount'];
  /** @deprecated use `api.session.adoptNetwork` */ adoptNetwork: SessionApi['adoptNetwork'];
  /** @deprecated use `api.session.setNetworkState` */ setNetworkState: SessionApi['setNetworkState'];
  /** @deprecated use `api.events.onEvent` */ onEvent: EventsApi['onEvent'];
  /** @deprecated use `api.events.emit` */ emit: EventsApi['emit'];
  /** @deprecated use `api.i18n.addMessages` */ addMessages: I18nApi['addMessages'];
  /** @deprecated use `api.i18n.locale` */ readonly locale: I18nApi['locale'];
  /** @deprecated use `api.i18n.t` */ t: I18nApi['t'];
}
