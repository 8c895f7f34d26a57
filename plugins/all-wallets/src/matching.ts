/**
 * Include / exclude / featured entries match a wallet by id, rdns or (case-insensitive) name
 * (spec §1, the kernel's `walletMatches`). The registry service filters by id and rdns; names are
 * applied here as well.
 */
import { walletMatches, type ConnectorInfo } from '@gangway/kernel';
import type { WalletListing } from './public';

type Named = Pick<WalletListing, 'id' | 'name' | 'rdns'>;

/** Keep what the include list allows (all when empty) and drop what the exclude list names. */
export function applyLists<T extends Named>(wallets: readonly T[], include: readonly string[], exclude: readonly string[]): T[] {
  return wallets.filter((w) => (!include.length || include.some((e) => walletMatches(e, w))) && !exclude.some((e) => walletMatches(e, w)));
}

/** Featured wallets in the host's featuredWalletIds order. */
export function inFeaturedOrder<T extends Named>(wallets: readonly T[], featured: readonly string[]): T[] {
  const rank = (w: T) => { const i = featured.findIndex((e) => walletMatches(e, w)); return i < 0 ? featured.length : i; };
  return wallets.filter((w) => featured.some((e) => walletMatches(e, w))).sort((a, b) => rank(a) - rank(b));
}

/** The installed or announced connector of a listing (by rdns, EIP-6963 id or name). */
export function connectorFor(w: Named, connectors: readonly ConnectorInfo[]): ConnectorInfo | undefined {
  return connectors.find((c) => (c.type === 'ANNOUNCED' || c.type === 'INJECTED') &&
    ((!!w.rdns && (c.rdns === w.rdns || c.id === `eip6963:${w.rdns}`)) || c.name.toLowerCase() === w.name.toLowerCase()));
}
