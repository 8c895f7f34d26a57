// Bitcoin regtest stand-in: PSBT broadcast through the Esplora API; bad signatures and double spends rejected.
import * as ecc from '@bitcoinerlab/secp256k1';
import * as bitcoin from 'bitcoinjs-lib';
import { ECPairFactory } from 'ecpair';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bitcoinAccounts } from '../accounts.mjs';
import { freePort } from '../lib/ports.mjs';
import { startEsplora } from './server.mjs';

const ECPair = ECPairFactory(ecc);
const network = bitcoin.networks.regtest;
/** @type {Awaited<ReturnType<typeof startEsplora>>} */ let esplora;
const [alice, bob] = bitcoinAccounts;
const aliceKey = ECPair.fromPrivateKey(Buffer.from(alice.privateKey, 'hex'), { network });

beforeAll(async () => {
  esplora = await startEsplora({ host: '127.0.0.1', port: await freePort() });
});
afterAll(async () => esplora?.close());

const get = async (/** @type {string} */ p) => (await fetch(`${esplora.url}${p}`)).json();
const post = async (/** @type {string} */ hex) => {
  const r = await fetch(`${esplora.url}/tx`, { method: 'POST', body: hex });
  return { status: r.status, text: await r.text() };
};

/** Builds and signs a PSBT spending one utxo of alice to bob (change back to alice). @param {{txid: string, vout: number, value: number}} utxo @param {number} amount */
function signedSpend(utxo, amount) {
  const psbt = new bitcoin.Psbt({ network });
  const script = bitcoin.address.toOutputScript(alice.address, network);
  psbt.addInput({ hash: utxo.txid, index: utxo.vout, witnessUtxo: { script, value: BigInt(utxo.value) } });
  psbt.addOutput({ address: bob.address, value: BigInt(amount) });
  psbt.addOutput({ address: alice.address, value: BigInt(utxo.value - amount - 500) });
  psbt.signInput(0, { publicKey: Buffer.from(aliceKey.publicKey), sign: (h) => Buffer.from(aliceKey.sign(h)) });
  psbt.finalizeAllInputs();
  return psbt.extractTransaction();
}

describe('Bitcoin Esplora stand-in', () => {
  it('serves tip height, fee estimates and funded test addresses', async () => {
    expect(Number(await (await fetch(`${esplora.url}/blocks/tip/height`)).text())).toBeGreaterThan(0);
    expect((await get('/fee-estimates'))['1']).toBeGreaterThan(0);
    const utxos = await get(`/address/${alice.address}/utxo`);
    expect(utxos.map((/** @type {any} */ u) => u.value).sort()).toEqual([100_000_000, 50_000_000].sort());
    expect((await get(`/address/${alice.address}`)).chain_stats.funded_txo_sum).toBe(150_000_000);
  });

  it('broadcasts a signed PSBT, rejects a tampered signature and a double spend', async () => {
    const [utxo] = await get(`/address/${alice.address}/utxo`);
    const tx = signedSpend(utxo, 10_000_000);

    // Bad signature: change the output amount after signing.
    const tampered = bitcoin.Transaction.fromHex(tx.toHex());
    tampered.outs[0].value = 20_000_000n;
    const bad = await post(tampered.toHex());
    expect(bad.status, bad.text).toBe(400);
    expect(bad.text).toMatch(/mandatory-script-verify-flag-failed/);

    const ok = await post(tx.toHex());
    expect(ok.status).toBe(200);
    expect(ok.text).toBe(tx.getId());
    expect((await get(`/tx/${tx.getId()}`)).status.confirmed).toBe(true);
    expect(await (await fetch(`${esplora.url}/tx/${tx.getId()}/hex`)).text()).toBe(tx.toHex());
    expect((await get(`/address/${bob.address}/utxo`)).some((/** @type {any} */ u) => u.txid === tx.getId() && u.value === 10_000_000)).toBe(true);

    // Double spend: another transaction spending the same outpoint.
    const conflict = signedSpend(utxo, 5_000_000);
    const dbl = await post(conflict.toHex());
    expect(dbl.status).toBe(400);
    expect(dbl.text).toMatch(/missingorspent/);
  });

  it('funds any address from the faucet', async () => {
    const r = await fetch(`${esplora.url}/__admin/faucet`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ address: bitcoinAccounts[2].address, amount: 12345 }) });
    const { txid } = await r.json();
    expect((await get(`/address/${bitcoinAccounts[2].address}/utxo`)).some((/** @type {any} */ u) => u.txid === txid && u.value === 12345)).toBe(true);
  });
});

describe('a second network with testnet parameters', () => {
  /** @type {Awaited<ReturnType<typeof startEsplora>>} */ let testnet;
  const tn = bitcoin.networks.testnet;
  const aliceTb = /** @type {string} */ (bitcoin.payments.p2wpkh({ pubkey: Buffer.from(alice.publicKey, 'hex'), network: tn }).address);
  beforeAll(async () => {
    testnet = await startEsplora({ host: '127.0.0.1', port: await freePort(), network: 'testnet' });
  });
  afterAll(async () => testnet?.close());
  const at = async (/** @type {string} */ p) => (await fetch(`${testnet.url}${p}`)).json();

  it('is testnet: its genesis block (CAIP-2 id) and tb1 addresses, the test keys funded there', async () => {
    expect(esplora.caipNetworkId).toBe('bip122:0f9188f13cb7b2c71f2a335e3a4fc328');
    expect(testnet.caipNetworkId).toBe('bip122:000000000933ea01ad0ee984209779ba');
    expect(await (await fetch(`${testnet.url}/block-height/0`)).text()).toBe('000000000933ea01ad0ee984209779baaec3ced90fa3f408719526f8d77f4943');
    expect(aliceTb).toMatch(/^tb1q/);
    expect((await at(`/address/${aliceTb}`)).chain_stats.funded_txo_sum).toBe(150_000_000);
    // The regtest address of the same key holds nothing here: each network keeps its own ledger.
    expect(await at(`/address/${alice.address}/utxo`)).toEqual([]);
  });

  it('its faucet takes testnet addresses and refuses regtest ones', async () => {
    const bad = await fetch(`${testnet.url}/faucet`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ address: alice.address, amount: 1000 }) });
    expect(bad.status).toBe(400);
    const ok = await fetch(`${testnet.url}/faucet`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ address: aliceTb, amount: 1000 }) });
    const { txid } = await ok.json();
    expect((await at(`/address/${aliceTb}/utxo`)).some((/** @type {any} */ u) => u.txid === txid && u.value === 1000)).toBe(true);
  });
});
