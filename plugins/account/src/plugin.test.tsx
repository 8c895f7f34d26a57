// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERRORS, PLUGIN_API_VERSION, type PluginDefinition } from '@gangway/kernel';
import { createPluginHarness, fakeRpcNode } from '@gangway/kernel/testing';
import { chainEip155Manifest } from '@gangway/plugin-chain-eip155/manifest';
import { avatarDataUrl } from '@gangway/kernel/react';
import { accountManifest } from './manifest';
import { accountSliceKey } from './slice';
import { TEST_ADDRESS, USDC, apiBalance, type Handler, assetDiscovery, balanceFetch, createFakeWallet, walletAssets, type FakeWallet, testDevnet, evmTestNetworks } from '@gangway/lib-wallet/testing';
import { BALANCE_ERRORS } from '@gangway/lib-wallet';

const ETH_2 = '0x1bc16d674ec80000';

/** Without a balance API: the view still asks for its network and token images (answered), nothing else. */
const imagesOnly = balanceFetch(() => { throw new Error('no balance API in this test'); }).fetch;

/**
 * The devnet node (port 8545) the eip155 family reads the native balance from: it answers
 * eth_getBalance as the wallet's handler does (none: the read fails), everything else goes to `rest`.
 */
const withNode = (wallet: FakeWallet, rest: typeof globalThis.fetch) => fakeRpcNode(
  { eth_chainId: '0x7a69', eth_getBalance: (params) => { const h = wallet.handlers.eth_getBalance; if (!h) throw new Error('no eth_getBalance'); return h(params) as string; } },
  { owns: (url) => url.port === '8545', rest },
).fetch;

async function setup(wallet: FakeWallet, fetch: typeof globalThis.fetch = imagesOnly, options: Record<string, unknown> = {}) {
  const h = createPluginHarness(accountManifest, { fakes: [wallet.plugin, chainEip155Manifest], fetch: withNode(wallet, fetch), options: { networks: evmTestNetworks, ...options } });
  await h.kernel.connect({ connectorId: 'fake' });
  await h.activate();
  return h;
}
const tokens = (h: Awaited<ReturnType<typeof setup>>) => h.kernel.store.getState().chains.eip155?.account.tokenBalance;

beforeEach(() => { vi.useFakeTimers({ toFake: ['Date'] }); vi.setSystemTime(new Date('2030-01-01T00:00:00Z')); });
afterEach(() => { cleanup(); vi.useRealTimers(); });

