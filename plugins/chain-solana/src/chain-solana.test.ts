// @vitest-environment happy-dom
// The Solana family through the kernel's harness: Wallet Standard discovery (lists, bad
// registrations, the impostor rule), the connector's hooks, validated wallet answers, and the service.
import { afterEach, describe, expect, it } from 'vitest';
import { createPluginHarness } from '@gangway/kernel/testing';
import { testDevnet } from '@gangway/lib-wallet/testing';
import type { Network } from '@gangway/kernel';
import { base58Encode } from './base58';
import { connectorIdOf } from './discovery';
import { FakeSolanaWallet, ICON, registerWallet } from './fake-wallet.test-util';
import { chainSolanaManifest } from './manifest';
import { solanaDevnet, solanaService } from './public';

const devnet: Network = { ...solanaDevnet, rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } } };
const ID = connectorIdOf('Fake Solana');
const cleanups: (() => void)[] = [];
afterEach(() => { for (const c of cleanups.splice(0)) c(); });

async function setup(opts: { wallet?: FakeSolanaWallet; options?: Record<string, unknown>; register?: boolean } = {}) {
  const wallet = opts.wallet ?? new FakeSolanaWallet();
  if (opts.register !== false) cleanups.push(registerWallet(wallet));
  const h = createPluginHarness(chainSolanaManifest, { options: { networks: [testDevnet, devnet], ...opts.options } });
  cleanups.push(() => h.gangway.destroy());
  const active = await h.activate();
  const errors: unknown[] = [];
  h.kernel.hooks.error.tap('test', ({ error }) => { errors.push(error); });
  const state = () => h.kernel.store.getState();
  const account = () => state().chains.solana!.account;
  return { h, wallet, state, account, errors, active, connect: () => h.kernel.connect({ connectorId: ID }) };
}

describe('switch', () => {
  it('is on when the host configures a Solana network, and never loads otherwise', async () => {
    expect((await setup()).active).toBe(true);
    const h = createPluginHarness(chainSolanaManifest, { options: { networks: [testDevnet] } });
    cleanups.push(() => h.gangway.destroy());
    expect(await h.activate()).toBe(false);
    expect(h.kernel.store.getState().plugins['chain-solana'].status).toBe('disabled');
  });
});

describe('discovery', () => {
  it('lists Wallet Standard Solana wallets as ConnectingExternal connectors', async () => {
    const { state } = await setup();
    expect(state().connectors).toEqual([{ id: ID, name: 'Fake Solana', chain: 'solana', type: 'ANNOUNCED', imageUrl: ICON, pluginId: 'chain-solana', view: 'ConnectingExternal' }]);
  });

  it('ignores malformed registrations and wallets without a Solana chain', async () => {
    cleanups.push(
      registerWallet({ name: '', icon: ICON, chains: ['solana:devnet'], features: { 'standard:connect': { connect: async () => ({}) } }, accounts: [] }),
      registerWallet({ name: 'Bitcoin only', icon: ICON, chains: ['bip122:000000000019d6689c085ae165831e93'], features: { 'standard:connect': { connect: async () => ({}) } }, accounts: [] }),
      registerWallet({ name: 'No connect', icon: ICON, chains: ['solana:devnet'], features: {}, accounts: [] }),
    );
    const { state } = await setup({ register: false });
    expect(state().connectors).toEqual([]);
    cleanups.push(registerWallet(new FakeSolanaWallet('Late')));
    expect(state().connectors.map((c) => c.name)).toEqual(['Late']);
  });

  it('applies include, exclude and featured (by id or name)', async () => {
    cleanups.push(registerWallet(new FakeSolanaWallet('Other', 8)));
    const featured = await setup({ options: { featuredWalletIds: ['Other'] } });
    expect(featured.state().connectors.map((c) => c.name)).toEqual(['Other', 'Fake Solana']);
    cleanups.splice(0).forEach((c) => c());
    cleanups.push(registerWallet(new FakeSolanaWallet('Other', 8)));
    const excluded = await setup({ options: { excludeWalletIds: [ID] } });
    expect(excluded.state().connectors.map((c) => c.name)).toEqual(['Other']);
    cleanups.splice(0).forEach((c) => c());
    cleanups.push(registerWallet(new FakeSolanaWallet('Other', 8)));
    const included = await setup({ options: { includeWalletIds: ['other'] } });
    expect(included.state().connectors.map((c) => c.name)).toEqual(['Other']);
  });
});

