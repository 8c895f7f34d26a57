/**
 * The getWallets queries a view asks first, from the options alone: the registry asks them, and the
 * manifest names them (`firstRequests`) so the kernel sends them at the click with the view's code.
 * One source, so both spell the same URL and the registry takes the answer already on its way.
 * Eager (the manifest's), so it imports nothing but constants.
 */
import type { FirstRequest, ResolvedOptions } from '@gangway/kernel';
import { FEATURED_COUNT, PAGE_SIZE, RECOMMENDED_COUNT, RECOMMENDED_SPARE } from './constants';

type Lists = Pick<ResolvedOptions, 'includeWalletIds' | 'excludeWalletIds' | 'featuredWalletIds' | 'networks'>;
export type WalletQuery = Record<string, string | number | readonly string[] | undefined>;

const some = (ids: readonly string[]) => (ids.length ? ids : undefined);

export const baseQuery = (o: Lists): WalletQuery => ({ include: some(o.includeWalletIds), exclude: some(o.excludeWalletIds), chains: o.networks.map((n) => n.caipNetworkId) });

export const pageQuery = (o: Lists, page: number, entries = PAGE_SIZE, search?: string, badge_type?: string): WalletQuery =>
  ({ ...baseQuery(o), page, entries, search, badge_type });

export const featuredQuery = (o: Lists): WalletQuery =>
  ({ ...baseQuery(o), page: 1, entries: Math.max(FEATURED_COUNT, o.featuredWalletIds.length), include: o.featuredWalletIds });

/**
 * Recommended: the featured wallets left out by the service, a few spare entries for the visitor's
 * installed and recent wallets, which are left out here (they are known only in the browser, after
 * the click): the query stays the same for every visitor of the page.
 */
export const recommendedQuery = (o: Lists): WalletQuery =>
  ({ ...baseQuery(o), page: 1, entries: RECOMMENDED_COUNT + RECOMMENDED_SPARE, exclude: some([...o.excludeWalletIds, ...o.featuredWalletIds]) });

const getWallets = (query: WalletQuery): FirstRequest => ({ service: 'walletServices', path: '/getWallets', query });

/** What the Connect view (featured and recommended rows) or the AllWallets view (page 1) asks first. */
export function firstWalletRequests(o: Lists, view: string): FirstRequest[] {
  if (view === 'AllWallets') return [getWallets(pageQuery(o, 1))];
  if (view !== 'Connect') return [];
  return [...(o.featuredWalletIds.length ? [getWallets(featuredQuery(o))] : []), getWallets(recommendedQuery(o))];
}