describe('Account: token balances', () => {
  it('uses wallet_getAssets when the wallet supports asset discovery, drops decimals-0 balances', async () => {
    const w = createFakeWallet({ wallet_getCapabilities: assetDiscovery(true), wallet_getAssets: walletAssets(), eth_getBalance: () => ETH_2 });
    const h = await setup(w);
    await h.renderView('Account');
    await waitFor(() => expect(screen.getAllByTestId('token-row')).toHaveLength(2));
    expect(w.calls.find((c) => c.method === 'wallet_getCapabilities')?.params).toEqual([TEST_ADDRESS]);
    expect(w.calls.find((c) => c.method === 'wallet_getAssets')?.params).toEqual([{ account: TEST_ADDRESS, chainFilter: ['0x7a69'] }]);
    expect(tokens(h)).toEqual([
      expect.objectContaining({ symbol: 'ETH', chainId: 'eip155:31337', quantity: { decimals: '18', numeric: '2' } }),
      expect.objectContaining({ symbol: 'USDC', address: `eip155:31337:${USDC}`, quantity: { decimals: '6', numeric: '1000' } }),
    ]);
    expect(tokens(h)?.[0]).not.toHaveProperty('address');
    const rows = screen.getAllByTestId('token-row');
    expect(within(rows[0]).getByTestId('token-quantity').textContent).toBe('2 ETH');
    expect(within(rows[1]).getByTestId('token-quantity').textContent).toBe('1,000 USDC');
    await waitFor(() => expect(screen.getByTestId('account-balance').textContent).toBe('2 ETH'));
    expect(screen.getByTestId('account-address').textContent).toBe('0xf3...b92266');
  });

  it('falls back to the balance API when asset discovery is not supported', async () => {
    const w = createFakeWallet({ wallet_getCapabilities: assetDiscovery(false), eth_getBalance: () => ETH_2 });
    const api = balanceFetch(() => ({ balances: [apiBalance('ETH', '1.23456'), apiBalance('ZERO', '5', { quantity: { decimals: '0', numeric: '5' } })] }));
    const h = await setup(w, api.fetch);
    await h.renderView('Account');
    await waitFor(() => expect(screen.getAllByTestId('token-row')).toHaveLength(1));
    expect(screen.getByTestId('token-quantity').textContent).toBe('1.235 ETH');
    const url = api.urls[0];
    expect(url.pathname).toBe(`/v1/account/${TEST_ADDRESS}/balance`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ currency: 'usd', chainId: 'eip155:31337', projectId: 'test' });
    expect(w.calls.some((c) => c.method === 'wallet_getAssets')).toBe(false);
  });

  it('1,000 balances: the Tokens list is virtualised (a screenful of rows in the DOM), scrolling brings the last one', async () => {
    const w = createFakeWallet({ wallet_getCapabilities: assetDiscovery(false), eth_getBalance: () => ETH_2 });
    const many = Array.from({ length: 1000 }, (_, i) => apiBalance(`T${i + 1}`, String(1000 - i), { address: `eip155:31337:0x${(i + 1).toString(16).padStart(40, '0')}` }));
    const h = await setup(w, balanceFetch(() => ({ balances: many })).fetch);
    await h.renderView('Account');
    await waitFor(() => expect(screen.getByTestId('account-tokens').dataset.count).toBe('1000'));
    const rows = screen.getAllByTestId('token-row');
    expect(rows.length).toBeGreaterThan(3);
    expect(rows.length).toBeLessThan(20);
    expect(rows[0].dataset.symbol).toBe('T1');
    expect(rows[0].getAttribute('aria-setsize')).toBe('1000');
    const list = screen.getByTestId('account-tokens');
    act(() => {
      list.scrollTop = 1000 * 48;
      list.dispatchEvent(new Event('scroll'));
    });
    await waitFor(() => expect(screen.getAllByTestId('token-row').some((r) => r.dataset.symbol === 'T1000')).toBe(true));
    expect(screen.getAllByTestId('token-row').length).toBeLessThan(20);
  });

  it('falls back to the balance API when the wallet has no EIP-5792, or answers malformed assets', async () => {
    for (const handlers of [
      {},
      { wallet_getCapabilities: assetDiscovery(true), wallet_getAssets: () => ({ '0x7a69': [{ address: 'x', balance: 'nope', type: 'ERC721' }] }) },
      { wallet_getCapabilities: assetDiscovery(true), wallet_getAssets: () => [1, 2] },
    ] as Record<string, Handler>[]) {
      const api = balanceFetch(() => ({ balances: [apiBalance('ETH', '1')] }));
      const h = await setup(createFakeWallet(handlers), api.fetch);
      await h.renderView('Account');
      await waitFor(() => expect(tokens(h)?.map((b) => b.symbol)).toEqual(['ETH']));
      expect(api.urls).toHaveLength(1);
      cleanup();
    }
  });

  it('caches balances for 30 s; refresh forces a new read', async () => {
    let n = '1';
    const api = balanceFetch(() => ({ balances: [apiBalance('ETH', n)] }));
    const h = await setup(createFakeWallet(), api.fetch);
    await h.renderView('Account');
    await waitFor(() => expect(tokens(h)?.[0].quantity.numeric).toBe('1'));
    n = '2';
    cleanup();
    await h.renderView('Account');
    await act(async () => { await Promise.resolve(); });
    expect(api.urls).toHaveLength(1);
    vi.setSystemTime(Date.now() + 30_001);
    cleanup();
    await h.renderView('Account');
    await waitFor(() => expect(tokens(h)?.[0].quantity.numeric).toBe('2'));
    expect(api.urls).toHaveLength(2);
    n = '3';
    fireEvent.click(screen.getByTestId('account-refresh'));
    await waitFor(() => expect(tokens(h)?.[0].quantity.numeric).toBe('3'));
    // The forced read names the tokens to re-read, as CAIP-10 ids (the service refuses 'true').
    expect(api.urls.at(-1)?.searchParams.get('forceUpdate')).toBe('eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee');
  });

  it('a failure shows the toast, keeps the previous balances and blocks retries for 30 s', async () => {
    let body: unknown = { balances: [apiBalance('ETH', '1')] };
    const api = balanceFetch(() => body);
    const h = await setup(createFakeWallet(), api.fetch);
    await h.renderView('Account');
    await waitFor(() => expect(tokens(h)?.[0].quantity.numeric).toBe('1'));

    body = { balances: [{ symbol: 'ETH', quantity: { decimals: 18 } }] }; // malformed
    fireEvent.click(screen.getByTestId('account-refresh'));
    await waitFor(() => expect(h.kernel.store.getState().toast?.message).toBe(BALANCE_ERRORS.TOKEN_BALANCE_UNAVAILABLE));
    expect(h.kernel.store.getState().toast?.variant).toBe('error');
    expect(tokens(h)?.[0].quantity.numeric).toBe('1');
    expect(screen.getAllByTestId('token-row')).toHaveLength(1);
    const lastRetry = h.slice(accountSliceKey).lastRetry;
    expect(lastRetry).toBe(Date.now());

    body = { balances: [apiBalance('ETH', '5')] };
    vi.setSystemTime(Date.now() + 29_000);
    await act(async () => { fireEvent.click(screen.getByTestId('account-refresh')); await Promise.resolve(); });
    expect(api.urls).toHaveLength(2); // blocked
    vi.setSystemTime(Date.now() + 1_001);
    fireEvent.click(screen.getByTestId('account-refresh'));
    await waitFor(() => expect(tokens(h)?.[0].quantity.numeric).toBe('5'));
    expect(h.slice(accountSliceKey).lastRetry).toBeUndefined();
  });

  it('an HTTP 500 from the balance API shows the toast', async () => {
    const api = balanceFetch(() => ({ error: 'boom' }), 500);
    const h = await setup(createFakeWallet(), api.fetch);
    await h.renderView('Account');
    await waitFor(() => expect(h.kernel.store.getState().toast?.message).toBe(BALANCE_ERRORS.TOKEN_BALANCE_UNAVAILABLE));
    expect(screen.getByTestId('account-no-tokens')).toBeTruthy();
  });
});

