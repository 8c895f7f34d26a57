/**
 * `createAppKit` and the AppKit instance (reown-com/appkit packages/appkit/src/client/appkit-base-client.ts)
 * as a thin face over a Gangway instance: every method reads or calls Gangway; nothing is kept twice
 * except the wallet providers, which AppKit hands out synchronously and Gangway resolves lazily.
 */
import { createGangway, type ChainNamespace, type Gangway, type GangwayEvent, type KernelEnv, type KernelState, type Network, type WalletInfo } from '@gangway/kernel';
import { builtinPlugins } from '@gangway/builtin-plugins';
import { toGangwayOptions, mapThemeVariables, warnOnce, type AppKitOptionsInput } from './options';

export type CaipNetwork = Network;
export type AppKitNetwork = Network;
export type ThemeMode = 'light' | 'dark';
export type ThemeVariables = Record<string, string | number>;
export type ConnectionStatus = 'connected' | 'disconnected' | 'connecting' | 'reconnecting';

/** AppKit's `PublicStateControllerState`. */
export interface PublicState { open: boolean; loading: boolean; selectedNetworkId?: string; activeChain?: ChainNamespace; initialized: boolean }
/** AppKit's `UseAppKitAccountReturn` (embeddedWalletInfo when the embedded wallet is the connector). */
export interface AccountReturn {
  allAccounts: { namespace: ChainNamespace; address: string; type: string }[];
  caipAddress?: string;
  address?: string;
  isConnected: boolean;
  status?: ConnectionStatus;
  embeddedWalletInfo?: { user?: { username?: string; email?: string | null }; authProvider: string; accountType?: string; isSmartAccountDeployed: boolean };
}
export interface NetworkReturn { caipNetwork?: CaipNetwork; chainId?: number | string; caipNetworkId?: string; approvedCaipNetworkIds?: string[]; supportsAllNetworks: boolean }
export interface OpenOptions { view?: string; namespace?: ChainNamespace; uri?: string; data?: unknown }
export type AppKitOptions = AppKitOptionsInput;

export const publicState = (s: KernelState): PublicState => ({
  open: s.modal.open, loading: s.modal.loading, selectedNetworkId: s.activeCaipNetwork?.caipNetworkId, activeChain: s.activeChain, initialized: true,
});

export function accountOf(s: KernelState, namespace?: ChainNamespace): AccountReturn {
  const ns = namespace ?? s.activeChain;
  const a = ns ? s.chains[ns]?.account : undefined;
  if (!a) return { allAccounts: [], isConnected: false, caipAddress: undefined, address: undefined, status: undefined, embeddedWalletInfo: undefined };
  const embedded = a.connectedWalletInfo?.type === 'AUTH';
  return {
    // AppKit lists the connection's accounts; Gangway's allAccounts only holds a multi-account wallet's.
    allAccounts: a.allAccounts.length || !a.address || !ns
      ? a.allAccounts.map((x) => ({ namespace: x.namespace, address: x.address, type: x.type }))
      : [{ namespace: ns, address: a.address, type: a.preferredAccountTypes?.[ns] ?? 'eoa' }],
    caipAddress: a.caipAddress, address: a.address, isConnected: Boolean(a.caipAddress), status: a.status as ConnectionStatus,
    embeddedWalletInfo: embedded
      ? { user: a.user, authProvider: a.socialProvider ?? 'email', accountType: ns ? a.preferredAccountTypes?.[ns] : undefined, isSmartAccountDeployed: Boolean(a.smartAccountDeployed) }
      : undefined,
  };
}

export function networkOf(s: KernelState): NetworkReturn {
  const n = s.activeChain ? s.chains[s.activeChain]?.network : undefined;
  const c = s.activeCaipNetwork;
  return { caipNetwork: c, chainId: c?.id, caipNetworkId: c?.caipNetworkId, approvedCaipNetworkIds: n?.approvedCaipNetworkIds, supportsAllNetworks: n?.supportsAllNetworks ?? true };
}

/** Call `fn` with `pick(state)` whenever that value changes (shallow, by JSON). */
function watch<T>(g: Gangway, pick: (s: KernelState) => T, fn: (v: T) => void): () => void {
  let last = JSON.stringify(pick(g.getState()));
  return g.subscribeState((s) => {
    const v = pick(s);
    const key = JSON.stringify(v);
    if (key !== last) { last = key; fn(v); }
  });
}

export class AppKit {
  readonly gangway: Gangway;
  private providers: Partial<Record<ChainNamespace, unknown>> = {};
  private providerListeners = new Set<(p: Partial<Record<ChainNamespace, unknown>>) => void>();

  /** Over a Gangway instance (createAppKit builds one from AppKit's options). */
  constructor(gangway: Gangway) {
    this.gangway = gangway;
    // AppKit's getWalletProvider is synchronous: keep each connected namespace's provider at hand.
    watch(this.gangway, (s) => Object.entries(s.chains).filter(([, c]) => c?.account.caipAddress).map(([ns]) => ns as ChainNamespace), (connected) => { void this.syncProviders(connected); });
  }

  /**
   * A namespace's provider as AppKit hands it out: the adapter's own when it has one for AppKit
   * (AppKit's SolanaAdapter: the `Provider` with signMessage/sendTransaction, not the chain plugin's
   * raw wallet handle), else the one Gangway's wallet plugins give.
   */
  private async providerOf(ns: ChainNamespace) {
    const adapters = this.gangway.kernel.options.adapters as { namespace?: ChainNamespace; appKitProvider?: unknown }[];
    return adapters.find((a) => a.namespace === ns && a.appKitProvider)?.appKitProvider ?? this.gangway.getProvider(ns);
  }

