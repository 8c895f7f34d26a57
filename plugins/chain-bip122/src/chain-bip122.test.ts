// @vitest-environment happy-dom
// The Bitcoin family through the kernel's harness: Wallet Standard discovery (lists, bad
// registrations, the impostor rule), the connector's hooks, validated wallet answers, and the service
// (Esplora balances, BIP-322 signing, PSBT signing and transfers) against a fake Esplora.
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as bitcoin from 'bitcoinjs-lib';
import { createPluginHarness } from '@gangway/kernel/testing';
import { testDevnet } from '@gangway/lib-wallet/testing';
import type { Network } from '@gangway/kernel';
import { connectorIdOf } from './discovery';
import { fakeEsplora, FakeBitcoinWallet, ICON, registerWallet } from './fake-wallet.test-util';
import { chainBip122Manifest } from './manifest';
import { bitcoinRegtest, bitcoinTestnet, bitcoinService, type BitcoinProvider } from './public';
import { verifySimple } from './bip322';

const ESPLORA = 'http://esplora.test';
const regtest: Network = { ...bitcoinRegtest, rpcUrls: { default: { http: [ESPLORA] } } };
const testnet: Network = { ...bitcoinTestnet, rpcUrls: { default: { http: ['http://esplora2.test'] } } };
const ID = connectorIdOf('Fake Bitcoin');
const TXID = 'ab'.repeat(32);
const cleanups: (() => void)[] = [];
afterEach(() => { for (const c of cleanups.splice(0)) c(); vi.unstubAllGlobals(); });

async function setup(opts: { wallet?: FakeBitcoinWallet; options?: Record<string, unknown>; register?: boolean; utxos?: Record<string, unknown> } = {}) {
  const wallet = opts.wallet ?? new FakeBitcoinWallet();
  const esplora = fakeEsplora(opts.utxos ?? { [wallet.payment]: [{ txid: TXID, vout: 0, value: 100_000_000, status: { confirmed: true } }, { txid: 'cd'.repeat(32), vout: 1, value: 50_000, status: { confirmed: false } }] });
  vi.stubGlobal('fetch', esplora.fetch);
  if (opts.register !== false) cleanups.push(registerWallet(wallet));
  const h = createPluginHarness(chainBip122Manifest, { options: { networks: [testDevnet, regtest], ...opts.options } });
  cleanups.push(() => h.gangway.destroy());
  const active = await h.activate();
  const errors: unknown[] = [];
  h.kernel.hooks.error.tap('test', ({ error }) => { errors.push(error); });
  const state = () => h.kernel.store.getState();
  const account = () => state().chains.bip122!.account;
  const provider = async () => (await h.kernel.hooks.getProvider.for('bip122').promise({ namespace: 'bip122' })) as BitcoinProvider;
  return { h, wallet, state, account, errors, active, esplora, provider, connect: () => h.kernel.connect({ connectorId: ID }) };
}

describe('switch', () => {
  it('is on when the host configures a Bitcoin network, and never loads otherwise', async () => {
    expect((await setup()).active).toBe(true);
    const h = createPluginHarness(chainBip122Manifest, { options: { networks: [testDevnet] } });
    cleanups.push(() => h.gangway.destroy());
    expect(await h.activate()).toBe(false);
    expect(h.kernel.store.getState().plugins['chain-bip122'].status).toBe('disabled');
  });
});