describe('Account: view', () => {
  it('tabs: Tokens, then the account.tabs slot; a tab renders its plugin view inline and keeps account.currentTab', async () => {
    const nfts: PluginDefinition = {
      id: 'nfts-fake', apiVersion: PLUGIN_API_VERSION, views: ['NftsTab'],
      contributes: { 'account.tabs': [{ id: 'nfts', label: 'NFTs', view: 'NftsTab' }] },
      setup(api) { api.views.registerView('NftsTab', () => <p data-testid="nfts-content">Your NFTs</p>); },
    };
    const h = createPluginHarness(accountManifest, { options: { networks: evmTestNetworks }, fakes: [createFakeWallet().plugin, chainEip155Manifest, nfts], fetch: balanceFetch(() => ({ balances: [] })).fetch });
    await h.kernel.connect({ connectorId: 'fake' });
    await h.renderView('Account');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Tokens', 'NFTs']);
    fireEvent.click(screen.getByTestId('account-tab-nfts'));
    expect(h.kernel.store.getState().chains.eip155?.account.currentTab).toBe(1);
    expect(await screen.findByTestId('nfts-content')).toBeTruthy();
    fireEvent.click(screen.getByTestId('account-tab-tokens'));
    expect(screen.getByTestId('account-refresh')).toBeTruthy();
  });

  it('the header shows the account name and avatar (kernel account state), and the network with its icon', async () => {
    const h = await setup(createFakeWallet(), balanceFetch(() => ({ balances: [] })).fetch);
    await h.renderView('Account');
    expect(screen.queryByTestId('account-name')).toBeNull();
    // No identity avatar yet: the one generated from the address (the fallback; an image, no text).
    const generated = screen.getByTestId('account-avatar');
    expect(generated.dataset.fallback).toBe('');
    expect(generated.getAttribute('src')).toBe(avatarDataUrl(TEST_ADDRESS, 64));
    act(() => { h.kernel.store.update((d) => { Object.assign(d.chains.eip155!.account, { profileName: '<b>alice</b>.reown.id', profileImage: 'https://img.test/alice.png' }); }); });
    expect(screen.getByTestId('account-name').textContent).toBe('<b>alice</b>.reown.id');
    expect(screen.getByTestId('account-avatar').getAttribute('src')).toBe('https://img.test/alice.png');
    act(() => { h.kernel.store.update((d) => { d.chains.eip155!.account.profileImage = 'javascript:alert(1)'; }); });
    // An unsafe avatar URL is never used: back to the generated avatar.
    expect(screen.getByTestId('account-avatar').getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    expect(screen.getByTestId('account-avatar').dataset.fallback).toBe('');
    // The network icon: a network without an image of the asset service's (the devnet chain: no
    // assets.imageId, not in the table) shows its initials; a CAIP-2 id is never asked (docs/wire.md).
    await waitFor(() => expect(screen.getByTestId('account-network-icon').dataset.fallback).toBe(''));
    expect(screen.getByTestId('account-network').textContent).toContain('Network:');
  });

  it('with no tab contributed there is no tab bar, only Tokens', async () => {
    const h = await setup(createFakeWallet(), balanceFetch(() => ({ balances: [] })).fetch);
    await h.renderView('Account');
    expect(screen.queryAllByRole('tab')).toEqual([]);
    expect(screen.getByTestId('account-refresh')).toBeTruthy();
  });

  it('wallet feature buttons are slot entries: walletFeaturesOrder, only enabled plugins, only their namespaces', async () => {
    const feature = (id: string, view: string, switchPath: string, namespaces?: ('eip155' | 'solana')[]): PluginDefinition => ({
      id, apiVersion: PLUGIN_API_VERSION, views: [view], feature: switchPath,
      contributes: { 'account.walletFeatures': [{ id, label: view, view, namespaces }] }, setup() {},
    });
    const h = createPluginHarness(accountManifest, {
      fakes: [createFakeWallet().plugin, chainEip155Manifest, feature('send', 'Send', 'features.send', ['eip155']), feature('receive', 'Receive', 'features.receive'),
        feature('swaps', 'Swap', 'features.swaps'), feature('onramp', 'OnRamp', 'features.onramp', ['solana'])],
      fetch: balanceFetch(() => ({ balances: [] })).fetch,
      options: { networks: evmTestNetworks, features: { walletFeaturesOrder: ['send', 'swaps', 'receive', 'onramp'], swaps: false }, messages: { 'slot.account.walletFeatures.receive': 'Recevoir' } },
    });
    await h.kernel.connect({ connectorId: 'fake' });
    await h.renderView('Account');
    // swaps is switched off (never loaded), onramp serves solana only.
    expect(screen.getAllByTestId(/^account-action-/).map((b) => b.dataset.testid)).toEqual(['account-action-send', 'account-action-receive']);
    expect(screen.getByTestId('account-action-receive').textContent).toBe('Recevoir');
    expect(screen.getByTestId('account-action-send').textContent).toBe('Send');
    expect(h.kernel.store.getState().plugins.send?.status).not.toBe('active');
    fireEvent.click(screen.getByTestId('account-action-receive'));
    expect(h.kernel.router.current().view).toBe('Receive');
  });

  it('copies the full address', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const h = await setup(createFakeWallet(), balanceFetch(() => ({ balances: [] })).fetch);
    await h.renderView('Account');
    fireEvent.click(screen.getByTestId('account-copy'));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(TEST_ADDRESS));
  });
});

