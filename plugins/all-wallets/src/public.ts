/**
 * The wallet-registry service: the key other plugins require and the types they see. Tiny on
 * purpose (only a key object and types) so the Connect and WalletConnect views can import it
 * without pulling the registry code, which loads with this plugin when first required.
 */
import { createServiceKey, type ConnectorInfo } from '@gangway/kernel';

/** A wallet listing of the registry (spec §3), plus the optional fields the registry may add. */
export interface WalletListing {
  id: string;
  name: string;
  image_id?: string;
  rdns?: string | null;
  chains?: string[];
  mobile_link?: string | null;
  desktop_link?: string | null;
  webapp_link?: string | null;
  homepage?: string | null;
  badge_type?: string | null;
}

export interface WalletPage { count: number; data: WalletListing[] }

export interface PageQuery {
  page: number;
  search?: string;
  badge_type?: string;
}

export interface WalletRegistry {
  /** One page of 40 wallets (search: up to 100), with include/exclude applied. */
  fetchWallets(query: PageQuery): Promise<WalletPage>;
  /** The host's featured wallets (featuredWalletIds order), at most 4. */
  featured(): Promise<WalletListing[]>;
  /** Recommended wallets, at most 4, leaving out the given ids/rdns (installed, featured, recent). */
  recommended(skip?: readonly string[]): Promise<WalletListing[]>;
  /**
   * How many wallets the registry lists for this host: the recommended request's `count` plus the
   * featured wallets it leaves out (as AppKit counts them, ApiController.ts:371-382 and
   * w3m-all-wallets-widget/index.ts:64-65). The same cached requests as featured() and recommended().
   */
  walletCount(): Promise<number>;
  /** An image URL for an image id: a cached object URL when prefetched, else the service URL. */
  imageSrc(imageId: string | undefined): string | undefined;
  /** Fetch (once) and cache images as object URLs. */
  prefetchImages(imageIds: readonly (string | undefined)[]): Promise<void>;
  /** The connector (installed/announced wallet) a listing corresponds to, if any. */
  connectorFor(listing: Pick<WalletListing, 'id' | 'name' | 'rdns'>, connectors: readonly ConnectorInfo[]): ConnectorInfo | undefined;
}

export const walletRegistryKey = createServiceKey<WalletRegistry>('wallet-registry');
