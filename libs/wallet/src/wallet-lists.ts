/**
 * The host's include / exclude / featured lists (spec §1) over the wallets a connector plugin found.
 * Entries match by the kernel's rule (id, rdns or name), so every plugin reads the lists alike.
 */
import { walletMatches } from '@gangway/kernel';

export interface WalletLists { includeWalletIds: string[]; excludeWalletIds: string[]; featuredWalletIds: string[] }

/** What `walletMatches` compares an entry with. */
export type ListedWallet = Parameters<typeof walletMatches>[1];

/** Include (when non-empty) keeps only listed wallets; exclude drops; featured first, in list order, the rest in found order. */
export function applyWalletLists<W extends ListedWallet>(wallets: W[], lists: WalletLists): W[] {
  const listed = (list: string[], w: W) => list.some((e) => walletMatches(e, w));
  const kept = wallets.filter((w) => (!lists.includeWalletIds.length || listed(lists.includeWalletIds, w)) && !listed(lists.excludeWalletIds, w));
  const rank = (w: W) => { const i = lists.featuredWalletIds.findIndex((e) => walletMatches(e, w)); return i < 0 ? Number.MAX_SAFE_INTEGER : i; };
  // The index breaks ties so unfeatured wallets keep their order.
  return kept.map((w, i) => ({ w, i })).sort((a, b) => rank(a.w) - rank(b.w) || a.i - b.i).map(({ w }) => w);
}
