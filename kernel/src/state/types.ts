/** The spec's entities (§3) as the kernel's types. */
/**
 * A chain family's CAIP-2 namespace (`[-a-z0-9]{3,8}`, see `isNamespace`). Open: the kernel names no
 * family; which ones a page serves is data — its networks and the chain plugins that provide
 * `chainFamily:<namespace>`.
 */
export type ChainNamespace = string;
/** Whether `s` has a CAIP-2 namespace's form. */
export const isNamespace = (s: string) => /^[-a-z0-9]{3,8}$/.test(s);

export interface Network {
  id: number | string;
  caipNetworkId: string;
  chainNamespace: ChainNamespace;
  name: string;
  testnet?: boolean;
  nativeCurrency: { name: string; symbol: string; decimals: number };
  rpcUrls: { default: { http: string[]; webSocket?: string[] } } & Record<string, { http: string[]; webSocket?: string[] }>;
  blockExplorers?: { default: { name: string; url: string } } & Record<string, { name: string; url: string }>;
  assets?: { imageId?: string; imageUrl?: string };
}

export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected';
export type AccountType = 'eoa' | 'smartAccount' | 'payment' | 'ordinal' | 'stx';

export interface WalletInfo { name: string; icon?: string; identifier?: string; social?: string; type?: string; rdns?: string }

export interface TokenBalance {
  name: string;
  symbol: string;
  value?: number;
  price: number;
  iconUrl: string;
  chainId: string;
  address?: string;
  quantity: { decimals: string; numeric: string };
}

/** Per-chain account state (spec §3). */
export interface AccountState {
  caipAddress?: string;
  address?: string;
  balance?: string;
  balanceSymbol?: string;
  profileName?: string | null;
  profileImage?: string | null;
  addressExplorerUrl?: string;
  tokenBalance?: TokenBalance[];
  connectedWalletInfo?: WalletInfo;
  preferredAccountTypes?: Partial<Record<ChainNamespace, AccountType>>;
  socialProvider?: string;
  allAccounts: { address: string; type: AccountType; namespace: ChainNamespace }[];
  addressLabels: Record<string, string>;
  user?: { username?: string; email?: string | null };
  smartAccountDeployed?: boolean;
  status: ConnectionStatus;
  currentTab: number;
  connectorId?: string;
}

/** Per-chain network state (spec §3). */
export interface NetworkState {
  caipNetwork?: Network;
  supportsAllNetworks: boolean;
  smartAccountEnabledNetworks: (number | string)[];
  approvedCaipNetworkIds: string[];
  requestedCaipNetworks: Network[];
}

export interface ChainState { namespace: ChainNamespace; account: AccountState; network: NetworkState }

/** Connector (spec §3), as shown on the Connect view. */
export interface ConnectorInfo {
  id: string;
  name: string;
  chain?: ChainNamespace;
  type: 'AUTH' | 'MULTI_CHAIN' | 'ANNOUNCED' | 'INJECTED' | 'WALLET_CONNECT' | 'EXTERNAL' | 'RECENT' | 'FEATURED' | 'RECOMMENDED' | 'CUSTOM';
  imageId?: string;
  imageUrl?: string;
  rdns?: string;
  /** The plugin that answers `connect` for this connector. */
  pluginId?: string;
  /** The view that drives the connection (e.g. ConnectingExternal). */
  view?: string;
}

/** Spec §4: disconnecting one namespace of these connector types also disconnects the others they serve. */
export const SHARED_SESSION_TYPES: readonly ConnectorInfo['type'][] = ['WALLET_CONNECT', 'AUTH', 'MULTI_CHAIN'];

export type ToastVariant = 'loading' | 'success' | 'error';
export interface Toast { id: number; variant: ToastVariant; message: string }
/** An alert of spec §8, by kind; the modal looks its text up in the catalogue. */
export interface Alert { kind: string }

export interface RouteEntry { view: string; data?: unknown }
/** An entry of the transaction stack: what to do once a send/sign settles. */
export interface TransactionAction {
  view: string | null;
  goBack?: boolean;
  replace?: boolean;
  onSuccess?: () => void;
  onError?: (error: unknown) => void;
  onCancel?: () => void;
  /** Where an error or a cancel goes (e.g. back to RegisterAccountName); absent: stay. */
  errorView?: string;
}

export type PluginStatus = 'idle' | 'loading' | 'active' | 'failed' | 'disabled';
export interface PluginRecord {
  status: PluginStatus;
  /** From the start of its activation to active (dependencies included). */
  ms?: number;
  error?: string;
  /** Why it was activated: the activation event ('onView:Send'), 'dependency of <id>', 'requested by <id>', 'retry'. */
  reason?: string;
  /** When its activation began, in ms since the page started (performance.now()). */
  at?: number;
  /** Fetching and evaluating its code. */
  loadMs?: number;
  /** Its setup(api). */
  setupMs?: number;
}

export interface KernelState {
  modal: { open: boolean; loading: boolean; shake: boolean; closeBlocked: boolean; themeMode: 'light' | 'dark' };
  router: { history: RouteEntry[]; transactionStack: TransactionAction[] };
  /** Global state (spec §3). */
  chains: Partial<Record<ChainNamespace, ChainState>>;
  activeChain?: ChainNamespace;
  activeCaipNetwork?: Network;
  activeCaipAddress?: string;
  connectors: ConnectorInfo[];
  /**
   * The namespace filter (spec §4): `open({ namespace })` shows only that namespace's wallets on the
   * Connect view; any other open clears it, and so does disconnect.
   */
  namespaceFilter?: ChainNamespace;
  toast?: Toast;
  alert?: Alert;
  alertsShown: string[];
  plugins: Record<string, PluginRecord>;
  /** Plugin-owned slices, keyed by their SliceKey id. Read through the key, never by string. */
  slices: Record<string, unknown>;
}
