/**
 * Every kernel hook, declared once: the type and the runtime constructor come from here.
 * Each hook takes ONE context object, so adding a field never breaks a tap.
 * Conventions (webpack / VS Code): `beforeX` may veto (Bail) or rewrite (Waterfall); `x` is a
 * pluggable action where the first result wins (Bail); `afterX` / `xChanged` are notifications.
 * Per-namespace hooks are HookMaps: `hooks.request.for(network.chainNamespace)`.
 */
import {
  AsyncSeriesBailHook,
  AsyncSeriesHook,
  HookMap,
  SyncBailHook,
  SyncHook,
  SyncWaterfallHook,
} from '@rspack/lite-tapable';
import type { ChainNamespace, ConnectorInfo, Network, WalletInfo } from '../state/types';

export interface OpenContext { view: string; uri?: string; data?: unknown; namespace?: ChainNamespace }
export interface CloseContext { hadPendingTransaction: boolean }
export interface ViewChangeContext { from?: string; to: string; data?: unknown; action: 'push' | 'replace' | 'reset' | 'back'; cancel?: boolean }
export interface ConnectContext { connectorId: string; namespace?: ChainNamespace; data?: unknown }
export interface ConnectResult {
  namespace: ChainNamespace;
  address: string;
  chainId: string | number;
  wallet?: WalletInfo;
  /**
   * Further namespaces the same session connected (one WalletConnect session spans every family
   * the host configured): each becomes connected through the same connector; `namespace` stays the active one.
   */
  also?: Omit<ConnectResult, 'also'>[];
}
export interface ConnectedContext extends ConnectResult { connectorId: string }
export interface DisconnectContext { namespace: ChainNamespace; connectorId?: string }
export interface AccountChangedContext { namespace: ChainNamespace; caipAddress?: string; address?: string }
export interface NetworkChangedContext { namespace: ChainNamespace; network: Network }
export interface SwitchNetworkContext { namespace: ChainNamespace; network: Network }
export interface RequestContext { namespace: ChainNamespace; method: string; params?: unknown }
export interface SyncContext { namespace: ChainNamespace; connectorId?: string }
/** A stored session that synced at start-up: its account and chain (CAIP-2), before it shows as connected. */
export interface RestoreContext { namespace: ChainNamespace; address: string; chainId: string }
export interface ProviderContext { namespace: ChainNamespace }
export interface ErrorContext { error: unknown; source: string }
export interface PluginActivatedContext { id: string; ms: number }
export interface PluginFailedContext { id: string; error: unknown }
export interface ConnectorsContext { connectors: ConnectorInfo[] }
export interface ConsentContext { granted: boolean }

export function createKernelHooks() {
  return {
    /** Before the modal opens: return false to veto. */
    beforeOpen: new SyncBailHook<[OpenContext], false | void>(['ctx']),
    /** The modal has opened on `ctx.view`. */
    afterOpen: new SyncHook<[OpenContext]>(['ctx']),
    /** The open's first view is on screen (painted, entrance run): code the next step needs may load now, outside the click's wave. */
    openFinished: new SyncHook<[OpenContext]>(['ctx']),
    /** The modal has closed; embedded-wallet plugins reject pending requests when no transaction was pending. */
    afterClose: new SyncHook<[CloseContext]>(['ctx']),
    /** Before navigation: rewrite `to`/`data`, or set `cancel`. */
    beforeViewChange: new SyncWaterfallHook<[ViewChangeContext]>(['ctx']),
    /** Navigation happened. */
    viewChanged: new SyncHook<[ViewChangeContext]>(['ctx']),
    /** Connect through a connector: the plugin that owns `connectorId` answers; first result wins. */
    connect: new AsyncSeriesBailHook<[ConnectContext], ConnectResult | undefined>(['ctx']),
    /** A wallet connected on a namespace. */
    connected: new SyncHook<[ConnectedContext]>(['ctx']),
    /** Disconnect one namespace: the namespace's plugins tear their session down. */
    disconnect: new HookMap((_ns: ChainNamespace) => new AsyncSeriesHook<[DisconnectContext]>(['ctx'])),
    /** A namespace was disconnected. */
    disconnected: new SyncHook<[DisconnectContext]>(['ctx']),
    /** The account of a namespace changed (wallet switched account, or connect/disconnect). */
    accountChanged: new SyncHook<[AccountChangedContext]>(['ctx']),
    /** The active network of a namespace changed. */
    networkChanged: new SyncHook<[NetworkChangedContext]>(['ctx']),
    /** Ask the connected wallet to switch network; first tap that handles it returns true. */
    switchNetwork: new HookMap((_ns: ChainNamespace) => new AsyncSeriesBailHook<[SwitchNetworkContext], true | undefined>(['ctx'])),
    /** A wallet RPC request on a namespace; first tap that handles it returns the result. */
    request: new HookMap((_ns: ChainNamespace) => new AsyncSeriesBailHook<[RequestContext], unknown>(['ctx'])),
    /** Restore a stored connection at start-up; a tap returns the account it synced, or nothing. */
    syncConnection: new HookMap((_ns: ChainNamespace) => new AsyncSeriesBailHook<[SyncContext], ConnectResult | undefined>(['ctx'])),
    /**
     * A stored session synced and is about to show as connected (it stays 'connecting' meanwhile): a tap
     * may hold it for a look-up it needs first — a required sign-in's session — so the page never shows
     * an account that is not usable yet. The kernel waits at most RESTORE_HOLD_MS; a tap's error is reported and ignored.
     */
    beforeRestored: new AsyncSeriesHook<[RestoreContext]>(['ctx']),
    /** The host asked for the namespace's provider; first tap that has one returns it. */
    getProvider: new HookMap((_ns: ChainNamespace) => new AsyncSeriesBailHook<[ProviderContext], unknown>(['ctx'])),
    /** Contribute connectors to the Connect view (waterfall: add, reorder, filter). */
    connectors: new SyncWaterfallHook<[ConnectorsContext]>(['ctx']),
    /** The host granted or withdrew analytics consent (`setAnalyticsConsent`). */
    consentChanged: new SyncHook<[ConsentContext]>(['ctx']),
    /** Something failed: reported for analytics and debugging. */
    error: new SyncHook<[ErrorContext]>(['ctx']),
    /** A plugin finished setup (ms = load + setup time). */
    pluginActivated: new SyncHook<[PluginActivatedContext]>(['ctx']),
    /** A plugin failed to load or set up; it is now inert. */
    pluginFailed: new SyncHook<[PluginFailedContext]>(['ctx']),
  };
}

export type KernelHooks = ReturnType<typeof createKernelHooks>;
export type KernelHookName = keyof KernelHooks;
/** Hooks a plugin may call (the kernel calls the others itself; a plugin tapping them is fine). */
export const PLUGIN_CALLABLE_HOOKS = ['error', 'request', 'connectors', 'getProvider'] as const;
