// The headless service through the kernel's harness, with the real connect and all-wallets plugins
// (their public services: wallet rows in spec order, registry pages) and fake connectors: an announced
// wallet that connects, one that declines, and a WalletConnect stand-in that shows a URI.
import { describe, expect, it, vi } from 'vitest';
import { PLUGIN_API_VERSION, type PluginDefinition } from '@gangway/kernel';
import { createPluginHarness } from '@gangway/kernel/testing';
import { evmTestNetworks } from '@gangway/lib-wallet/testing';
import { connectManifest } from '@gangway/plugin-connect/manifest';
import { allWalletsManifest } from '@gangway/plugin-all-wallets/manifest';
import { wcPairingKey } from '@gangway/plugin-walletconnect/public';
import { headlessManifest } from './manifest';
import { getHeadless, headlessKey } from './public';
import type { HeadlessService } from './types';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const WC_ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const listing = (id: string, name: string, rdns: string | null = null) => ({ id, name, image_id: `img-${id}`, rdns, chains: ['eip155:31337'] });
const REGISTRY = [listing('rainbow', 'Rainbow', 'me.rainbow'), listing('zerion', 'Zerion'), listing('trust', 'Trust Wallet'), listing('ledger', 'Ledger Live'), listing('test', 'Test Wallet', 'dev.gangway.testwallet'), listing('okx', 'OKX')];

/** The registry API (walletServices /getWallets): include, exclude, search, pages. */
function registryFetch(calls: URL[]) {
  return (async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    calls.push(url);
    if (url.pathname.startsWith('/getWalletImage/')) return new Response(new Blob(['<svg/>'], { type: 'image/svg+xml' }));
    const q = url.searchParams;
    const list = (k: string) => (q.get(k) ?? '').split(',').filter(Boolean);
    let rows = REGISTRY.filter((w) => !list('exclude').includes(w.id) && !(w.rdns && list('exclude').includes(w.rdns)));
    if (list('include').length) rows = rows.filter((w) => list('include').includes(w.id) || (!!w.rdns && list('include').includes(w.rdns)));
    const search = (q.get('search') ?? '').toLowerCase();
    if (search) rows = rows.filter((w) => w.name.toLowerCase().includes(search));
    const entries = Number(q.get('entries'));
    const page = Number(q.get('page'));
    return Response.json({ count: rows.length, data: rows.slice((page - 1) * entries, page * entries) });
  }) as typeof fetch;
}

