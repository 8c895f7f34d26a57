// @vitest-environment happy-dom
/**
 * One WalletConnect session across families: the proposal built from the host's networks, every
 * namespace's account connected through the one connector, per-namespace wallet events, the
 * validation of every answer (the catalogue's 'Invalid CAIP-10 address', nothing held lost) and the
 * spec §4 cascade ending every namespace of the session together.
 */
import type { Network, PluginManifest } from '@gangway/kernel';
import { createPluginHarness } from '@gangway/kernel/testing';
import { testDevnet, testMainnet, testSolana } from '@gangway/lib-wallet/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { FakeProvider, WALLET_ADDRESS } from './fake-provider.test-util';
import { FAMILY_SERVICES, TEST_FAMILIES } from './families.test-util';
import { walletConnectManifest } from './manifest';
import { proposal } from './namespaces';
import { setupWalletConnect } from './plugin';
import { parseAccount } from './caip';
import { resultFromSession } from './session';

afterEach(() => cleanup());

const SOL = '9G1FDEFBdebBPjz43sEd2Der4Mi5AEXcwG5BnSh7F1h5';
const SOL2 = '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T';
const BTC = 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080';
const DOT = '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5';
const ATOM = 'cosmos1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu';
const net = (ns: Network['chainNamespace'], id: string, name: string): Network => ({
  id, caipNetworkId: `${ns}:${id}`, chainNamespace: ns, name, nativeCurrency: { name, symbol: name.slice(0, 3).toUpperCase(), decimals: 8 },
  rpcUrls: { default: { http: [] } },
});
const regtest = net('bip122', '0f9188f13cb7b2c71f2a335e3a4fc328', 'Bitcoin Regtest');
const polkadot = net('polkadot', '91b171bb158e2d3848fa23a9f1c25182', 'Polkadot');
const cosmos = net('cosmos', 'cosmoshub-4', 'Cosmos Hub');
const ALL = [testDevnet, testMainnet, testSolana, regtest, polkadot, cosmos];

async function harness(networks: Network[] = ALL, fake = new FakeProvider()) {
  const manifest = {
    ...walletConnectManifest,
    load: async () => ({ setup: (api: never) => { setupWalletConnect(api, { loadProvider: (async () => fake.asProvider()) as never }); } }),
  } as PluginManifest;
  const h = createPluginHarness(manifest, { options: { networks }, fakes: { services: FAMILY_SERVICES } });
  await h.activate();
  return { h, fake, state: () => h.kernel.store.getState() };
}

/** Connects with a session holding eip155 + the given namespaces' accounts. */
async function connectWith(extra: Record<string, string[]>, opts: { namespace?: 'solana'; networks?: Network[] } = {}) {
  const ctx = await harness(opts.networks);
  const p = ctx.h.kernel.connect({ connectorId: 'walletConnect', namespace: opts.namespace });
  await vi.waitFor(() => expect(ctx.fake.proposals).toHaveLength(1));
  ctx.fake.approveNamespaces(extra);
  return { ...ctx, result: p };
}

describe('the proposal (built from the configured networks)', () => {
  it('has one optional namespace per configured family, its current network first, and no required one', () => {
    const p = proposal(TEST_FAMILIES, ALL, { eip155: testMainnet });
    expect(p.requiredNamespaces).toEqual({});
    expect(Object.keys(p.optionalNamespaces)).toEqual(['eip155', 'solana', 'bip122', 'polkadot', 'cosmos']);
    expect(p.optionalNamespaces.eip155).toMatchObject({ chains: ['eip155:1', 'eip155:31337'], defaultChain: 'eip155:1', events: ['chainChanged', 'accountsChanged'] });
    expect(p.optionalNamespaces.solana).toMatchObject({ chains: ['solana:devnet'], methods: expect.arrayContaining(['solana_signMessage', 'solana_signAndSendTransaction']), rpcMap: { 'solana:devnet': 'http://127.0.0.1:8899' } });
    expect(p.optionalNamespaces.bip122?.chains).toEqual([regtest.caipNetworkId]);
    expect(p.optionalNamespaces.cosmos?.chains).toEqual(['cosmos:cosmoshub-4']);
    expect(Object.keys(proposal(TEST_FAMILIES, [testDevnet]).optionalNamespaces)).toEqual(['eip155']);
  });

  it('is what the widget proposes', async () => {
    const { fake, h } = await harness([testDevnet, testSolana]);
    void h.kernel.connect({ connectorId: 'walletConnect' }).catch(() => undefined);
    await vi.waitFor(() => expect(fake.proposals).toHaveLength(1));
    expect(Object.keys((fake.proposals[0].params as { optionalNamespaces: object }).optionalNamespaces)).toEqual(['eip155', 'solana']);
  });
});

