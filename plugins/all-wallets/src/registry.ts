/**
 * The wallet-registry service (GET walletServices /getWallets, spec §7): pages of 40, searches of
 * 100, featured and recommended 4 each, include/exclude lists (id, rdns or name), responses
 * validated (a malformed answer is an INVALID_RESPONSE error naming the bad field), image cache.
 */
import type { PluginApi } from '@gangway/kernel';
import { FEATURED_COUNT, PAGE_SIZE, PREFETCH_IMAGES, RECOMMENDED_COUNT, SEARCH_SIZE } from './constants';
import { acquireImageLoader, imagePath } from '@gangway/lib-images';
import { applyLists, connectorFor, inFeaturedOrder } from './matching';
import type { PageQuery, WalletListing, WalletPage, WalletRegistry } from './public';
import { WalletPageSchema } from './schema';

type Query = Record<string, string | number | readonly string[] | undefined>;

export function createWalletRegistry(api: Pick<PluginApi, 'http' | 'options'>): WalletRegistry & { prefetchFirstPage(page: WalletPage): Promise<void>; release(): void } {
  // Wallet images come through the shared loader (lib-images): prefetched ones are cached object
  // URLs (revoked when the loader is released); any other is shown straight from the service URL.
  const images = acquireImageLoader(api.http);
  const imageSrc = (id: string | undefined | null) => (id ? images.loader.peek('wallet', id) ?? api.http.url('walletServices', imagePath('wallet', id)) : undefined);
  const prefetch = (ids: readonly (string | undefined | null)[]) => images.loader.prefetch('wallet', ids);
  const cache = new Map<string, Promise<WalletPage>>();
  const include = () => api.options.includeWalletIds;
  const exclude = () => api.options.excludeWalletIds;
  const chains = () => api.options.networks.map((n) => n.caipNetworkId);

  function get(query: Query): Promise<WalletPage> {
    const key = JSON.stringify(query);
    let p = cache.get(key);
    if (!p) {
      p = api.http.get('walletServices', '/getWallets', { query: query as never, schema: WalletPageSchema }).then((r) => {
        const data = applyLists(r.data as WalletListing[], include(), exclude());
        // Entries the service could not filter (names) also come off the count, so paging ends right.
        return { count: Math.max(0, r.count - (r.data.length - data.length)), data };
      });
      // A failure is not cached: the next call asks again.
      p.catch(() => cache.delete(key));
      cache.set(key, p);
    }
    return p;
  }

  const base = (): Query => ({ include: include().length ? include() : undefined, exclude: exclude().length ? exclude() : undefined, chains: chains() });

  return {
    fetchWallets({ page, search, badge_type }: PageQuery) {
      const q = search?.trim();
      return get({ ...base(), page, entries: q ? SEARCH_SIZE : PAGE_SIZE, search: q || undefined, badge_type });
    },
    async featured() {
      const ids = api.options.featuredWalletIds;
      if (!ids.length) return [];
      const r = await get({ ...base(), page: 1, entries: Math.max(FEATURED_COUNT, ids.length), include: ids });
      return inFeaturedOrder(r.data, ids).slice(0, FEATURED_COUNT);
    },
    async recommended(skip = []) {
      const ex = [...exclude(), ...skip];
      const r = await get({ ...base(), page: 1, entries: RECOMMENDED_COUNT, exclude: ex.length ? ex : undefined });
      return applyLists(r.data, [], skip).slice(0, RECOMMENDED_COUNT);
    },
    imageSrc,
    prefetchImages: prefetch,
    /** Spec §9: the first 20 images of the list are fetched ahead. */
    prefetchFirstPage: (page) => prefetch(page.data.slice(0, PREFETCH_IMAGES).map((w) => w.image_id)),
    connectorFor,
    release: images.release,
  };
}