/** Connectors the Connect view would list: an announced test wallet, a declining one, and WalletConnect. */
function fakeConnectors(): PluginDefinition {
  return {
    id: 'walletconnect', // the id the headless service wakes, like the real connector plugins
    apiVersion: PLUGIN_API_VERSION,
    namespaces: ['eip155'], permissions: ['wallet.sign', 'wallet.session'],
    activationEvents: ['onHook:connect'],
    setup(api) {
      api.slice.defineSlice(wcPairingKey, {});
      api.wallet.setConnectors([
        { id: 'eip6963:dev.gangway.testwallet', name: 'Test Wallet', type: 'ANNOUNCED', chain: 'eip155', rdns: 'dev.gangway.testwallet', imageUrl: 'data:image/svg+xml,<svg/>' },
        { id: 'eip6963:app.declines', name: 'Declines', type: 'ANNOUNCED', chain: 'eip155', rdns: 'app.declines' },
        { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' },
      ]);
      api.hooks.connect.tapPromise('fake', async ({ connectorId, data }) => {
        if (connectorId === 'eip6963:app.declines') throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
        if (connectorId === 'walletConnect') {
          api.slice.updateSlice(wcPairingKey, () => ({ uri: 'wc:abc@2?relay-protocol=irn&symKey=def' }));
          await new Promise((r) => setTimeout(r, 5));
          api.slice.updateSlice(wcPairingKey, () => ({}));
          return { namespace: 'eip155', address: WC_ADDRESS, chainId: 31337, wallet: { name: (data as { wallet?: { name: string } })?.wallet?.name ?? 'WalletConnect' } };
        }
        if (connectorId !== 'eip6963:dev.gangway.testwallet') return undefined; // not one of ours
        return { namespace: 'eip155', address: ADDRESS, chainId: 31337, wallet: { name: 'Test Wallet', rdns: 'dev.gangway.testwallet' } };
      });
      api.hooks.disconnect.for('eip155').tapPromise('fake', async () => undefined);
    },
  };
}

async function setup(options: Record<string, unknown> = {}) {
  const calls: URL[] = [];
  const h = createPluginHarness(headlessManifest, {
    fakes: [connectManifest, allWalletsManifest, fakeConnectors()],
    options: { enableWallets: true, networks: evmTestNetworks, ...options },
    features: { allWallets: true, socials: ['github', 'google', 'x'] },
    fetch: registryFetch(calls),
  });
  await h.activate();
  const headless = h.service(headlessKey) as HeadlessService;
  await vi.waitFor(() => expect(headless.getState().wallets.some((w) => w.source === 'recommended')).toBe(true), { timeout: 10_000 }); // the first test also compiles the plugins' modules
  return { h, headless, calls };
}

describe('the headless service', () => {
  it("lists the Connect view's wallets in the spec's order: WalletConnect, installed, featured, recommended; each once", async () => {
    const { headless } = await setup({ featuredWalletIds: ['zerion'], excludeWalletIds: ['okx'] });
    const s = headless.getState();
    expect(s.loading).toBe(false);
    expect(s.wallets.map((w) => `${w.source}:${w.name}`)).toEqual([
      'walletConnect:WalletConnect', 'injected:Test Wallet', 'injected:Declines', 'featured:Zerion',
      // The registry's test wallet is installed (same rdns), so it is not listed again; OKX is excluded.
      'recommended:Rainbow', 'recommended:Trust Wallet', 'recommended:Ledger Live',
    ]);
    expect(s.wallets[1]).toMatchObject({ installed: true, connectorId: 'eip6963:dev.gangway.testwallet', rdns: 'dev.gangway.testwallet' });
    // A registry wallet that is not installed connects over WalletConnect.
    expect(s.wallets[3]).toMatchObject({ installed: false, connectorId: 'walletConnect', listing: { id: 'zerion' } });
    expect(s.socials).toEqual(['google', 'x', 'github']);
  });

  it('includeWalletIds keeps only those registry wallets', async () => {
    const { headless } = await setup({ includeWalletIds: ['rainbow'] });
    expect(headless.getState().wallets.filter((w) => !w.installed && w.source !== 'walletConnect').map((w) => w.name)).toEqual(['Rainbow']);
  });

  it('pages and searches the registry; an installed wallet found there connects in the page', async () => {
    const { headless, calls } = await setup();
    const page = await headless.fetchWallets({ page: 1 });
    expect(page.count).toBe(6);
    expect(page.wallets.find((w) => w.name === 'Test Wallet')).toMatchObject({ installed: true, connectorId: 'eip6963:dev.gangway.testwallet', source: 'registry' });
    const found = await headless.fetchWallets({ page: 1, search: ' trust ' });
    expect(found.wallets.map((w) => w.name)).toEqual(['Trust Wallet']);
    expect(calls.some((u) => u.pathname === '/getWallets' && u.searchParams.get('search') === 'trust')).toBe(true);
  });

  it('connects a wallet without the modal: the widget state and events see it; the connecting state follows', async () => {
    const { h, headless } = await setup();
    const events: string[] = [];
    h.gangway.subscribeEvents((e) => events.push(e.type));
    const seen: string[] = [];
    headless.subscribe(() => { const c = headless.getState().connecting; if (c) seen.push(c.status); });
    const result = await headless.connect('dev.gangway.testwallet');
    expect(result.address).toBe(ADDRESS);
    expect(h.gangway.getAccount('eip155')).toMatchObject({ isConnected: true, address: ADDRESS });
    expect(h.gangway.isOpen()).toBe(false);
    expect(events).toContain('CONNECT_SUCCESS');
    expect(seen).toEqual(['connecting', 'connected']);
  });

  it('a declined connect leaves the widget disconnected and says so', async () => {
    const { h, headless } = await setup();
    await expect(headless.connect('Declines')).rejects.toMatchObject({ code: 4001 });
    expect(headless.getState().connecting).toMatchObject({ status: 'declined', wallet: { name: 'Declines' } });
    expect(h.gangway.getAccount('eip155')?.isConnected).toBe(false);
  });

  it('walletConnectUri starts a pairing and resolves with the URI; the pairing connects', async () => {
    const { h, headless } = await setup();
    const uri = await headless.walletConnectUri();
    expect(uri).toBe('wc:abc@2?relay-protocol=irn&symKey=def');
    await vi.waitFor(() => expect(h.gangway.getAccount('eip155')?.address).toBe(WC_ADDRESS));
    expect(headless.getState().connecting).toMatchObject({ status: 'connected', wallet: { connectorId: 'walletConnect' } });
    expect(headless.getState().walletConnectUri).toBeUndefined();
  });

  it("a wallet whose connector is gone fails with the spec's 'Adapter not found'", async () => {
    const { headless } = await setup();
    const wallet = { ...headless.getState().wallets[1], connectorId: 'eip6963:app.uninstalled' };
    await expect(headless.connect(wallet)).rejects.toThrow('Adapter not found');
    expect(headless.getState().connecting).toMatchObject({ status: 'failed', error: 'Adapter not found' });
  });

  it('an unknown wallet name is refused before anything connects', async () => {
    const { headless } = await setup();
    await expect(headless.connect('No Such Wallet')).rejects.toThrow('No wallet named No Such Wallet');
    expect(headless.getState().connecting).toBeUndefined();
  });

  it('the host reaches it through gangway.service (getHeadless)', async () => {
    const { h, headless } = await setup();
    const viaHost = await getHeadless(h.gangway);
    expect(viaHost.getState()).toBe(headless.getState());
  });
});
