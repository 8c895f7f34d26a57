/**
 * Gangway's public API. Everything here is what every host loads eagerly: keep it small.
 * React bindings live in '@gangway/kernel/react'; the plugin test harness in '@gangway/kernel/testing'.
 */
export { createGangway, type Gangway } from './api/create-gangway';
export * from './public-api';
export type { Kernel, KernelEnv, KernelRuntime, LoadedKernel, PluginTrace } from './api/kernel-types';
export type { OpenOptions } from './plugins/api-types';
export type { GangwayEvent } from './api/events';
export type { PluginApi, ViewProps, ViewComponent, Navigation, PluginStorage, ServiceCaller, SlotItem } from './plugins/api-types';
export type { StateApi, SliceApi, ViewsApi, UiApi, ServicesApi, WalletApi, SessionApi, EventsApi, I18nApi, DeprecatedFlatApi } from './plugins/api-types';
export type { RemoteTrust } from './plugins/remote-trust';
export type { FirstRequest, Query, Service } from './remote/request-types';
export type { PluginSource, PluginSourceKind, RemoteBundles } from './plugins/plugin-source';
export type { KeyDef } from './storage/keys';
export { loggerService, LOG_LEVELS, type Logger, type LogEntry, type LogLevel } from './log/logger-key';
export type { StoredValue } from './storage/storage';
export type * from './hooks/declarations';
export type { ChainNamespace, Network, AccountState, NetworkState, ChainState, ConnectorInfo, WalletInfo, TokenBalance, KernelState, ConnectionStatus, AccountType, ToastVariant, RouteEntry, TransactionAction, PluginRecord, PluginStatus } from './state/types';
export type { Router } from './router/router';
export type { GangwayOptions, LegacyPluginOptions, ResolvedOptions, Features } from './options';
