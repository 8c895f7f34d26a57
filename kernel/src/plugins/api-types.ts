/** What a plugin's `setup(api)` receives. Everything a plugin may touch goes through here. */
import type { ComponentType } from 'react';
import type { Draft } from 'immer';
import type { ConnectContext, ConnectResult, KernelHooks } from '../hooks/declarations';
import type { SliceKey, Store } from '../state/store';
import type { AccountState, ChainNamespace, KernelState, Network, ToastVariant } from '../state/types';
import type { Router } from '../router/router';
import type { ServiceKey } from './services';
import type { KernelServices } from '../api/kernel-types';
import type { OpenOptions } from '../api/modal-controller';

export interface ViewProps<D = unknown> { api: PluginApi; data?: D }
export type ViewComponent<D = unknown> = ComponentType<ViewProps<D>>;

/** The kernel hooks with every tap already named after the calling plugin. */
export type BoundHooks = KernelHooks;

export interface PluginApi extends KernelServices {
  readonly id: string;
  readonly hooks: BoundHooks;
  readonly store: Store;
  readonly router: Router;
  /** Register the component rendered for a view id this plugin contributes. */
  registerView<D = unknown>(viewId: string, component: ViewComponent<D>): void;
  /** Create this plugin's slice (once, at setup). `persist` keeps it in storage, validated on read. */
  defineSlice<T>(key: SliceKey<T>, initial: T): void;
  getSlice<T>(key: SliceKey<T>): T;
  updateSlice<T>(key: SliceKey<T>, recipe: (draft: Draft<T>) => void | T): void;
  /** React hook: subscribe a view to a slice (or a part of it). */
  useSlice<T, R = T>(key: SliceKey<T>, select?: (slice: T) => R): R;
  /** React hook: subscribe a view to kernel state. */
  useKernelState<R>(select: (state: KernelState) => R): R;
  /** Offer a service other plugins can ask for by key. */
  provide<T>(key: ServiceKey<T>, impl: T): void;
  /** Get a service, activating the plugin that provides it if needed. */
  require<T>(key: ServiceKey<T>): Promise<T>;
  /** Open the modal (or navigate, when open) on a view — the host's open rules apply. */
  open(options?: OpenOptions): Promise<boolean>;
  /** Make a namespace the active chain (SwitchActiveChain). */
  setActiveChain(namespace: ChainNamespace): void;
  /** Close the modal (same rules as the host's close: refused with a shake while sign-in is required). */
  close(): boolean;
  /** Whether a view can be shown: an enabled plugin contributes it and has not failed. */
  isViewAvailable(viewId: string): boolean;
  /** Activate another plugin (dependencies are better declared in the manifest). */
  activate(pluginId: string): Promise<boolean>;
  /** Connect through a connector; on success the account is connected, stored and announced. */
  connect(ctx: ConnectContext): Promise<ConnectResult>;
  /** Switch network (asks the connected wallet; records the choice when not connected). */
  switchNetwork(network: Network | string): Promise<void>;
  /** Disconnect a namespace (or all), per the rules of spec §4. */
  disconnect(namespace?: ChainNamespace): Promise<void>;
  /** Update the account state of a namespace. */
  setAccount(namespace: ChainNamespace, patch: Partial<AccountState>): void;
  /** Set the active network of a namespace (and the global active network if it is the active chain). */
  setNetwork(namespace: ChainNamespace, network: Network): void;
  toast(variant: ToastVariant, message: string): void;
  showAlert(kind: string): void;
  /** Emit a public event (host listeners; analytics after consent). */
  emit(type: string, properties?: Record<string, unknown>): void;
  /** Register this plugin's English strings as catalogue defaults; a locale's messages override them. */
  addMessages(defaults: Record<string, string>): void;
  /** Translate a message key through the catalogue. */
  t(key: string, params?: Record<string, string | number>): string;
}