describe('CAIP-10 accounts per namespace', () => {
  it('accepts each family\'s account form and refuses the rest', () => {
    for (const ok of [`eip155:1:${WALLET_ADDRESS}`, `solana:devnet:${SOL}`, `bip122:${regtest.id}:${BTC}`, `polkadot:${polkadot.id}:${DOT}`, `cosmos:cosmoshub-4:${ATOM}`]) {
      expect(parseAccount(TEST_FAMILIES, ok), ok).toBeDefined();
    }
    for (const bad of [`solana:devnet:${WALLET_ADDRESS}`, 'solana:devnet:0OIl', `solana:devnet:${SOL}x`, `bip122:mainnet:${BTC}`, `bip122:${regtest.id}:<img>`,
      `polkadot:${polkadot.id}:0x00`, `cosmos:cosmoshub-4:${SOL}`, `tron:1:${SOL}`, `solana::${SOL}`, 'solana:devnet']) {
      expect(parseAccount(TEST_FAMILIES, bad), bad).toBeUndefined();
    }
  });

  it("a session listing an account under another namespace's key is 'Invalid CAIP-10 address'", () => {
    expect(() => resultFromSession({ topic: 't', namespaces: { solana: { accounts: [`eip155:1:${WALLET_ADDRESS}`] } } }, TEST_FAMILIES)).toThrow('Invalid CAIP-10 address');
    expect(() => resultFromSession({ topic: 't', namespaces: { tron: { accounts: ['tron:1:x'] } } }, TEST_FAMILIES)).toThrow('The wallet returned a session without accounts');
  });
});

