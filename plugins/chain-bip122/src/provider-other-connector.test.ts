// @vitest-environment happy-dom
// The host's bip122 provider when another connector holds the Bitcoin session (WalletConnect's bip122
// namespace): chain-bip122 answers getProvider before that connector's bare request passthrough, so
// the host (and the bitcoin adapter) gets signMessage / signPsbt / sendTransfer with every signature
// checked, the wallet being asked through the request hook in the WalletConnect bip122 shapes.
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as bitcoin from 'bitcoinjs-lib';
import { base64 } from '@scure/base';
import { createPluginHarness } from '@gangway/kernel/testing';
import { testDevnet } from '@gangway/lib-wallet/testing';
import type { Network } from '@gangway/kernel';
import { verifySimple } from './bip322';
import { fakeEsplora, FakeBitcoinWallet } from './fake-wallet.test-util';
import { chainBip122Manifest } from './manifest';
import { bitcoinRegtest, type BitcoinProvider } from './public';

const regtest: Network = { ...bitcoinRegtest, rpcUrls: { default: { http: ['http://esplora.test'] } } };
const WC = 'walletConnect';
const cleanups: (() => void)[] = [];
afterEach(() => { for (const c of cleanups.splice(0)) c(); vi.unstubAllGlobals(); });

/** The fake connector's wallet: the WalletConnect bip122 methods, answered with the fake wallet's key. */
async function answer(key: FakeBitcoinWallet, method: string, raw: unknown, asked: { method: string; params: unknown }[]) {
  asked.push({ method, params: raw });
  const params = raw as { message: string; psbt: string; signInputs: { index: number }[] };
  const [payment] = key.accountList();
  if (method === 'signMessage') {
    const [out] = await key.features['bitcoin:signMessage'].signMessage({ account: payment as never, message: new TextEncoder().encode(params.message) });
    return { address: payment.address, signature: base64.encode(out.signature) };
  }
  if (method === 'signPsbt') {
    const indexes = params.signInputs.map((i) => i.index);
    const [out] = await key.features['bitcoin:signTransaction'].signTransaction({ psbt: base64.decode(params.psbt), inputsToSign: [{ account: payment as never, signingIndexes: indexes }] });
    return { psbt: base64.encode(out.signedPsbt) };
  }
  throw new Error(`unsupported ${method}`);
}

async function setup() {
  const key = new FakeBitcoinWallet('WalletConnect peer', 9);
  const esplora = fakeEsplora({ [key.payment]: [{ txid: 'ab'.repeat(32), vout: 0, value: 100_000_000, status: { confirmed: true } }] });
  vi.stubGlobal('fetch', esplora.fetch);
  const h = createPluginHarness(chainBip122Manifest, { options: { networks: [testDevnet, regtest] } });
  cleanups.push(() => h.gangway.destroy());
  const asked: { method: string; params: unknown }[] = [];
  // A WalletConnect-like connector, tapped before chain-bip122 activates (as a plugin activated
  // earlier would be): it connects bip122, answers its requests, and gives a bare passthrough provider.
  h.kernel.hooks.connect.tapPromise('fake-wc', async (ctx) => (ctx.connectorId === WC ? { namespace: 'bip122', address: key.payment, chainId: String(regtest.id), wallet: { name: 'Peer', type: 'WALLET_CONNECT' } } : undefined));
  h.kernel.hooks.request.for('bip122').tapPromise('fake-wc', async ({ method, params }) => answer(key, method, params, asked));
  h.kernel.hooks.getProvider.for('bip122').tapPromise('fake-wc', async () => ({ namespace: 'bip122', request: async () => 'passthrough' }));
  expect(await h.activate()).toBe(true);
  const provider = async () => (await h.kernel.hooks.getProvider.for('bip122').promise({ namespace: 'bip122' })) as BitcoinProvider;
  return { h, key, esplora, asked, provider };
}

describe('the bip122 provider over another connector', () => {
  it('is chain-bip122\'s once that connector holds the session: messages signed through it are verified (BIP-322)', async () => {
    const { h, key, asked, provider } = await setup();
    // Not connected: the connector's own answer stands (nothing to wrap).
    expect(await (await provider()).request({ method: 'x' })).toBe('passthrough');
    await h.kernel.connect({ connectorId: WC });
    const p = await provider();
    expect(p.wallet).toBeNull();
    expect(await p.getAddresses()).toEqual([{ address: key.payment, purpose: 'payment' }]);
    const signed = await p.signMessage({ message: 'over the session' });
    expect(signed.address).toBe(key.payment);
    expect(verifySimple(new TextEncoder().encode('over the session'), bitcoin.address.toOutputScript(key.payment, bitcoin.networks.regtest), signed.signature)).toBe(true);
    // The WalletConnect bip122 request the wallet got: its method name and params.
    expect(asked[0]).toEqual({ method: 'signMessage', params: { message: 'over the session', address: key.payment, protocol: 'bip322' } });
    // request() with the WalletConnect names goes through the same checks.
    await expect(p.request({ method: 'signMessage', params: { message: 'again' } })).resolves.toMatchObject({ address: key.payment });
  });

  it('refuses a signature that does not verify for the session\'s address', async () => {
    const { h, key, provider } = await setup();
    await h.kernel.connect({ connectorId: WC });
    key.wrongSignature = true;
    await expect((await provider()).signMessage({ message: 'hello' })).rejects.toThrow('Invalid wallet response to signMessage: The signature does not match the address');
  });

  it('sends a transfer: the wallet signs the PSBT through the session, the widget broadcasts it', async () => {
    const { h, esplora, asked, provider } = await setup();
    await h.kernel.connect({ connectorId: WC });
    const receiver = new FakeBitcoinWallet('r', 5).payment;
    const { txid } = await (await provider()).sendTransfer({ recipientAddress: receiver, amount: '25000000' });
    expect(asked.map((a) => a.method)).toEqual(['signPsbt']);
    expect(asked[0].params).toMatchObject({ broadcast: false, signInputs: [{ index: 0 }] });
    expect(esplora.broadcasts).toHaveLength(1);
    expect(bitcoin.Transaction.fromHex(esplora.broadcasts[0]).getId()).toBe(txid);
  });

  it('ends with the session: no provider of chain-bip122 after the disconnect', async () => {
    const { h, provider } = await setup();
    await h.kernel.connect({ connectorId: WC });
    expect(typeof (await provider()).signMessage).toBe('function');
    await h.kernel.disconnect('bip122');
    expect(await (await provider()).request({ method: 'x' })).toBe('passthrough');
  });
});