describe('Account: disconnect', () => {
  it('clears the account and closes the modal', async () => {
    const h = await setup(createFakeWallet(), balanceFetch(() => ({ balances: [] })).fetch);
    await h.gangway.open({ view: 'Account' });
    await h.renderView('Account');
    fireEvent.click(screen.getByTestId('account-disconnect'));
    await waitFor(() => expect(h.kernel.store.getState().modal.open).toBe(false));
    const state = h.kernel.store.getState();
    expect(state.chains.eip155?.account.status).toBe('disconnected');
    expect(state.chains.eip155?.account.address).toBeUndefined();
    expect(state.activeCaipAddress).toBeUndefined();
  });

  it("a failing connector disconnect shows 'Failed to disconnect'", async () => {
    const w = createFakeWallet();
    w.disconnectError = new Error('wallet said no');
    const h = await setup(w, balanceFetch(() => ({ balances: [] })).fetch);
    await h.gangway.open({ view: 'Account' });
    await h.renderView('Account');
    fireEvent.click(screen.getByTestId('account-disconnect'));
    await waitFor(() => expect(h.kernel.store.getState().toast?.message).toBe(ERRORS.DISCONNECT_FAILED));
    expect(h.kernel.store.getState().toast?.variant).toBe('error');
    expect(h.kernel.store.getState().modal.open).toBe(true);
    expect(h.kernel.router.current().view).toBe('Connect');
    expect(h.kernel.store.getState().chains.eip155?.account.status).toBe('disconnected');
  });
});