describe('connection', () => {
  it('connects on the wallet chain the host configured: the solana account and network', async () => {
    const { connect, account, state, wallet } = await setup();
    await connect();
    expect(account()).toMatchObject({ status: 'connected', address: wallet.address, caipAddress: `${devnet.caipNetworkId}:${wallet.address}`, connectorId: ID });
    expect(state().chains.solana!.network.caipNetwork?.caipNetworkId).toBe(devnet.caipNetworkId);
    expect(state().activeChain).toBe('solana');
    // Spec §4: eoa is the Solana default account type.
    expect(account().allAccounts).toEqual([{ address: wallet.address, type: 'eoa', namespace: 'solana' }]);
  });

  it('a malformed address from the wallet is the wallet-answer error, and nothing changes', async () => {
    const wallet = new FakeSolanaWallet();
    wallet.badAddress = '0xnot-base58';
    const { connect, account } = await setup({ wallet });
    await expect(connect()).rejects.toThrow('Invalid wallet response to standard:connect: Expected a Solana address (base58, 32 bytes)');
    expect(account().status).toBe('disconnected');
  });

  it('follows account changes; a malformed change is reported and changes nothing; no account disconnects', async () => {
    const { connect, account, wallet, errors } = await setup();
    await connect();
    const other = new FakeSolanaWallet('x', 9);
    wallet.emitAccounts([{ address: other.address, publicKey: other.publicKey, chains: ['solana:devnet'], features: [] }]);
    expect(account().address).toBe(other.address);
    wallet.emitAccounts([{ address: 'bad!', publicKey: new Uint8Array(), chains: ['solana:devnet'], features: [] }]);
    expect(account().address).toBe(other.address);
    expect(String(errors.at(-1))).toContain('Invalid wallet response to standard:events');
    wallet.emitAccounts([]);
    await expect.poll(() => account().status).toBe('disconnected');
  });

  it('catches up with an account switch made between the connect answer and the watch', async () => {
    const { h, account, wallet } = await setup();
    const other = new FakeSolanaWallet('x', 9);
    // The wallet switches as soon as it answered connect, before the kernel stored the connection.
    const feature = wallet.features['standard:connect'];
    const original = feature.connect;
    feature.connect = async (input) => {
      const answer = await original(input);
      queueMicrotask(() => {
        wallet.accounts = [{ address: other.address, publicKey: other.publicKey, chains: ['solana:devnet'], features: [] }];
        wallet.emitAccounts(wallet.accounts);
      });
      return { accounts: [...answer.accounts] };
    };
    await h.kernel.connect({ connectorId: ID });
    expect(account().address).toBe(other.address);
  });

  it('a second wallet registering under the same name cannot take over the live session', async () => {
    const { h, connect, account, wallet } = await setup();
    const events: string[] = [];
    h.gangway.subscribeEvents((e) => { events.push(e.type); });
    await connect();
    const impostor = new FakeSolanaWallet('Fake Solana', 42);
    cleanups.push(registerWallet(impostor));
    const signature = await h.kernel.hooks.request.for('solana').promise({ namespace: 'solana', method: 'solana_signMessage', params: { message: base58Encode(new Uint8Array([1, 2])), pubkey: wallet.address } });
    expect(signature).toMatchObject({ signature: expect.any(String) });
    expect(impostor.calls).toEqual([]);
    expect(account().address).toBe(wallet.address);
    expect(events).toContain('WALLET_ANNOUNCEMENT_IGNORED');
    // Once the session ends, the newer registration applies again.
    await h.kernel.disconnect('solana');
    cleanups.push(registerWallet(new FakeSolanaWallet('Fake Solana', 43)));
    expect(h.kernel.store.getState().connectors.filter((c) => c.id === ID)).toHaveLength(1);
  });

  it('restores a stored session silently; a wallet that no longer grants the site ends it', async () => {
    const wallet = new FakeSolanaWallet();
    cleanups.push(registerWallet(wallet));
    const storage = { '@gangway/connectionStatus': JSON.stringify({ solana: 'connected' }), '@gangway/connectorIds': JSON.stringify({ solana: ID }) };
    const h = createPluginHarness(chainSolanaManifest, { options: { networks: [testDevnet, devnet] }, storage });
    cleanups.push(() => h.gangway.destroy());
    await expect.poll(() => h.kernel.store.getState().chains.solana?.account.status).toBe('connected');
    expect(wallet.calls[0]).toEqual({ method: 'connect', input: { silent: true } });
    expect(h.kernel.store.getState().chains.solana?.account.address).toBe(wallet.address);

    const revoked = new FakeSolanaWallet('Revoked', 11);
    revoked.grants = false;
    cleanups.push(registerWallet(revoked));
    const stored = { '@gangway/connectionStatus': JSON.stringify({ solana: 'connected' }), '@gangway/connectorIds': JSON.stringify({ solana: connectorIdOf('Revoked') }) };
    const h2 = createPluginHarness(chainSolanaManifest, { options: { networks: [testDevnet, devnet] }, storage: stored });
    cleanups.push(() => h2.gangway.destroy());
    await expect.poll(() => revoked.calls.length).toBe(1);
    await expect.poll(() => h2.kernel.store.getState().chains.solana?.account.status).toBe('disconnected');
  });

  it('disconnect asks the wallet to disconnect and clears the namespace', async () => {
    const { h, connect, account, wallet } = await setup();
    await connect();
    await h.kernel.disconnect('solana');
    expect(account().status).toBe('disconnected');
    expect(wallet.calls.at(-1)?.method).toBe('disconnect');
  });
});