describe('discovery', () => {
  it('lists Wallet Standard Bitcoin wallets as ConnectingExternal connectors', async () => {
    const { state } = await setup();
    expect(state().connectors).toEqual([{ id: ID, name: 'Fake Bitcoin', chain: 'bip122', type: 'ANNOUNCED', imageUrl: ICON, pluginId: 'chain-bip122', view: 'ConnectingExternal' }]);
  });

  it('ignores malformed registrations and wallets without a Bitcoin chain', async () => {
    cleanups.push(
      registerWallet({ name: '', icon: ICON, chains: ['bitcoin:regtest'], features: { 'bitcoin:connect': { connect: async () => ({}) } }, accounts: [] }),
      registerWallet({ name: 'Solana only', icon: ICON, chains: ['solana:devnet'], features: { 'standard:connect': { connect: async () => ({}) } }, accounts: [] }),
      registerWallet({ name: 'No connect', icon: ICON, chains: ['bitcoin:regtest'], features: {}, accounts: [] }),
    );
    const { state } = await setup({ register: false });
    expect(state().connectors).toEqual([]);
    cleanups.push(registerWallet(new FakeBitcoinWallet('Late')));
    expect(state().connectors.map((c) => c.name)).toEqual(['Late']);
  });

  it('applies include, exclude and featured (by id or name)', async () => {
    cleanups.push(registerWallet(new FakeBitcoinWallet('Other', 8)));
    const featured = await setup({ options: { featuredWalletIds: ['Other'] } });
    expect(featured.state().connectors.map((c) => c.name)).toEqual(['Other', 'Fake Bitcoin']);
    cleanups.splice(0).forEach((c) => c());
    cleanups.push(registerWallet(new FakeBitcoinWallet('Other', 8)));
    const excluded = await setup({ options: { excludeWalletIds: [ID] } });
    expect(excluded.state().connectors.map((c) => c.name)).toEqual(['Other']);
    cleanups.splice(0).forEach((c) => c());
    cleanups.push(registerWallet(new FakeBitcoinWallet('Other', 8)));
    const included = await setup({ options: { includeWalletIds: ['other'] } });
    expect(included.state().connectors.map((c) => c.name)).toEqual(['Other']);
  });
});