describe('Account: several chain families connected', () => {
  const SOL = '9G1FDEFBdebBPjz43sEd2Der4Mi5AEXcwG5BnSh7F1h5';
  const solana = { id: 'devnet', caipNetworkId: 'solana:devnet', chainNamespace: 'solana', name: 'Solana Devnet', nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 }, rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } } };
  it('shows one button per connected family; choosing one makes it the active namespace (setActiveChain without the networks plugin)', async () => {
    const w = createFakeWallet({ eth_getBalance: () => ETH_2 });
    const h = createPluginHarness(accountManifest, { fakes: [w.plugin, chainEip155Manifest], fetch: withNode(w, imagesOnly), options: { networks: [testDevnet, solana] as never } });
    await h.kernel.connect({ connectorId: 'fake' });
    await h.activate();
    await h.renderView('Account');
    expect(screen.queryByTestId('account-families')).toBeNull();
    // A Solana wallet connects beside the EVM one (named actions, as a Solana connector would).
    act(() => { h.kernel.store.update((d) => {
      d.chains.solana!.account = { status: 'connected', address: SOL, caipAddress: `solana:devnet:${SOL}`, allAccounts: [], addressLabels: {}, currentTab: 0 } as never;
      d.activeChain = 'solana'; d.activeCaipAddress = `solana:devnet:${SOL}`;
    }); });
    await waitFor(() => expect(screen.getByTestId('account-families')).toBeTruthy());
    expect(screen.getByTestId('account-family-solana').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('account-family-eip155').textContent).toBe('EVM · 0xf3...b92266');
    fireEvent.click(screen.getByTestId('account-family-eip155'));
    expect(h.kernel.store.getState()).toMatchObject({ activeChain: 'eip155', activeCaipAddress: `eip155:31337:${TEST_ADDRESS}` });
    await waitFor(() => expect(screen.getByTestId('account-view').dataset.namespace).toBe('eip155'));
  });
});
