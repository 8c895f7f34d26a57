/** A fetch stand-in answering /getWallets from a generated registry and /getWalletImage with blobs. */
import type { WalletListing } from './public';

export const makeWallets = (n: number, extra: (i: number) => Partial<WalletListing> = () => ({})): WalletListing[] =>
  Array.from({ length: n }, (_, i) => ({ id: `w${i}`, name: `Wallet ${i}`, image_id: `img${i}`, rdns: null, mobile_link: `w${i}://`, chains: ['eip155:31337'], ...extra(i) }));

export interface FetchLog { urls: URL[] }

export function registryFetch(all: WalletListing[], log: FetchLog = { urls: [] }, override?: (url: URL) => Response | undefined): typeof fetch {
  return (async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    log.urls.push(url);
    const custom = override?.(url);
    if (custom) return custom;
    if (url.pathname.startsWith('/getWalletImage/')) return new Response(new Blob(['<svg/>'], { type: 'image/svg+xml' }));
    const q = url.searchParams;
    const list = (k: string) => (q.get(k) ?? '').split(',').filter(Boolean);
    const include = list('include');
    const exclude = list('exclude');
    const search = (q.get('search') ?? '').toLowerCase();
    let rows = all.filter((w) => !exclude.includes(w.id) && !(w.rdns && exclude.includes(w.rdns)));
    if (include.length) rows = rows.filter((w) => include.includes(w.id) || (!!w.rdns && include.includes(w.rdns)));
    if (search) rows = rows.filter((w) => w.name.toLowerCase().includes(search));
    const entries = Number(q.get('entries'));
    const page = Number(q.get('page'));
    return Response.json({ count: rows.length, data: rows.slice((page - 1) * entries, page * entries) });
  }) as typeof fetch;
}

export const getWalletsCalls = (log: FetchLog) => log.urls.filter((u) => u.pathname === '/getWallets');
