/**
 * Wallet images (GET /getWalletImage/{id}, blobs). Prefetched ones become cached object URLs;
 * any other is shown straight from the service URL, so an image never blocks a row.
 */
import type { PluginApi } from '@gangway/kernel';

type ApiClient = PluginApi['http'];

export function createImageCache(http: Pick<ApiClient, 'get' | 'url'>, createObjectURL: (b: Blob) => string = (b) => URL.createObjectURL(b)) {
  const urls = new Map<string, string>();
  const pending = new Map<string, Promise<void>>();
  const path = (id: string) => `/getWalletImage/${encodeURIComponent(id)}`;

  function load(id: string): Promise<void> {
    let p = pending.get(id);
    if (!p) {
      p = http.get<Blob>('walletServices', path(id), { as: 'blob' })
        .then((blob) => { urls.set(id, createObjectURL(blob)); })
        // A failed image falls back to the plain URL; the row still shows.
        .catch(() => { pending.delete(id); });
      pending.set(id, p);
    }
    return p;
  }

  return {
    src: (id: string | undefined | null) => (id ? urls.get(id) ?? http.url('walletServices', path(id)) : undefined),
    cached: (id: string) => urls.has(id),
    async prefetch(ids: readonly (string | undefined | null)[]) {
      await Promise.all([...new Set(ids.filter((x): x is string => !!x))].map(load));
    },
  };
}
