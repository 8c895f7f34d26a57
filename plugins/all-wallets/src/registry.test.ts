import { createPluginHarness } from '@gangway/kernel/testing';
import { evmTestNetworks } from '@gangway/lib-wallet/testing';
import { describe, expect, it } from 'vitest';
import { getWalletsCalls, makeWallets, registryFetch, type FetchLog } from './fake-registry-fetch.test-util';
import { allWalletsManifest } from './manifest';
import { walletRegistryKey, type WalletListing } from './public';
import { MAX_CACHED_QUERIES } from './registry';

async function setup(all: WalletListing[], options: Record<string, unknown> = {}, override?: (url: URL) => Response | undefined) {
  const log: FetchLog = { urls: [] };
  const h = createPluginHarness(allWalletsManifest, {
    fetch: registryFetch(all, log, override),
    options: { endpoints: { walletServices: 'http://registry.test' }, networks: evmTestNetworks, ...options },
  });
  await h.activate();
  const registry = h.service(walletRegistryKey)!;
  return { h, registry, log };
}

describe('wallet-registry service', () => {
  it('pages of 40 with the spec query (projectId, st, sv, page, entries, chains)', async () => {
    const { registry, log } = await setup(makeWallets(100));
    const p1 = await registry.fetchWallets({ page: 1 });
    expect(p1.count).toBe(100);
    expect(p1.data.map((w) => w.id)).toEqual(makeWallets(40).map((w) => w.id));
    const p3 = await registry.fetchWallets({ page: 3 });
    expect(p3.data).toHaveLength(20);
    const q = getWalletsCalls(log)[0].searchParams;
    expect(Object.fromEntries(q)).toMatchObject({ projectId: 'test', st: 'gangway', page: '1', entries: '40', chains: 'eip155:31337,eip155:1' });
    expect(q.get('sv')).toBeTruthy();
    expect(q.has('search')).toBe(false);
  });

  it('keeps at most MAX_CACHED_QUERIES answers (searches included), the least recently used dropped first', async () => {
    const { registry, log } = await setup(makeWallets(300));
    await registry.fetchWallets({ page: 1 });
    for (let i = 0; i < MAX_CACHED_QUERIES; i++) {
      await registry.fetchWallets({ page: 1, search: `Wallet ${i}` });
      // Page 1 used again each time: it stays.
      await registry.fetchWallets({ page: 1 });
    }
    expect(getWalletsCalls(log)).toHaveLength(1 + MAX_CACHED_QUERIES);
    // The first search was the least recently used: dropped, so asked again; page 1 still cached.
    await registry.fetchWallets({ page: 1, search: 'Wallet 0' });
    await registry.fetchWallets({ page: 1 });
    expect(getWalletsCalls(log)).toHaveLength(2 + MAX_CACHED_QUERIES);
    expect(getWalletsCalls(log).at(-1)!.searchParams.get('search')).toBe('Wallet 0');
  });

  it('searches with 100 entries', async () => {
    const { registry, log } = await setup(makeWallets(300));
    const r = await registry.fetchWallets({ page: 1, search: ' Wallet 1 ' });
    expect(r.data).toHaveLength(100);
    expect(Object.fromEntries(getWalletsCalls(log)[0].searchParams)).toMatchObject({ entries: '100', search: 'Wallet 1', page: '1' });
  });

  it('applies include and exclude lists by id, rdns or name (names client-side)', async () => {
    const all = makeWallets(10, (i) => ({ rdns: `io.w${i}` }));
    const { registry, log } = await setup(all, { excludeWalletIds: ['w0', 'io.w1', 'wallet 2'] });
    const r = await registry.fetchWallets({ page: 1 });
    expect(r.data.map((w) => w.id)).toEqual(['w3', 'w4', 'w5', 'w6', 'w7', 'w8', 'w9']);
    expect(r.count).toBe(7);
    expect(getWalletsCalls(log)[0].searchParams.get('exclude')).toBe('w0,io.w1,wallet 2');

    const inc = await setup(all, { includeWalletIds: ['w4', 'io.w5'] });
    expect((await inc.registry.fetchWallets({ page: 1 })).data.map((w) => w.id)).toEqual(['w4', 'w5']);
  });

  it('featured: the host list in its order, at most 4', async () => {
    const { registry, log } = await setup(makeWallets(20), { featuredWalletIds: ['w7', 'w2', 'w9', 'w1', 'w5'] });
    expect((await registry.featured()).map((w) => w.id)).toEqual(['w7', 'w2', 'w9', 'w1']);
    expect(getWalletsCalls(log)[0].searchParams.get('include')).toBe('w7,w2,w9,w1,w5');
  });

  it('recommended: 4, the featured left out by the service, the visitor\'s wallets from a page with spare entries', async () => {
    const { registry, log } = await setup(makeWallets(20), { featuredWalletIds: ['w1'] });
    expect((await registry.recommended(['w1', 'w0', 'w2'])).map((w) => w.id)).toEqual(['w3', 'w4', 'w5', 'w6']);
    // The same query for every visitor of the page (so the kernel can send it at the click).
    expect(getWalletsCalls(log)).toHaveLength(1);
    expect(Object.fromEntries(getWalletsCalls(log)[0].searchParams)).toMatchObject({ entries: '8', exclude: 'w1' });
  });

  it('recommended: when the visitor\'s wallets take more than the spare entries, asks again with them left out', async () => {
    const { registry, log } = await setup(makeWallets(20));
    const skip = ['w0', 'w1', 'w2', 'w3', 'w4', 'w5'];
    expect((await registry.recommended(skip)).map((w) => w.id)).toEqual(['w6', 'w7', 'w8', 'w9']);
    expect(getWalletsCalls(log).map((u) => Object.fromEntries(u.searchParams))).toMatchObject([{ entries: '8' }, { entries: '4', exclude: skip.join(',') }]);
    // A list that has no more wallets is not asked again.
    const few = await setup(makeWallets(5));
    expect((await few.registry.recommended(['w0', 'w1', 'w2'])).map((w) => w.id)).toEqual(['w3', 'w4']);
    expect(getWalletsCalls(few.log)).toHaveLength(1);
  });

  it('walletCount: the recommended answer\'s count plus the featured wallets, from the requests featured() and recommended() already made', async () => {
    const { registry, log } = await setup(makeWallets(237), { featuredWalletIds: ['w1', 'w2'], excludeWalletIds: ['w9'] });
    await registry.featured();
    await registry.recommended([]);
    const asked = getWalletsCalls(log).length;
    // 237 less w9 (excluded) less w1 and w2 (featured, left out of the recommended query), plus the 2 featured.
    expect(await registry.walletCount()).toBe(236);
    expect(getWalletsCalls(log)).toHaveLength(asked);
  });

  it('the manifest names the URLs the Connect and AllWallets views ask first (the kernel sends them at the click)', async () => {
    const { h, registry, log } = await setup(makeWallets(60), { featuredWalletIds: ['w3'], excludeWalletIds: ['w9'] });
    const named = (view: string) => allWalletsManifest.firstRequests!(h.kernel.options, view).map((r) => h.kernel.http!.url(r.service, r.path, r.query));
    await registry.featured();
    await registry.recommended(['w3']);
    await registry.fetchWallets({ page: 1 });
    expect(getWalletsCalls(log).map(String)).toEqual([...named('Connect'), ...named('AllWallets')]);
    expect(named('Account')).toEqual([]);
  });

  it('rejects a malformed getWallets response with a clear error, and asks again next time', async () => {
    let bad = true;
    const { registry } = await setup(makeWallets(5), {}, (url) =>
      bad && url.pathname === '/getWallets' ? Response.json({ count: 'many', data: [{ id: 'x' }] }) : undefined);
    const err = await registry.fetchWallets({ page: 1 }).catch((e: unknown) => e);
    expect(err).toMatchObject({ name: 'GangwayError', code: 'INVALID_RESPONSE' });
    expect((err as Error).message).toBe('GET /getWallets returned an unexpected response (count: Expected number received string; data.0.name: Required)');
    bad = false;
    expect((await registry.fetchWallets({ page: 1 })).count).toBe(5);
  });

  it('prefetches the first 20 images as object URLs; others use the service URL', async () => {
    const { registry, log } = await setup(makeWallets(40));
    const page = await registry.fetchWallets({ page: 1 });
    await (registry as unknown as { prefetchFirstPage(p: unknown): Promise<void> }).prefetchFirstPage(page);
    const images = log.urls.filter((u) => u.pathname.startsWith('/getWalletImage/'));
    expect(images.map((u) => u.pathname)).toEqual(makeWallets(20).map((w) => `/getWalletImage/${w.image_id}`));
    expect(registry.imageSrc('img0')).toMatch(/^blob:/);
    expect(registry.imageSrc('img25')).toMatch(/^http:\/\/registry\.test\/getWalletImage\/img25\?projectId=test/);
    expect(registry.imageSrc(undefined)).toBeUndefined();
  });

  it('finds the installed connector of a listing by rdns or name', async () => {
    const { registry } = await setup([]);
    const connectors = [{ id: 'eip6963:io.metamask', name: 'MetaMask', type: 'ANNOUNCED' as const, rdns: 'io.metamask' }];
    expect(registry.connectorFor({ id: 'x', name: 'Other', rdns: 'io.metamask' }, connectors)?.id).toBe('eip6963:io.metamask');
    expect(registry.connectorFor({ id: 'x', name: 'metamask' }, connectors)?.id).toBe('eip6963:io.metamask');
    expect(registry.connectorFor({ id: 'x', name: 'Rainbow', rdns: 'me.rainbow' }, connectors)).toBeUndefined();
  });
});

