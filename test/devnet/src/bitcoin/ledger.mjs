// An in-memory Bitcoin ledger (regtest by default, or testnet's parameters): a UTXO set, blocks mined one per accepted transaction, and full
// signature checks (p2wpkh, p2tr key path, p2pkh) with bitcoinjs-lib + @bitcoinerlab/secp256k1.
import * as ecc from '@bitcoinerlab/secp256k1';
import * as bitcoin from 'bitcoinjs-lib';
import { createHash } from 'node:crypto';

bitcoin.initEccLib(ecc);
export const network = bitcoin.networks.regtest;

/**
 * The networks a devnet ledger can stand for: bitcoinjs-lib's address parameters and the real genesis
 * block hash (its first 32 hex characters are the CAIP-2 reference, `bip122:<ref>`).
 */
export const NETWORKS = Object.freeze({
  regtest: { params: bitcoin.networks.regtest, genesis: '0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206' },
  testnet: { params: bitcoin.networks.testnet, genesis: '000000000933ea01ad0ee984209779baaec3ced90fa3f408719526f8d77f4943' },
});
/** @typedef {keyof typeof NETWORKS} NetworkName */

export class RejectError extends Error {}

/** @typedef {{ txid: string, vout: number, value: number, script: Buffer, address: string | null }} Utxo */
/** @typedef {{ txid: string, hex: string, tx: bitcoin.Transaction, height: number, time: number, fee: number, prevouts: (Utxo|null)[] }} TxRecord */

const key = (/** @type {string} */ txid, /** @type {number} */ vout) => `${txid}:${vout}`;
/** @param {NetworkName} [name] */
export function createLedger(name = 'regtest') {
  const { params: network, genesis } = NETWORKS[name];
  const addressOf = (/** @type {Buffer} */ script) => {
    try {
      return bitcoin.address.fromOutputScript(script, network);
    } catch {
      return null;
    }
  };
  /** @type {Map<string, Utxo>} */
  const utxos = new Map();
  /** @type {Map<string, string>} spent outpoint -> spending txid */
  const spent = new Map();
  /** @type {Map<string, TxRecord>} */
  const txs = new Map();
  /** @type {string[]} */
  const blockHashes = [genesis];
  /** @type {Map<string, string[]>} address -> txids */
  const byAddress = new Map();

  const mine = () => {
    const h = createHash('sha256').update(`${blockHashes[blockHashes.length - 1]}:${blockHashes.length}`).digest('hex');
    blockHashes.push(h);
    return blockHashes.length - 1;
  };
  /** @param {string} address @param {string} txid */
  const touch = (address, txid) => {
    const l = byAddress.get(address) ?? [];
    if (!l.includes(txid)) l.push(txid);
    byAddress.set(address, l);
  };

  /** @param {bitcoin.Transaction} tx @param {(Utxo|null)[]} prevouts @param {number} fee */
  const apply = (tx, prevouts, fee) => {
    const txid = tx.getId();
    const height = mine();
    prevouts.forEach((p, i) => {
      if (!p) return;
      utxos.delete(key(p.txid, p.vout));
      spent.set(key(p.txid, p.vout), txid);
      if (p.address) touch(p.address, txid);
      void i;
    });
    tx.outs.forEach((o, vout) => {
      const address = addressOf(Buffer.from(o.script));
      utxos.set(key(txid, vout), { txid, vout, value: Number(o.value), script: Buffer.from(o.script), address });
      if (address) touch(address, txid);
    });
    txs.set(txid, { txid, hex: tx.toHex(), tx, height, time: Math.floor(Date.now() / 1000), fee, prevouts });
    return txid;
  };

  return {
    network,
    caipNetworkId: `bip122:${genesis.slice(0, 32)}`,
    tipHeight: () => blockHashes.length - 1,
    tipHash: () => blockHashes[blockHashes.length - 1],
    /** @param {number} h */
    blockHash: (h) => blockHashes[h],
    /** Mints a coinbase-style transaction paying `sats` to `address` (the faucet). @param {string} address @param {number} sats */
    faucet(address, sats) {
      if (!Number.isSafeInteger(sats) || sats <= 0) throw new RejectError('amount must be a positive number of sats');
      const script = bitcoin.address.toOutputScript(address, network);
      const tx = new bitcoin.Transaction();
      tx.version = 2;
      const height = blockHashes.length;
      tx.addInput(Buffer.alloc(32), 0xffffffff, 0xffffffff, bitcoin.script.compile([bitcoin.script.number.encode(height), Buffer.from(`gangway-faucet-${height}`)]));
      tx.addOutput(script, BigInt(sats));
      return apply(tx, [null], 0);
    },
    /** Validates and applies a raw transaction; throws RejectError with a bitcoind-like reason. @param {string} hex */
    broadcast(hex) {
      let tx;
      try {
        tx = bitcoin.Transaction.fromHex(hex.trim());
      } catch (e) {
        throw new RejectError(`TX decode failed: ${e instanceof Error ? e.message : e}`);
      }
      if (txs.has(tx.getId())) throw new RejectError('txn-already-known');
      if (tx.isCoinbase()) throw new RejectError('bad-tx-coinbase');
      if (!tx.ins.length || !tx.outs.length) throw new RejectError('bad-txns-vin-or-vout-empty');
      const prevouts = tx.ins.map((input) => {
        const txid = Buffer.from(input.hash).reverse().toString('hex');
        const k = key(txid, input.index);
        if (spent.has(k)) throw new RejectError(`bad-txns-inputs-missingorspent (double spend of ${k}, already spent by ${spent.get(k)})`);
        const u = utxos.get(k);
        if (!u) throw new RejectError(`bad-txns-inputs-missingorspent (unknown input ${k})`);
        return u;
      });
      tx.ins.forEach((_, i) => {
        try {
          verifyInput(tx, i, prevouts);
        } catch (e) {
          if (e instanceof RejectError) throw e;
          throw new RejectError(`mandatory-script-verify-flag-failed (input ${i}: ${e instanceof Error ? e.message : e})`);
        }
      });
      const inSum = prevouts.reduce((s, p) => s + p.value, 0);
      const outSum = tx.outs.reduce((s, o) => s + Number(o.value), 0);
      if (outSum > inSum) throw new RejectError('bad-txns-in-belowout');
      return apply(tx, prevouts, inSum - outSum);
    },
    /** @param {string} address */
    utxosOf: (address) => [...utxos.values()].filter((u) => u.address === address),
    /** @param {string} address */
    txidsOf: (address) => [...(byAddress.get(address) ?? [])].reverse(),
    /** @param {string} txid */
    tx: (txid) => txs.get(txid),
    /** @param {string} txid @param {number} vout */
    spentBy: (txid, vout) => spent.get(key(txid, vout)),
    /** @param {string} txid @param {number} vout */
    output: (txid, vout) => {
      const t = txs.get(txid);
      const o = t?.tx.outs[vout];
      return o ? { txid, vout, value: Number(o.value), script: Buffer.from(o.script), address: addressOf(Buffer.from(o.script)) } : undefined;
    },
  };
}

