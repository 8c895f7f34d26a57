/** What the headless service hands a host: the wallets, the pairing, the connect state. */
import type { ChainNamespace, ConnectResult } from '@gangway/kernel';
import type { WalletListing } from '@gangway/plugin-all-wallets/public';

/** Where a wallet comes from: spec §2's connector-type groups, or a registry page / search. */
export type HeadlessWalletSource = 'walletConnect' | 'recent' | 'injected' | 'featured' | 'custom' | 'external' | 'recommended' | 'registry';

export interface HeadlessWallet {
  /** Stable key: the connector id for an installed wallet, else the registry id. */
  id: string;
  name: string;
  /** An image the host may show (an installed wallet's icon, or the registry's image). */
  imageUrl?: string;
  source: HeadlessWalletSource;
  /** An installed or announced (EIP-6963) wallet: it connects in the page, no QR. */
  installed: boolean;
  /** The connector `connect` goes through ('walletConnect' for a registry wallet not installed). */
  connectorId: string;
  rdns?: string;
  /** The registry listing (featured, recommended, recent or a page of the registry). */
  listing?: WalletListing;
}

export type ConnectStatus = 'connecting' | 'connected' | 'declined' | 'failed';

export interface HeadlessConnecting {
  wallet: HeadlessWallet;
  status: ConnectStatus;
  /** The failure's message (status 'failed'). */
  error?: string;
}

export interface HeadlessState {
  /** The wallets of the Connect view, in the spec's order (connector type order, each wallet once). */
  wallets: HeadlessWallet[];
  /** True until the first list is built (announcements and the registry may add rows later). */
  loading: boolean;
  /** The WalletConnect URI on show, once `walletConnectUri()` asked for one (refreshed before it expires). */
  walletConnectUri?: string;
  /** The enabled social login providers (features.socials), in the spec's default order. */
  socials: string[];
  /** The wallet a `connect` is under way with, and how it went (the last attempt). */
  connecting?: HeadlessConnecting;
}

export interface WalletPageQuery { page: number; search?: string }
export interface HeadlessWalletPage { count: number; wallets: HeadlessWallet[] }

export interface HeadlessService {
  getState(): HeadlessState;
  /** Calls `listener` whenever getState() changes; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Rebuild the list (it also follows new connectors and connections by itself). */
  refresh(): Promise<void>;
  /** One page of the wallet registry (40 wallets; a search returns up to 100), include / exclude applied. */
  fetchWallets(query: WalletPageQuery): Promise<HeadlessWalletPage>;
  /** A wallet by connector id, registry id, rdns or name (case-insensitive); the registry is searched last. */
  findWallet(name: string): Promise<HeadlessWallet | undefined>;
  /** Starts a WalletConnect pairing (unless one is on show) and resolves with its URI. */
  walletConnectUri(): Promise<string>;
  /**
   * Connect a wallet without the modal: an installed one through its connector, any other over
   * WalletConnect (its URI appears in the state). Resolves once connected; rejects as the wallet did.
   */
  connect(wallet: HeadlessWallet | string, namespace?: ChainNamespace): Promise<ConnectResult>;
  /** Social login: opens the widget on that provider's flow (the popup and the embedded wallet run there). */
  connectSocial(provider: string): Promise<void>;
}
