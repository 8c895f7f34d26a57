/**
 * Gangway's public API. Everything here is what every host loads eagerly: keep it small.
 * React bindings live in '@gangway/kernel/react'; the plugin test harness in '@gangway/kernel/testing'.
 */
export { createGangway, type Gangway } from './api/create-gangway';
export type { Kernel, KernelEnv } from './api/kernel-types';
export type { OpenOptions } from './plugins/api-types';
export type { GangwayEvent } from './api/events';
export { defineManifest, definePlugin } from './plugins/define';
export { PLUGIN_API_VERSION, type PluginManifest, type PluginModule, type PluginDefinition, type RemoteRef, type Cleanup, type Permission, type SlotEntry } from './plugins/types';
export type { PluginApi, ViewProps, ViewComponent, Navigation, PluginStorage, ServiceCaller, SlotItem } from './plugins/api-types';
export type { RemoteTrust } from './plugins/remote-trust';
export { KERNEL_SLOTS, type KernelSlot } from './plugins/vocabulary';
export { isSigningMethod } from './plugins/signing-methods';
export type { KeyDef } from './storage/keys';
export type { StoredValue } from './storage/storage';
export { createServiceKey, type ServiceKey } from './plugins/services';
export { createSliceKey, type SliceKey, type Store } from './state/store';
export { STAGE } from './hooks/stages';
export type * from './hooks/declarations';
export type { ChainNamespace, Network, AccountState, NetworkState, ChainState, ConnectorInfo, WalletInfo, TokenBalance, KernelState, ConnectionStatus, AccountType, ToastVariant, RouteEntry, TransactionAction, PluginRecord, PluginStatus } from './state/types';
export { VIEWS, type SwitchActiveChainData } from './router/views';
export type { Router } from './router/router';
export { httpStatus, type ApiClient } from './remote/client';
export * from './errors';
export type { GangwayOptions, ResolvedOptions, Features } from './options';
export { connectMethodsOrder, walletMatches } from './options';
