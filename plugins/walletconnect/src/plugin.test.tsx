// @vitest-environment happy-dom
import type { Network, PluginManifest } from '@gangway/kernel';
import { createPluginHarness } from '@gangway/kernel/testing';
import { testSolana, evmTestNetworks } from '@gangway/lib-wallet/testing';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeProvider, WALLET_ADDRESS } from './fake-provider.test-util';
import { FAMILY_SERVICES } from './families.test-util';
import { walletConnectManifest } from './manifest';
import { wcPairingKey } from './status';
import { setupWalletConnect } from './plugin';
// The plugin loads these on first use; imported here so that first use does not wait on the
// test runner's transform (a matter of the runner, not of what is tested).
import './controller';
import './ConnectingWalletConnectView';
import './ConnectingWalletConnectBasicView';

afterEach(() => { cleanup(); vi.useRealTimers(); });

async function harness(fake = new FakeProvider(), opts: { load?: () => Promise<unknown>; storage?: Record<string, string>; networks?: Network[] } = {}) {
  const manifest = {
    ...walletConnectManifest,
    load: async () => ({ setup: (api: never) => { setupWalletConnect(api, { loadProvider: (opts.load ?? (async () => fake.asProvider())) as never }); } }),
  } as PluginManifest;
  const h = createPluginHarness(manifest, { storage: opts.storage, fakes: { services: FAMILY_SERVICES }, options: { networks: opts.networks ?? evmTestNetworks } });
  return { h, fake };
}

const flush = () => act(async () => { await new Promise((r) => setTimeout(r, 0)); });