/** @param {bitcoin.Transaction} tx @param {number} i @param {Utxo[]} prevouts */
function verifyInput(tx, i, prevouts) {
  const prev = prevouts[i];
  const input = tx.ins[i];
  const script = prev.script;
  const fail = (/** @type {string} */ why) => {
    throw new RejectError(`mandatory-script-verify-flag-failed (input ${i}: ${why})`);
  };
  const witness = input.witness.map((w) => Buffer.from(w));
  // p2wpkh: OP_0 <20 bytes>
  if (script.length === 22 && script[0] === 0x00 && script[1] === 0x14) {
    if (witness.length !== 2) fail('p2wpkh needs [signature, pubkey] witness');
    const [sigBuf, pubkey] = witness;
    if (!Buffer.from(bitcoin.crypto.hash160(pubkey)).equals(script.subarray(2))) fail('pubkey does not match the output');
    const { signature, hashType } = bitcoin.script.signature.decode(sigBuf);
    const p2pkh = bitcoin.payments.p2pkh({ hash: script.subarray(2) }).output;
    const hash = tx.hashForWitnessV0(i, /** @type {Uint8Array} */ (p2pkh), BigInt(prev.value), hashType);
    if (!ecc.verify(hash, pubkey, signature)) fail('Signature must be zero for failed CHECK(MULTI)SIG operation');
    return;
  }
  // p2tr key path: OP_1 <32 bytes>
  if (script.length === 34 && script[0] === 0x51 && script[1] === 0x20) {
    if (witness.length !== 1) fail('only taproot key-path spends are supported');
    const sig = witness[0];
    const hashType = sig.length === 65 ? sig[64] : bitcoin.Transaction.SIGHASH_DEFAULT;
    const hash = tx.hashForWitnessV1(i, prevouts.map((p) => p.script), prevouts.map((p) => BigInt(p.value)), hashType);
    if (!ecc.verifySchnorr(hash, script.subarray(2), sig.subarray(0, 64))) fail('Invalid Schnorr signature');
    return;
  }
  // p2pkh
  if (script.length === 25 && script[0] === 0x76 && script[1] === 0xa9) {
    const chunks = bitcoin.script.decompile(Buffer.from(input.script)) ?? [];
    if (chunks.length !== 2 || !Buffer.isBuffer(chunks[0]) && !(chunks[0] instanceof Uint8Array)) fail('p2pkh needs <sig> <pubkey>');
    const sigBuf = Buffer.from(/** @type {Uint8Array} */ (chunks[0]));
    const pubkey = Buffer.from(/** @type {Uint8Array} */ (chunks[1]));
    if (!Buffer.from(bitcoin.crypto.hash160(pubkey)).equals(script.subarray(3, 23))) fail('pubkey does not match the output');
    const { signature, hashType } = bitcoin.script.signature.decode(sigBuf);
    const hash = tx.hashForSignature(i, script, hashType);
    if (!ecc.verify(hash, pubkey, signature)) fail('Signature must be zero for failed CHECK(MULTI)SIG operation');
    return;
  }
  fail('unsupported output type (devnet verifies p2wpkh, p2tr key path and p2pkh)');
}