describe('hostile registry links', () => {
  it('a wallet whose links use script or data schemes keeps its row, without those links', async () => {
    const [good, evil] = makeWallets(2);
    const hostile = { ...evil, mobile_link: 'javascript:alert(document.cookie)', desktop_link: ' data:text/html,<script>x</script>', webapp_link: 'https://evil.example/app', homepage: 'vbscript:x' };
    const { registry } = await setup([{ ...good, mobile_link: 'metamask://' }, hostile]);
    const page = await registry.fetchWallets({ page: 1 });
    const row = page.data.find((w) => w.id === evil.id)!;
    expect(row).toMatchObject({ mobile_link: null, desktop_link: null, webapp_link: 'https://evil.example/app', homepage: null });
    expect(page.data.find((w) => w.id === good.id)!.mobile_link).toBe('metamask://');
  });

  it('plain http links pass only on a configured loopback endpoint', async () => {
    const [a, b] = makeWallets(2);
    const listings = [{ ...a, homepage: 'http://127.0.0.1:8787/__demo/w.html' }, { ...b, homepage: 'http://wallet.example/', webapp_link: 'http://127.0.0.1:9/app' }];
    const { registry } = await setup(listings, { endpoints: { walletServices: 'http://registry.test', api: 'http://127.0.0.1:8787' } });
    const page = await registry.fetchWallets({ page: 1 });
    expect(page.data.find((w) => w.id === a.id)!.homepage).toBe('http://127.0.0.1:8787/__demo/w.html');
    expect(page.data.find((w) => w.id === b.id)).toMatchObject({ homepage: null, webapp_link: null });
  });
});