  private async syncProviders(connected: ChainNamespace[]) {
    const next: Partial<Record<ChainNamespace, unknown>> = {};
    for (const ns of connected) next[ns] = await this.providerOf(ns);
    this.providers = next;
    for (const l of this.providerListeners) l(next);
  }

  /** Gangway's views carry AppKit's names (spec §2), so `{ view, namespace }` passes as it is. */
  open(options?: OpenOptions) { return this.gangway.open(options); }
  async close() { this.gangway.close(); }
  getState(): PublicState { return publicState(this.gangway.getState()); }
  subscribeState(cb: (s: PublicState) => void) { return watch(this.gangway, publicState, cb); }
  getAddress(namespace?: ChainNamespace) { return this.gangway.getAccount(namespace)?.address; }
  getCaipAddress(namespace?: ChainNamespace) { return this.gangway.getAccount(namespace)?.caipAddress; }
  getIsConnectedState() { return Boolean(this.gangway.getState().activeCaipAddress); }
  getChainId() { return this.gangway.getState().activeCaipNetwork?.id; }
  getCaipNetwork(namespace?: ChainNamespace) { return this.gangway.getNetwork(namespace); }
  getCaipNetworkId() { return this.gangway.getState().activeCaipNetwork?.caipNetworkId; }
  getActiveChainNamespace() { return this.gangway.getState().activeChain; }
  switchNetwork(network: AppKitNetwork) { return this.gangway.switchNetwork(network); }
  disconnect(namespace?: ChainNamespace) { return this.gangway.disconnect(namespace); }
  getWalletProvider<T = unknown>() { const ns = this.getActiveChainNamespace(); return (ns ? this.providers[ns] : undefined) as T | undefined; }
  getProvider<T = unknown>(namespace: ChainNamespace) { return this.providers[namespace] as T | undefined; }
  getWalletProviderType() { return this.getWalletInfo()?.type; }
  subscribeProviders(cb: (providers: Partial<Record<ChainNamespace, unknown>>) => void) { this.providerListeners.add(cb); return () => { this.providerListeners.delete(cb); }; }
  subscribeAccount(cb: (a: AccountReturn) => void, namespace?: ChainNamespace) { return watch(this.gangway, (s) => accountOf(s, namespace), cb); }
  subscribeNetwork(cb: (n: Pick<NetworkReturn, 'caipNetwork' | 'chainId' | 'caipNetworkId'>) => void) {
    return watch(this.gangway, (s) => ({ caipNetwork: s.activeCaipNetwork, chainId: s.activeCaipNetwork?.id, caipNetworkId: s.activeCaipNetwork?.caipNetworkId }), cb);
  }
  subscribeCaipNetworkChange(cb: (n?: CaipNetwork) => void) { return watch(this.gangway, (s) => s.activeCaipNetwork, cb); }
  subscribeEvents(cb: (e: { timestamp: number; data: { type: 'track'; event: string; properties?: Record<string, unknown> } }) => void) {
    return this.gangway.subscribeEvents((e: GangwayEvent) => cb({ timestamp: e.timestamp, data: { type: 'track', event: e.type, properties: e.properties } }));
  }
  getWalletInfo(namespace?: ChainNamespace): WalletInfo | undefined { return this.gangway.getWalletInfo(namespace); }
  subscribeWalletInfo(cb: (w?: WalletInfo) => void, namespace?: ChainNamespace) { return watch(this.gangway, (s) => s.chains[namespace ?? s.activeChain ?? 'eip155']?.account.connectedWalletInfo, cb); }
  getThemeMode(): ThemeMode { return this.gangway.getState().modal.themeMode; }
  setThemeMode(mode: ThemeMode) { this.gangway.setThemeMode(mode); }
  getThemeVariables(): ThemeVariables { return this.gangway.kernel.options.themeVariables; }
  subscribeTheme(cb: (t: { themeMode: ThemeMode; themeVariables: ThemeVariables }) => void) {
    return watch(this.gangway, (s) => s.modal.themeMode, (themeMode) => cb({ themeMode, themeVariables: this.getThemeVariables() }));
  }
  /** Gangway sets its theme variables once, at start: a later change is not applied. */
  setThemeVariables(vars: ThemeVariables) { void mapThemeVariables(vars); warnOnce('setThemeVariables', 'theme variables are fixed at createAppKit in Gangway; not applied'); }
}

let modal: AppKit | undefined;

/** Register AppKit's <appkit-*> elements for an instance (a lazy chunk); createAppKit does it itself. */
export const defineAppKitElements = (m: AppKit) => import(/* webpackChunkName: "appkit-elements" */ './elements').then((e) => e.defineAppKitElements(m));

/**
 * AppKit's createAppKit: one instance per page (a second call returns the first). An AppKit app lists
 * no plugins, so Gangway's built-in ones are the default (each still loads only when used).
 */
export function createAppKit(options: AppKitOptions, env?: KernelEnv): AppKit {
  if (!modal) {
    modal = new AppKit(createGangway(toGangwayOptions({ plugins: builtinPlugins, ...options }), env));
    // AppKit's <appkit-*> elements work once createAppKit ran; their code is a lazy chunk.
    if (typeof customElements !== 'undefined') void defineAppKitElements(modal);
  }
  return modal;
}

/** The page's instance over a Gangway the host (or a test harness) already built. */
export function appKitFor(gangway: Gangway): AppKit {
  modal = new AppKit(gangway);
  return modal;
}

export const getAppKitInstance = () => modal;
/** For tests: drop the page's instance. */
export function resetAppKit() { modal?.gangway.destroy(); modal = undefined; }
