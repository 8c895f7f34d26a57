/**
 * The wallet-registry service (GET walletServices /getWallets, spec §7): pages of 40, searches of
 * 100, featured and recommended 4 each, include/exclude lists (id, rdns or name), responses
 * validated (a malformed answer is an INVALID_RESPONSE error naming the bad field), image cache.
 */
import type { PluginApi } from '@gangway/kernel';
import { FEATURED_COUNT, PREFETCH_IMAGES, RECOMMENDED_COUNT, SEARCH_SIZE } from './constants';
import { baseQuery, featuredQuery, pageQuery, recommendedQuery, type WalletQuery } from './first-requests';
import { acquireImageLoader, imagePath } from '@gangway/lib-images';
import { applyLists, connectorFor, inFeaturedOrder } from './matching';
import type { PageQuery, WalletListing, WalletPage, WalletRegistry } from './public';
import { localOrigins } from '@gangway/lib-wallet/navigation';
import { walletPageSchema } from './schema';

/**
 * Answers kept per query (pages, searches, featured, recommended). Every search typed is a query of
 * its own: without a bound, a long session of searches would hold every answer for good. The least
 * recently used goes first; asked again, it is fetched again.
 */
export const MAX_CACHED_QUERIES = 64;

export function createWalletRegistry(api: Pick<PluginApi, 'http' | 'options'>): WalletRegistry & { prefetchFirstPage(page: WalletPage): Promise<void>; release(): void } {
  // Wallet images come through the shared loader (lib-images): prefetched ones are cached object
  // URLs (revoked when the loader is released); any other is shown straight from the service URL.
  const images = acquireImageLoader(api.http);
  const imageSrc = (id: string | undefined | null) => (id ? images.loader.peek('wallet', id) ?? api.http.url('walletServices', imagePath('wallet', id)) : undefined);
  const prefetch = (ids: readonly (string | undefined | null)[]) => images.loader.prefetch('wallet', ids);
  const cache = new Map<string, Promise<WalletPage>>();
  // Links over plain http pass only on the host's configured local endpoints (lib-wallet/navigation).
  const schema = walletPageSchema(localOrigins(api.options.endpoints));
  const include = () => api.options.includeWalletIds;
  const exclude = () => api.options.excludeWalletIds;

  function get(query: WalletQuery): Promise<WalletPage> {
    const key = JSON.stringify(query);
    let p = cache.get(key);
    // Most recently used last (a Map keeps insertion order).
    if (p) { cache.delete(key); cache.set(key, p); }
    if (!p) {
      p = api.http.get('walletServices', '/getWallets', { query: query as never, schema }).then((r) => {
        const data = applyLists(r.data as WalletListing[], include(), exclude());
        // Entries the service could not filter (names) also come off the count, so paging ends right.
        return { count: Math.max(0, r.count - (r.data.length - data.length)), data };
      });
      // A failure is not cached: the next call asks again.
      const mine = p;
      p.catch(() => { if (cache.get(key) === mine) cache.delete(key); });
      cache.set(key, p);
      if (cache.size > MAX_CACHED_QUERIES) cache.delete(cache.keys().next().value!);
    }
    return p;
  }

  async function featured() {
    const ids = api.options.featuredWalletIds;
    if (!ids.length) return [];
    const r = await get(featuredQuery(api.options));
    return inFeaturedOrder(r.data, ids).slice(0, FEATURED_COUNT);
  }

  return {
    fetchWallets({ page, search, badge_type }: PageQuery) {
      const q = search?.trim();
      return get(pageQuery(api.options, page, q ? SEARCH_SIZE : undefined, q || undefined, badge_type));
    },
    featured,
    async recommended(skip = []) {
      const r = await get(recommendedQuery(api.options));
      const left = applyLists(r.data, [], skip);
      if (left.length >= RECOMMENDED_COUNT || r.count <= r.data.length) return left.slice(0, RECOMMENDED_COUNT);
      // The visitor's wallets took more of the page than its spare entries: ask with them left out.
      const ex = [...exclude(), ...api.options.featuredWalletIds, ...skip];
      const again = await get({ ...baseQuery(api.options), page: 1, entries: RECOMMENDED_COUNT, exclude: ex.length ? ex : undefined });
      return applyLists(again.data, [], skip).slice(0, RECOMMENDED_COUNT);
    },
    async walletCount() {
      const [r, shown] = await Promise.all([get(recommendedQuery(api.options)), featured()]);
      return r.count + shown.length;
    },
    imageSrc,
    prefetchImages: prefetch,
    /** Spec §9: the first 20 images of the list are fetched ahead. */
    prefetchFirstPage: (page) => prefetch(page.data.slice(0, PREFETCH_IMAGES).map((w) => w.image_id)),
    connectorFor,
    release: images.release,
  };
}
