/**
 * The host's include / exclude / featured lists (spec §1) applied to the page's wallets. An entry
 * matches a wallet by id (the connector id `eip6963:<rdns>` or 'injected'), name or rdns.
 * Announced wallets are not looked up in the registry (no request), so a registry id in a list
 * matches only once the connect view merges registry rows by rdns.
 */
// TODO(kernel): import from '@gangway/kernel' once the kernel exports walletMatches (requested).
import { walletMatches } from '@gangway/kernel';
import type { InjectedWallet } from './eip1193';

export interface WalletLists { includeWalletIds: string[]; excludeWalletIds: string[]; featuredWalletIds: string[] }

const listed = (list: string[], w: InjectedWallet) => list.some((entry) => walletMatches(entry, w));

/** Include (when non-empty) keeps only listed wallets; exclude drops; featured ones come first, in list order. */
export function applyWalletLists<W extends InjectedWallet>(wallets: W[], lists: WalletLists): W[] {
  const kept = wallets.filter((w) => (!lists.includeWalletIds.length || listed(lists.includeWalletIds, w)) && !listed(lists.excludeWalletIds, w));
  const rank = (w: W) => {
    const i = lists.featuredWalletIds.findIndex((entry) => walletMatches(entry, w));
    return i < 0 ? Number.MAX_SAFE_INTEGER : i;
  };
  return kept.map((w, i) => ({ w, i })).sort((a, b) => rank(a.w) - rank(b.w) || a.i - b.i).map(({ w }) => w);
}