describe('walletconnect plugin', () => {
  it('adds the walletConnect connector on activation', async () => {
    const { h } = await harness();
    await h.activate();
    expect(h.kernel.store.getState().connectors).toEqual([
      expect.objectContaining({ id: 'walletConnect', type: 'WALLET_CONNECT', view: 'ConnectingWalletConnect', pluginId: 'walletconnect' }),
    ]);
  });

  it('pairs: the URI lands in the pairing slice and the QR; approval connects and goes to Account', async () => {
    const { h, fake } = await harness();
    await h.gangway.open({ view: 'ConnectingWalletConnect' });
    await h.renderView('ConnectingWalletConnect');
    await waitFor(() => expect(h.slice(wcPairingKey).uri).toMatch(/^wc:topic1@2/));
    const { uri, pairingExpiry } = h.slice(wcPairingKey);
    expect(pairingExpiry! - Date.now()).toBeGreaterThan(239_000);
    // The QR encoder is a chunk of its own, loaded with the view.
    expect((await screen.findByTestId('wc-qr')).getAttribute('data-value')).toBe(uri);
    expect(screen.getByTestId('wc-qr').innerHTML).toMatch(/^<svg /);
    expect(screen.getByTestId('wc-copy-link').getAttribute('data-uri')).toBe(uri);
    // The proposal asks for the host's eip155 networks, optional, with the spec's methods and events.
    expect(fake.proposals[0].params).toMatchObject({
      optionalNamespaces: { eip155: { chains: ['eip155:31337', 'eip155:1'], events: ['chainChanged', 'accountsChanged'],
        methods: expect.arrayContaining(['eth_sendTransaction', 'personal_sign', 'eth_signTypedData_v4', 'wallet_switchEthereumChain', 'wallet_addEthereumChain', 'wallet_getCapabilities']) } },
    });
    act(() => fake.approve());
    await waitFor(() => expect(h.kernel.router.current().view).toBe('Account'));
    expect(h.gangway.getAccount('eip155')).toMatchObject({ status: 'connected', address: WALLET_ADDRESS, connectorId: 'walletConnect', caipAddress: `eip155:31337:${WALLET_ADDRESS}` });
    expect(fake.setDefaultChain).toHaveBeenCalledWith('eip155:31337');
    expect(h.slice(wcPairingKey)).toEqual({});
    expect(h.kernel.storage.get('connectorIds')).toEqual({ eip155: 'walletConnect' });
  });

  it('refreshes the URI 10 s before its 4 minute lifetime ends', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { h, fake } = await harness();
    await h.activate();
    const connecting = h.kernel.connect({ connectorId: 'walletConnect' });
    await vi.advanceTimersByTimeAsync(0);
    expect(h.slice(wcPairingKey).uri).toMatch(/^wc:topic1@2/);
    await vi.advanceTimersByTimeAsync(229_000);
    expect(fake.proposals).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fake.proposals).toHaveLength(2);
    expect(h.slice(wcPairingKey).uri).toMatch(/^wc:topic2@2/);
    // A late answer to the replaced proposal is ignored; the new one connects.
    fake.proposals[0].reject(new Error('expired'));
    fake.approve();
    await expect(connecting).resolves.toMatchObject({ address: WALLET_ADDRESS });
  });

  it('a rejected proposal leaves the widget disconnected, shows the decline and can retry', async () => {
    const { h, fake } = await harness();
    await h.gangway.open({ view: 'ConnectingWalletConnect' });
    await h.renderView('ConnectingWalletConnect');
    await waitFor(() => expect(fake.proposals).toHaveLength(1));
    act(() => fake.reject());
    expect((await screen.findByTestId('connect-error')).textContent).toBe('Connection declined');
    expect(h.gangway.getAccount('eip155')?.status).toBe('disconnected');
    expect(h.slice(wcPairingKey)).toEqual({});
    expect(h.kernel.router.current().view).toBe('ConnectingWalletConnect');
    act(() => fireEvent.click(screen.getByTestId('connect-retry')));
    await waitFor(() => expect(fake.proposals).toHaveLength(2));
    act(() => fake.approve());
    await waitFor(() => expect(h.gangway.getAccount('eip155')?.status).toBe('connected'));
  });

  it('leaving the view cancels the pairing and clears the URI', async () => {
    const { h, fake } = await harness();
    await h.gangway.open({ view: 'Connect' });
    h.kernel.router.push('ConnectingWalletConnect');
    await h.renderView('ConnectingWalletConnect');
    await waitFor(() => expect(h.slice(wcPairingKey).uri).toBeTruthy());
    act(() => h.kernel.router.back());
    await flush();
    expect(h.slice(wcPairingKey)).toEqual({});
    act(() => fake.approve());
    await flush();
    expect(h.gangway.getAccount('eip155')?.status).toBe('disconnected');
  });

  it('shows a host-provided URI (open({uri})) without starting its own pairing', async () => {
    const { h, fake } = await harness();
    await h.gangway.open({ view: 'ConnectingWalletConnect', uri: 'wc:host@2?relay-protocol=irn&symKey=b' });
    await h.renderView('ConnectingWalletConnect');
    await flush();
    expect(screen.getByTestId('wc-qr').getAttribute('data-value')).toBe('wc:host@2?relay-protocol=irn&symKey=b');
    expect(fake.proposals).toHaveLength(0);
  });

  async function connected() {
    const ctx = await harness();
    await ctx.h.activate();
    const p = ctx.h.kernel.connect({ connectorId: 'walletConnect' });
    await vi.waitFor(() => expect(ctx.fake.proposals).toHaveLength(1));
    ctx.fake.approve();
    await p;
    return ctx;
  }

  it('routes eip155 requests through the session while connected, and hands out the provider', async () => {
    const { h, fake } = await connected();
    fake.request.mockResolvedValueOnce('0xsig');
    await expect(h.kernel.hooks.request.for('eip155').promise({ namespace: 'eip155', method: 'personal_sign', params: ['0x68', WALLET_ADDRESS] })).resolves.toBe('0xsig');
    expect(fake.request).toHaveBeenLastCalledWith({ method: 'personal_sign', params: ['0x68', WALLET_ADDRESS] }, 'eip155:31337');
    await expect(h.gangway.getProvider('eip155')).resolves.toBe(fake);
  });

  it('switches network; an unknown chain (4902) is added with the spec fields first', async () => {
    const { h, fake } = await connected();
    fake.request.mockImplementation(async ({ method }) => {
      if (method === 'wallet_switchEthereumChain' && !fake.request.mock.calls.some(([a]) => a.method === 'wallet_addEthereumChain')) {
        throw Object.assign(new Error('Unrecognized chain'), { code: 4902 });
      }
      return null;
    });
    await h.gangway.switchNetwork('eip155:1');
    expect(fake.request.mock.calls.map(([a]) => a.method)).toEqual(['wallet_switchEthereumChain', 'wallet_addEthereumChain', 'wallet_switchEthereumChain']);
    expect(fake.request.mock.calls[1][0].params).toEqual([{ chainId: '0x1', rpcUrls: ['http://127.0.0.1:8545'], chainName: 'Ethereum',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, blockExplorerUrls: ['https://etherscan.io'] }]);
    expect(fake.setDefaultChain).toHaveBeenLastCalledWith('eip155:1');
    expect(h.gangway.getNetwork('eip155')?.caipNetworkId).toBe('eip155:1');
  });

  it('a declined switch (4001) leaves the network as it was', async () => {
    const { h, fake } = await connected();
    fake.request.mockRejectedValue(Object.assign(new Error('User rejected the request.'), { code: 4001 }));
    await expect(h.gangway.switchNetwork('eip155:1')).rejects.toMatchObject({ code: 4001 });
    expect(h.gangway.getNetwork('eip155')?.caipNetworkId).toBe('eip155:31337');
    expect(h.gangway.getAccount('eip155')?.status).toBe('connected');
  });

  it('disconnect ends the session; a wallet-side session end disconnects the widget', async () => {
    const { h, fake } = await connected();
    await h.gangway.disconnect();
    expect(fake.disconnect).toHaveBeenCalledTimes(1);
    expect(h.gangway.getAccount('eip155')?.status).toBe('disconnected');

    const second = await connected();
    second.fake.session = undefined;
    second.fake.events.emit('session_delete', { topic: 'session-topic' });
    await vi.waitFor(() => expect(second.h.gangway.getAccount('eip155')?.status).toBe('disconnected'));
  });

  it('follows the wallet: accountsChanged and chainChanged', async () => {
    const { h, fake } = await connected();
    const other = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
    fake.walletEvent('accountsChanged', [other]);
    await vi.waitFor(() => expect(h.gangway.getAccount('eip155')).toMatchObject({ address: other, caipAddress: `eip155:31337:${other}` }));
    fake.walletEvent('chainChanged', 1);
    expect(h.gangway.getNetwork('eip155')?.caipNetworkId).toBe('eip155:1');
  });

  it('malformed accountsChanged answers are reported and change nothing (CAIP-10 ids are accepted)', async () => {
    const { h, fake } = await connected();
    const errors: string[] = [];
    h.kernel.hooks.error.tap('test', ({ error }) => { errors.push((error as Error).message); });
    const before = h.gangway.getAccount('eip155')!.address;
    for (const bad of ['0xnope', [42], ['0x12'], [`eip155:1:../../admin`], null, [{ address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' }]]) {
      fake.walletEvent('accountsChanged', bad);
    }
    expect(h.gangway.getAccount('eip155')!.address).toBe(before);
    expect(errors).toHaveLength(6);
    expect(errors[0]).toMatch(/^Invalid wallet response to accountsChanged: /);
    const other = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
    fake.walletEvent('accountsChanged', [`eip155:31337:${other}`]);
    expect(h.gangway.getAccount('eip155')!.address).toBe(other);
  });

  it('restores a stored session at start-up (syncConnection)', async () => {
    const fake = new FakeProvider();
    fake.session = { topic: 't', namespaces: { eip155: { accounts: [`eip155:31337:${WALLET_ADDRESS}`] } }, peer: { metadata: { name: 'W' } } };
    const { h } = await harness(fake);
    await h.activate();
    await expect(h.kernel.hooks.syncConnection.for('eip155').promise({ namespace: 'eip155', connectorId: 'walletConnect' }))
      .resolves.toMatchObject({ address: WALLET_ADDRESS, chainId: '31337' });
    await expect(h.kernel.hooks.syncConnection.for('eip155').promise({ namespace: 'eip155', connectorId: 'injected' })).resolves.toBeUndefined();
  });

  it('a session bringing eip155 to a host that lists no eip155 network: only the proposed families connect', async () => {
    // The proposal names Solana only (the host's one family); the wallet adds an eip155 account. A
    // family the host did not configure is not read (as a wallet's own namespaces): eip155 stays
    // disconnected, the Solana account is the session's.
    const { h, fake } = await harness(new FakeProvider(), { networks: [testSolana] });
    await h.activate();
    const p = h.kernel.connect({ connectorId: 'walletConnect' });
    await vi.waitFor(() => expect(fake.proposals).toHaveLength(1));
    expect(Object.keys((fake.proposals[0].params as { optionalNamespaces: object }).optionalNamespaces)).toEqual(['solana']);
    fake.approveNamespaces({ solana: [`${testSolana.caipNetworkId}:9G1FDEFBdebBPjz43sEd2Der4Mi5AEXcwG5BnSh7F1h5`] }, [1]);
    await p;
    const s = h.kernel.store.getState();
    expect(s.chains.eip155?.account.status ?? 'disconnected').toBe('disconnected');
    expect(s.chains.solana?.account).toMatchObject({ status: 'connected', address: '9G1FDEFBdebBPjz43sEd2Der4Mi5AEXcwG5BnSh7F1h5' });
    expect(s.activeChain).toBe('solana');
  });

  it('rejects a session whose accounts are not CAIP-10', async () => {
    const { h, fake } = await harness();
    await h.activate();
    const p = h.kernel.connect({ connectorId: 'walletConnect' });
    await vi.waitFor(() => expect(fake.proposals).toHaveLength(1));
    fake.proposals[0].resolve({ topic: 't', namespaces: { eip155: { accounts: ['0xabc'] } } });
    await expect(p).rejects.toThrow('Invalid CAIP-10 address');
    expect(h.gangway.getAccount('eip155')?.status).toBe('disconnected');
  });

  it('maps provider errors to alerts, once per kind', async () => {
    const load = vi.fn(async () => { throw new Error('WebSocket connection failed for host: ws://127.0.0.1:8547'); });
    const { h } = await harness(undefined, { load });
    await h.activate();
    await expect(h.kernel.connect({ connectorId: 'walletConnect' })).rejects.toThrow(/WebSocket/);
    expect(h.kernel.store.getState().alert).toMatchObject({ kind: 'WC_RELAY_UNREACHABLE' });
    h.kernel.notices.dismissAlert();
    await expect(h.kernel.connect({ connectorId: 'walletConnect' })).rejects.toThrow(/WebSocket/);
    expect(h.kernel.store.getState().alert).toBeUndefined();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("a relay that refuses the project id shows the spec's 'Invalid Project ID' alert; nothing connects", async () => {
    // What the WalletConnect relay answers a socket opened with an unknown project id.
    const load = vi.fn(async () => { throw new Error('WebSocket connection closed abnormally with code: 3000 (Unauthorized: invalid key)'); });
    const { h } = await harness(undefined, { load });
    await h.gangway.open();
    h.renderModal();
    await expect(act(() => h.kernel.connect({ connectorId: 'walletConnect' }))).rejects.toThrow(/invalid key/);
    expect(h.kernel.store.getState().alert).toMatchObject({ kind: 'WC_INVALID_KEY' });
    // The banner the visitor sees, in the spec's words.
    await waitFor(() => expect(document.querySelector('[data-gangway-alert="WC_INVALID_KEY"] strong')?.textContent).toBe('Invalid Project ID'));
    expect(h.gangway.getAccount('eip155')?.status).toBe('disconnected');
  });

  it('a relay that never answers ends in a clear error with Try again within 10 s: the SDK never starting', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const fake = new FakeProvider();
    const load = vi.fn(() => new Promise<never>(() => undefined));
    const { h } = await harness(fake, { load });
    await h.activate();
    const first = h.kernel.connect({ connectorId: 'walletConnect' }).then(() => 'connected', (e: Error) => e.message);
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(first).resolves.toBe('Could not reach the WalletConnect relay. Check your connection and try again.');
    expect(h.kernel.store.getState().alert).toMatchObject({ kind: 'WC_RELAY_UNREACHABLE' });
    expect(h.gangway.getAccount('eip155')?.status).toBe('disconnected');
  });

  it('a relay that never answers ends in a clear error with Try again within 10 s: no pairing URI', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const fake = new FakeProvider();
    // The SDK starts, but the relay never creates the pairing: no display_uri.
    fake.connect = () => new Promise(() => undefined);
    const { h } = await harness(fake);
    await h.activate();
    const first = h.kernel.connect({ connectorId: 'walletConnect' }).then(() => 'connected', (e: Error) => e.message);
    let settled = false;
    void first.then(() => { settled = true; });
    await vi.advanceTimersByTimeAsync(9_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(first).resolves.toBe('Could not reach the WalletConnect relay. Check your connection and try again.');
    expect(h.gangway.getAccount('eip155')?.status).toBe('disconnected');
    expect(h.slice(wcPairingKey)).toEqual({});
  });

  it('after the relay failed an attempt, Try again starts a fresh provider; a late URI of the stuck one is never shown', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const stuck = new FakeProvider();
    let lateUri: (() => void) | undefined;
    // The relay is down: the proposal never produces its URI — until the relay comes back, later.
    stuck.connect = () => new Promise(() => { lateUri = () => stuck.events.emit('display_uri', 'wc:stale@2?relay-protocol=irn&symKey=c'); });
    const fresh = new FakeProvider();
    const providers = [stuck, fresh];
    const load = vi.fn(async () => providers.shift()!.asProvider());
    const { h } = await harness(stuck, { load });
    await h.activate();
    const first = h.kernel.connect({ connectorId: 'walletConnect' }).then(() => 'connected', (e: Error) => e.message);
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(first).resolves.toBe('Could not reach the WalletConnect relay. Check your connection and try again.');
    const second = h.kernel.connect({ connectorId: 'walletConnect' });
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(2);
    expect(h.slice(wcPairingKey).uri).toMatch(/^wc:topic1@2/);
    // The stuck provider finishes its proposal after the fresh one showed its URI: ignored.
    lateUri!();
    expect(h.slice(wcPairingKey).uri).toMatch(/^wc:topic1@2/);
    fresh.approve();
    await second;
    expect(h.gangway.getAccount('eip155')).toMatchObject({ status: 'connected', address: WALLET_ADDRESS });
  });
});