describe('service', () => {
  it('signs a message and checks the signature against the account', async () => {
    const { h, connect, wallet } = await setup();
    await connect();
    const service = h.service(solanaService)!;
    const sig = await service.signMessage('hello', wallet.address);
    expect(sig).toMatch(/^[1-9A-HJ-NP-Za-km-z]{80,90}$/);
    wallet.wrongSignature = true;
    await expect(service.signMessage('hello', wallet.address)).rejects.toThrow('Invalid wallet response to solana_signMessage: The signature does not match the account');
  });

  it('needs wallet.sign from its caller to sign or send', async () => {
    const { h, connect, wallet } = await setup();
    await connect();
    const service = h.service(solanaService, { permissions: [] })!;
    await expect(service.signMessage('hello', wallet.address)).rejects.toThrow(/wallet\.sign/);
    // Any wallet method reaches the wallet only with the permission: there is no Solana read on the allow-list.
    await expect(service.request('solana_signTransaction', { transaction: 'AA' })).rejects.toThrow(/wallet\.sign/);
    await expect(service.request('solana_unlistedMethod', {})).rejects.toThrow(/wallet\.sign/);
  });

  it('knows Solana addresses, its networks and their RPC', async () => {
    const { h, wallet } = await setup({ options: { networks: [testDevnet, devnet, { ...solanaDevnet, id: 'x', caipNetworkId: 'solana:x', rpcUrls: { default: { http: [] } } }], endpoints: { rpc: 'https://rpc.example' }, projectId: 'p1' } });
    const service = h.service(solanaService)!;
    expect(service.isAddress(wallet.address)).toBe(true);
    expect(service.isAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(false);
    expect(service.isAddress('11111111111111111111111111111111')).toBe(true);
    expect(service.isAddress('O0000000000000000000000000000000')).toBe(false);
    expect(service.networks().map((n) => n.caipNetworkId)).toEqual([devnet.caipNetworkId, 'solana:x']);
    expect(service.rpcUrl(service.network('x'))).toBe('https://rpc.example/v1/?chainId=solana:x&projectId=p1');
    expect(() => service.network('nope')).toThrow('Network not found');
  });
});