describe('one session across families', () => {
  it('connects eip155, solana and bip122 through the one connector; the active namespace is the one asked for', async () => {
    const { h, result, state } = await connectWith({ solana: [`solana:devnet:${SOL}`], bip122: [`bip122:${regtest.id}:${BTC}`] });
    await expect(result).resolves.toMatchObject({ namespace: 'eip155', also: [{ namespace: 'solana', address: SOL }, { namespace: 'bip122', address: BTC }] });
    const s = state();
    expect(s.activeChain).toBe('eip155');
    expect(s.chains.eip155?.account).toMatchObject({ status: 'connected', address: WALLET_ADDRESS, connectorId: 'walletConnect' });
    expect(s.chains.solana?.account).toMatchObject({ status: 'connected', address: SOL, connectorId: 'walletConnect', caipAddress: `solana:devnet:${SOL}` });
    expect(s.chains.bip122?.account).toMatchObject({ status: 'connected', address: BTC, caipAddress: `${regtest.caipNetworkId}:${BTC}` });
    expect(h.kernel.storage.get('connectorIds')).toEqual({ solana: 'walletConnect', bip122: 'walletConnect', eip155: 'walletConnect' });
    expect(h.kernel.storage.get('activeNamespace')).toBe('eip155');
  });

  it('the namespace the visitor is on becomes active (solana)', async () => {
    const { result, state } = await connectWith({ solana: [`solana:devnet:${SOL}`] }, { namespace: 'solana' });
    await result;
    expect(state().activeChain).toBe('solana');
    expect(state().activeCaipAddress).toBe(`solana:devnet:${SOL}`);
    expect(state().chains.eip155?.account.status).toBe('connected');
  });

  it('polkadot and cosmos accounts are accepted and shown', async () => {
    const { result, state } = await connectWith({ polkadot: [`polkadot:${polkadot.id}:${DOT}`], cosmos: [`cosmos:cosmoshub-4:${ATOM}`] });
    await result;
    expect(state().chains.polkadot?.account).toMatchObject({ status: 'connected', address: DOT });
    expect(state().chains.cosmos?.account).toMatchObject({ status: 'connected', address: ATOM, caipAddress: `cosmos:cosmoshub-4:${ATOM}` });
  });

  it("a malformed account in any namespace refuses the session with 'Invalid CAIP-10 address', ends it at the wallet and changes nothing", async () => {
    const { result, state, fake } = await connectWith({ solana: [`solana:devnet:${SOL}`, 'solana:devnet:not-a-key'] });
    await expect(result).rejects.toThrow('Invalid CAIP-10 address');
    expect(state().chains.eip155?.account.status).toBe('disconnected');
    expect(state().chains.solana?.account.status).toBe('disconnected');
    expect(fake.disconnect).toHaveBeenCalledTimes(1);
  });

  it('routes each namespace\'s requests to its chain, and hands out a per-namespace provider', async () => {
    const { h, result, fake } = await connectWith({ solana: [`solana:devnet:${SOL}`] });
    await result;
    fake.request.mockResolvedValueOnce({ signature: 'sig' });
    await expect(h.kernel.hooks.request.for('solana').promise({ namespace: 'solana', method: 'solana_signMessage', params: { message: '3yZe7d', pubkey: SOL } }))
      .resolves.toEqual({ signature: 'sig' });
    expect(fake.request).toHaveBeenLastCalledWith({ method: 'solana_signMessage', params: { message: '3yZe7d', pubkey: SOL } }, 'solana:devnet');
    const provider = await h.gangway.getProvider('solana') as { request(a: { method: string }): Promise<unknown> };
    await provider.request({ method: 'solana_getAccounts' });
    expect(fake.request).toHaveBeenLastCalledWith({ method: 'solana_getAccounts', params: undefined }, 'solana:devnet');
  });

  it('follows accountsChanged per namespace; malformed ones are reported and change nothing', async () => {
    const { h, result, fake, state } = await connectWith({ solana: [`solana:devnet:${SOL}`] });
    await result;
    const errors: string[] = [];
    h.kernel.hooks.error.tap('test', ({ error }) => { errors.push((error as Error).message); });
    fake.walletEvent('accountsChanged', [`solana:devnet:${SOL2}`], 'solana:devnet');
    await vi.waitFor(() => expect(state().chains.solana?.account.address).toBe(SOL2));
    expect(state().chains.eip155?.account.address).toBe(WALLET_ADDRESS);
    for (const bad of [[`solana:devnet:${WALLET_ADDRESS}`], [WALLET_ADDRESS], 'x', [`eip155:31337:${WALLET_ADDRESS}`]]) fake.walletEvent('accountsChanged', bad, 'solana:devnet');
    expect(state().chains.solana?.account.address).toBe(SOL2);
    expect(errors).toEqual(['Invalid CAIP-10 address', 'Invalid wallet response to accountsChanged: Expected a solana address', 'Invalid wallet response to accountsChanged: Expected array', 'Invalid CAIP-10 address']);
  });

  it('a session update moves a namespace whose account left the session', async () => {
    const { result, fake, state } = await connectWith({ solana: [`solana:devnet:${SOL}`] });
    await result;
    fake.events.emit('session_update', { topic: 'session-topic', params: { namespaces: { solana: { accounts: [`solana:devnet:${SOL2}`] }, eip155: { accounts: [`eip155:31337:${WALLET_ADDRESS}`] } } } });
    await vi.waitFor(() => expect(state().chains.solana?.account.address).toBe(SOL2));
    fake.events.emit('session_update', { topic: 'session-topic', params: { namespaces: { solana: { accounts: ['solana:devnet:bad'] } } } });
    expect(state().chains.solana?.account.address).toBe(SOL2);
  });

  it('spec §4 cascade: disconnecting one namespace ends the session once and every namespace of it', async () => {
    const { h, result, fake, state } = await connectWith({ solana: [`solana:devnet:${SOL}`], bip122: [`bip122:${regtest.id}:${BTC}`] });
    await result;
    await h.gangway.disconnect('solana');
    expect(fake.disconnect).toHaveBeenCalledTimes(1);
    for (const ns of ['eip155', 'solana', 'bip122'] as const) expect(state().chains[ns]?.account.status).toBe('disconnected');
    expect(h.kernel.storage.get('connectorIds')).toEqual({});
  });

  it('a wallet-side session end disconnects every namespace', async () => {
    const { result, fake, state } = await connectWith({ solana: [`solana:devnet:${SOL}`] });
    await result;
    fake.session = undefined;
    fake.events.emit('session_delete', { topic: 'session-topic' });
    await vi.waitFor(() => expect(state().chains.solana?.account.status).toBe('disconnected'));
    expect(state().chains.eip155?.account.status).toBe('disconnected');
  });

  it('restores each namespace of a stored session (syncConnection per namespace)', async () => {
    const fake = new FakeProvider();
    fake.session = { topic: 't', namespaces: { eip155: { accounts: [`eip155:31337:${WALLET_ADDRESS}`] }, solana: { accounts: [`solana:devnet:${SOL}`] } }, peer: { metadata: { name: 'W' } } };
    const { h } = await harness(ALL, fake);
    await expect(h.kernel.hooks.syncConnection.for('solana').promise({ namespace: 'solana', connectorId: 'walletConnect' }))
      .resolves.toMatchObject({ namespace: 'solana', address: SOL, chainId: 'devnet' });
    await expect(h.kernel.hooks.syncConnection.for('bip122').promise({ namespace: 'bip122', connectorId: 'walletConnect' })).resolves.toBeUndefined();
  });

  it('switching a non-EVM namespace needs an account of the session on that chain', async () => {
    const other = { ...testSolana, id: 'testnet', caipNetworkId: 'solana:testnet', name: 'Solana Testnet' };
    const { h, result, state } = await connectWith({ solana: [`solana:devnet:${SOL}`] }, { networks: [testDevnet, testSolana, other] });
    await result;
    await expect(h.gangway.switchNetwork('solana:testnet')).rejects.toThrow('Chain is not supported');
    expect(state().chains.solana?.network.caipNetwork?.caipNetworkId).toBe('solana:devnet');
  });
});