describe('connection', () => {
  it('connects the payment address on regtest, with both addresses and their account types', async () => {
    const { connect, account, state, wallet } = await setup();
    await connect();
    expect(wallet.calls[0]).toEqual({ method: 'bitcoin:connect', input: { purposes: ['payment', 'ordinals'] } });
    expect(account()).toMatchObject({ status: 'connected', address: wallet.payment, caipAddress: `${regtest.caipNetworkId}:${wallet.payment}`, connectorId: ID });
    expect(state().activeChain).toBe('bip122');
    expect(state().chains.bip122!.network.caipNetwork?.caipNetworkId).toBe(regtest.caipNetworkId);
    // Spec §4: payment is the Bitcoin default account type.
    expect(account().allAccounts).toEqual([
      { address: wallet.payment, type: 'payment', namespace: 'bip122' },
      { address: wallet.ordinals, type: 'ordinal', namespace: 'bip122' },
    ]);
  });

  it('the host\'s default account type ordinal makes the taproot address the session\'s', async () => {
    const { connect, account, wallet } = await setup({ options: { defaultAccountTypes: { bip122: 'ordinal' } } });
    await connect();
    expect(account().address).toBe(wallet.ordinals);
  });

  for (const [what, bad] of [['a malformed address', 'bcrt1qnot-an-address'], ['a mainnet address on regtest', 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'], ['a testnet base58 address with a bad checksum', 'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfm']] as const) {
    it(`${what} from the wallet is the wallet-answer error, and nothing changes`, async () => {
      const wallet = new FakeBitcoinWallet();
      wallet.badAddress = bad;
      const { connect, account } = await setup({ wallet });
      await expect(connect()).rejects.toThrow('Invalid wallet response to bitcoin:connect: Expected a Bitcoin address');
      expect(account().status).toBe('disconnected');
    });
  }

  it('follows account changes; a malformed change is reported and changes nothing; no account disconnects', async () => {
    const { connect, account, wallet, errors } = await setup();
    await connect();
    const other = new FakeBitcoinWallet('x', 9);
    wallet.emitAccounts(other.accountList());
    expect(account().address).toBe(other.payment);
    wallet.emitAccounts([{ address: 'bad!', publicKey: new Uint8Array(), chains: ['bitcoin:regtest'], features: [] }]);
    expect(account().address).toBe(other.payment);
    expect(String(errors.at(-1))).toContain('Invalid wallet response to standard:events');
    wallet.emitAccounts([]);
    await expect.poll(() => account().status).toBe('disconnected');
  });

  it('a second wallet registering under the same name cannot take over the live session', async () => {
    const { h, connect, account, wallet, provider } = await setup();
    const events: string[] = [];
    h.gangway.subscribeEvents((e) => { events.push(e.type); });
    await connect();
    const impostor = new FakeBitcoinWallet('Fake Bitcoin', 42);
    cleanups.push(registerWallet(impostor));
    const signed = await (await provider()).signMessage({ message: 'hi' });
    expect(signed.address).toBe(wallet.payment);
    expect(impostor.calls).toEqual([]);
    expect(account().address).toBe(wallet.payment);
    expect(events).toContain('WALLET_ANNOUNCEMENT_IGNORED');
    await h.kernel.disconnect('bip122');
    cleanups.push(registerWallet(new FakeBitcoinWallet('Fake Bitcoin', 43)));
    expect(h.kernel.store.getState().connectors.filter((c) => c.id === ID)).toHaveLength(1);
  });

  it('restores a stored session silently; a wallet that no longer grants the site ends it', async () => {
    const wallet = new FakeBitcoinWallet();
    cleanups.push(registerWallet(wallet));
    const storage = { '@gangway/connectionStatus': JSON.stringify({ bip122: 'connected' }), '@gangway/connectorIds': JSON.stringify({ bip122: ID }) };
    const h = createPluginHarness(chainBip122Manifest, { options: { networks: [testDevnet, regtest] }, storage });
    cleanups.push(() => h.gangway.destroy());
    await expect.poll(() => h.kernel.store.getState().chains.bip122?.account.status).toBe('connected');
    expect(wallet.calls[0]).toEqual({ method: 'standard:connect', input: { silent: true } });
    expect(h.kernel.store.getState().chains.bip122?.account.address).toBe(wallet.payment);

    const revoked = new FakeBitcoinWallet('Revoked', 11);
    revoked.grants = false;
    cleanups.push(registerWallet(revoked));
    const stored = { '@gangway/connectionStatus': JSON.stringify({ bip122: 'connected' }), '@gangway/connectorIds': JSON.stringify({ bip122: connectorIdOf('Revoked') }) };
    const h2 = createPluginHarness(chainBip122Manifest, { options: { networks: [testDevnet, regtest] }, storage: stored });
    cleanups.push(() => h2.gangway.destroy());
    await expect.poll(() => revoked.calls.length).toBe(1);
    await expect.poll(() => h2.kernel.store.getState().chains.bip122?.account.status).toBe('disconnected');
  });

  it('disconnect asks the wallet to disconnect and clears the namespace; no provider afterwards', async () => {
    const { h, connect, account, wallet, provider } = await setup();
    await connect();
    expect(await provider()).toBeDefined();
    await h.kernel.disconnect('bip122');
    expect(account().status).toBe('disconnected');
    expect(wallet.calls.at(-1)?.method).toBe('disconnect');
    expect(await provider()).toBeUndefined();
  });
});

describe('network switch', () => {
  it("a wallet with accounts on both networks: the session's address, addresses and requests follow the switch", async () => {
    const wallet = new FakeBitcoinWallet();
    wallet.testnet = true;
    const { h, connect, account, state, provider } = await setup({ wallet, options: { networks: [testDevnet, regtest, testnet] } });
    await connect();
    expect(account().address).toBe(wallet.payment);
    const [, , tbPay, tbOrd] = wallet.accountList().map((a) => a.address);
    expect(tbPay).toMatch(/^tb1q/);
    const seen: string[] = [];
    h.kernel.hooks.accountChanged.tap('test', ({ caipAddress }) => { seen.push(String(caipAddress)); });
    await h.gangway.switchNetwork(testnet.caipNetworkId);
    expect(state().chains.bip122!.network.caipNetwork?.caipNetworkId).toBe(testnet.caipNetworkId);
    expect(account()).toMatchObject({ status: 'connected', address: tbPay, caipAddress: `${testnet.caipNetworkId}:${tbPay}` });
    expect(account().allAccounts).toEqual([{ address: tbPay, type: 'payment', namespace: 'bip122' }, { address: tbOrd, type: 'ordinal', namespace: 'bip122' }]);
    // The address change is announced with the new network's CAIP address, never a mix of the two.
    expect(seen).toEqual([`${testnet.caipNetworkId}:${tbPay}`]);
    // Requests go out with the testnet account: a BIP-322 signature by the tb1 address.
    const { address, signature } = await (await provider()).signMessage({ message: 'on testnet' });
    expect(address).toBe(tbPay);
    expect(verifySimple(new TextEncoder().encode('on testnet'), bitcoin.address.toOutputScript(tbPay, bitcoin.networks.testnet), signature)).toBe(true);
    await h.gangway.switchNetwork(regtest.caipNetworkId);
    expect(account().address).toBe(wallet.payment);
  });

  it("a wallet with no address on the network: 'Chain is not supported', the session stays where it was", async () => {
    const { h, connect, account, state, wallet } = await setup({ options: { networks: [testDevnet, regtest, testnet] } });
    await connect();
    await expect(h.gangway.switchNetwork(testnet.caipNetworkId)).rejects.toThrow('Chain is not supported');
    expect(state().chains.bip122!.network.caipNetwork?.caipNetworkId).toBe(regtest.caipNetworkId);
    expect(account()).toMatchObject({ status: 'connected', address: wallet.payment });
  });
});

describe('service', () => {
  it('reads the balance from the UTXO set (confirmed and unconfirmed)', async () => {
    const { h, wallet } = await setup();
    const service = h.service(bitcoinService)!;
    expect(await service.getBalance(wallet.payment)).toBe(100_050_000n);
    expect(await service.getBalances(wallet.payment)).toEqual([{ name: 'Bitcoin', symbol: 'BTC', chainId: regtest.caipNetworkId, price: 0, iconUrl: '', quantity: { decimals: '8', numeric: '1.0005' } }]);
    const empty = new FakeBitcoinWallet('e', 3);
    expect(await service.getBalances(empty.payment)).toMatchObject([{ quantity: { numeric: '0' } }]);
  });

  for (const [what, answer] of [
    ['a non-array', { utxos: [] }],
    ['a negative value', [{ txid: TXID, vout: 0, value: -5 }]],
    ['a bad txid', [{ txid: 'xyz', vout: 0, value: 5 }]],
    ['an HTTP error', new Response('boom', { status: 500 })],
    ['a body that is not JSON', new Response('<html>', { status: 200 })],
  ] as const) {
    it(`an Esplora answer with ${what} is 'Token Balance Unavailable'`, async () => {
      const wallet = new FakeBitcoinWallet();
      const { h } = await setup({ wallet, utxos: { [wallet.payment]: answer } });
      await expect(h.service(bitcoinService)!.getBalance(wallet.payment)).rejects.toThrow('Token Balance Unavailable');
    });
  }

  it('refuses addresses of other networks before asking Esplora', async () => {
    const { h, esplora } = await setup();
    const service = h.service(bitcoinService)!;
    expect(service.isAddress('bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l')).toBe(false);
    expect(service.isAddress('bcrt1q8r4gfredht36kv6vwyyc7q0wr8t8gca5me0s7k')).toBe(true);
    await expect(service.getBalance('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).rejects.toThrow('Invalid Bitcoin address 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
    expect(esplora.broadcasts).toEqual([]);
    expect(() => service.network('nope')).toThrow('Network not found');
  });

  it('signs a message (BIP-322) for the payment and the ordinals address; a signature that does not verify is refused', async () => {
    const { h, connect, wallet, provider } = await setup();
    await connect();
    const service = h.service(bitcoinService)!;
    const sig = await service.signMessage('hello');
    expect(verifySimple(new TextEncoder().encode('hello'), bitcoin.address.toOutputScript(wallet.payment, bitcoin.networks.regtest), sig)).toBe(true);
    expect(await service.verifyMessage('hello', wallet.payment, sig)).toBe(true);
    const taproot = await (await provider()).signMessage({ message: 'inscribed', address: wallet.ordinals });
    expect(await service.verifyMessage('inscribed', wallet.ordinals, taproot.signature)).toBe(true);
    wallet.wrongSignature = true;
    await expect(service.signMessage('hello')).rejects.toThrow('Invalid wallet response to signMessage: The signature does not match the address');
  });

  it('needs wallet.sign from its caller to sign or send', async () => {
    const { h, connect } = await setup();
    await connect();
    const service = h.service(bitcoinService, { permissions: [] })!;
    await expect(service.signMessage('hello')).rejects.toThrow(/wallet\.sign/);
    await expect(service.sendTransfer({ to: new FakeBitcoinWallet('r', 5).payment, amount: 10_000n })).rejects.toThrow(/wallet\.sign/);
    // The raw request too, for the signing names and for any method nobody listed as a read.
    await expect(service.request('signPsbt', { psbt: '' })).rejects.toThrow(/wallet\.sign/);
    await expect(service.request('getAddresses', {})).rejects.toThrow(/wallet\.sign/);
  });

  it('sends a transfer: the PSBT pays the receiver, change returns, the wallet signs, Esplora gets a valid transaction', async () => {
    const { connect, wallet, esplora, provider } = await setup();
    await connect();
    const receiver = new FakeBitcoinWallet('r', 5).payment;
    const { txid } = await (await provider()).sendTransfer({ recipientAddress: receiver, amount: '25000000' });
    expect(esplora.broadcasts).toHaveLength(1);
    const tx = bitcoin.Transaction.fromHex(esplora.broadcasts[0]);
    expect(tx.getId()).toBe(txid);
    const outs = tx.outs.map((o) => ({ address: bitcoin.address.fromOutputScript(o.script, bitcoin.networks.regtest), value: o.value }));
    expect(outs[0]).toEqual({ address: receiver, value: 25_000_000n });
    expect(outs[1].address).toBe(wallet.payment);
    // One input (the largest UTXO) at 5 sat/vB for the 6-block target: fee = ceil(140.5 vB × 5).
    expect(tx.ins).toHaveLength(1);
    expect(100_000_000n - 25_000_000n - outs[1].value).toBe(703n);
    expect(tx.ins[0].witness).toHaveLength(2);
  });

  it('refuses a transfer above the balance, to a bad address, and a PSBT the wallet changed', async () => {
    const { connect, wallet, esplora, provider } = await setup();
    await connect();
    const p = await provider();
    const receiver = new FakeBitcoinWallet('r', 5).payment;
    await expect(p.sendTransfer({ recipientAddress: receiver, amount: '200000000' })).rejects.toThrow('Insufficient balance');
    await expect(p.sendTransfer({ recipientAddress: 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l', amount: '1000' })).rejects.toThrow('Invalid Bitcoin address');
    wallet.tamperPsbt = true;
    await expect(p.sendTransfer({ recipientAddress: receiver, amount: '10000' })).rejects.toThrow('Invalid wallet response to signPsbt: The signed PSBT is not the requested transaction');
    expect(esplora.broadcasts).toEqual([]);
  });

  it('a rejected broadcast carries the node\'s reason', async () => {
    const wallet = new FakeBitcoinWallet();
    const esplora = fakeEsplora({ [wallet.payment]: [{ txid: TXID, vout: 0, value: 100_000, status: { confirmed: true } }] }, { broadcast: () => new Response('sendrawtransaction RPC error: bad-txns-inputs-missingorspent', { status: 400 }) });
    const { connect, provider } = await setup({ wallet });
    vi.stubGlobal('fetch', esplora.fetch);
    await connect();
    await expect((await provider()).sendTransfer({ recipientAddress: new FakeBitcoinWallet('r', 5).payment, amount: '10000' })).rejects.toThrow('Transaction rejected: sendrawtransaction RPC error: bad-txns-inputs-missingorspent');
  });
});
