/**
 * Loads the images of spec §7's image endpoints as blobs and hands out object URLs: each image is
 * fetched once (concurrent asks share the request), kept in a bounded cache, and its object URL is
 * revoked when it leaves the cache or the last user releases the loader. A failed image is
 * remembered for a while so a broken id is not asked for on every render.
 *
 * One loader per wallet-services base URL is shared by every plugin that acquires it
 * (`acquireImageLoader`), so the Connect view and the Account view do not fetch one logo twice.
 */
import type { PluginApi } from '@gangway/kernel';
import { imagePath, type ImageKind } from './endpoints';
import { decodeAhead, rasterizeSvg } from './prepare';

type Http = Pick<PluginApi['http'], 'get' | 'url'>;

export interface ImageLoaderEnv {
  createObjectURL(blob: Blob): string;
  revokeObjectURL(url: string): void;
  now(): number;
  /**
   * Optional: turn a fetched blob into the one to show (the browser's rasterises SVGs, prepare.ts)
   * and decode its URL ahead of the first paint.
   */
  prepare?(blob: Blob): Promise<Blob>;
  decode?(url: string): Promise<void>;
}

export interface ImageLoader {
  /** The object URL of an image, fetching it once; rejects when it cannot be loaded. */
  load(kind: ImageKind, id: string): Promise<string>;
  /** The object URL when already loaded (synchronous, for the first render). */
  peek(kind: ImageKind, id: string): string | undefined;
  /** The image failed recently (the fallback shows without a new request). */
  failed(kind: ImageKind, id: string): boolean;
  /** Load several (the first page of a list, spec §9: the first 20 wallet images are prefetched). */
  prefetch(kind: ImageKind, ids: readonly (string | null | undefined)[]): Promise<void>;
  /** Object URLs currently held (tests and devtools). */
  size(): number;
  /** Revoke every object URL and forget everything. */
  clear(): void;
}

/** Bounded so a long wallet list cannot hold thousands of blobs; the least recently used goes first. */
export const MAX_CACHED_IMAGES = 200;
/** A failed image is retried after this long (a service hiccup should not hide a logo for good). */
export const FAILED_RETRY_MS = 60_000;

const browserEnv = (): ImageLoaderEnv => ({
  createObjectURL: (b) => URL.createObjectURL(b),
  revokeObjectURL: (u) => URL.revokeObjectURL(u),
  now: () => Date.now(),
  prepare: rasterizeSvg,
  decode: decodeAhead,
});

export function createImageLoader(http: Http, env: ImageLoaderEnv = browserEnv(), max = MAX_CACHED_IMAGES): ImageLoader {
  // Map iteration order is insertion order: re-inserting on use makes the first key the least recent.
  const urls = new Map<string, string>();
  const pending = new Map<string, Promise<string>>();
  const failures = new Map<string, number>();
  const key = (kind: ImageKind, id: string) => `${kind}:${id}`;

  function touch(k: string, url: string) {
    urls.delete(k);
    urls.set(k, url);
    while (urls.size > max) {
      const [oldest, old] = urls.entries().next().value as [string, string];
      urls.delete(oldest);
      env.revokeObjectURL(old);
    }
  }

  function failed(kind: ImageKind, id: string) {
    const at = failures.get(key(kind, id));
    return at !== undefined && env.now() - at < FAILED_RETRY_MS;
  }

  function load(kind: ImageKind, id: string): Promise<string> {
    const k = key(kind, id);
    const have = urls.get(k);
    if (have) { touch(k, have); return Promise.resolve(have); }
    if (failed(kind, id)) return Promise.reject(new Error(`Image ${k} failed recently`));
    let p = pending.get(k);
    if (!p) {
      p = http.get<Blob>('walletServices', imagePath(kind, id), { as: 'blob' }).then(async (blob) => {
        // Only images: an endpoint answering HTML (an error page, a hostile proxy) is not shown.
        if (blob.type && !blob.type.startsWith('image/')) throw new Error(`Image ${k} is ${blob.type}, not an image`);
        // Ready to paint before anyone gets the URL: rasterised (SVG) and decoded (prepare.ts).
        const url = env.createObjectURL(env.prepare ? await env.prepare(blob) : blob);
        if (env.decode) await env.decode(url);
        touch(k, url);
        failures.delete(k);
        return url;
      });
      p.catch(() => { failures.set(k, env.now()); }).finally(() => pending.delete(k));
      pending.set(k, p);
    }
    return p;
  }

  return {
    load,
    peek: (kind, id) => urls.get(key(kind, id)),
    failed,
    async prefetch(kind, ids) {
      await Promise.all([...new Set(ids.filter((x): x is string => !!x))].map((id) => load(kind, id).catch(() => undefined)));
    },
    size: () => urls.size,
    clear() {
      for (const url of urls.values()) env.revokeObjectURL(url);
      urls.clear();
      failures.clear();
    },
  };
}

const shared = new Map<string, { loader: ImageLoader; users: number }>();

/**
 * The loader shared by every user of the same wallet-services base URL. Call the returned `release`
 * from your plugin's cleanup: when the last user releases, every object URL is revoked.
 */
export function acquireImageLoader(http: Http, env?: ImageLoaderEnv): { loader: ImageLoader; release(): void } {
  const base = http.url('walletServices', '/').split('?')[0];
  let entry = shared.get(base);
  if (!entry) shared.set(base, (entry = { loader: createImageLoader(http, env), users: 0 }));
  entry.users += 1;
  const e = entry;
  let released = false;
  return {
    loader: e.loader,
    release() {
      if (released) return;
      released = true;
      e.users -= 1;
      if (e.users === 0) {
        e.loader.clear();
        shared.delete(base);
      }
    },
  };
}
