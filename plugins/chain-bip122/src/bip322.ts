/**
 * BIP-322 "simple" message signatures, built with bitcoinjs-lib: the virtual `to_spend` transaction
 * commits to the message hash and pays the address's output script; the virtual `to_sign` spends it
 * to OP_RETURN; the signature is `to_sign`'s input witness, consensus-encoded and base64'd.
 * A "full" signature is the whole signed `to_sign`, consensus-encoded and base64'd (for addresses
 * whose spend needs a scriptSig: p2pkh, p2sh-p2wpkh). Signing covers p2wpkh and p2tr (simple);
 * verifying, both formats for p2wpkh, p2tr key path, p2sh-p2wpkh and p2pkh (bip322-spend.ts).
 * Part of the `bitcoin-sdk` chunk.
 */
import * as bitcoin from 'bitcoinjs-lib';
import * as ecc from '@bitcoinerlab/secp256k1';
import { sha256 } from '@noble/hashes/sha2.js';
import { base64 } from '@scure/base';
import { isP2tr, isP2wpkh, verifySpend } from './bip322-spend';

bitcoin.initEccLib(ecc);

const TAG = sha256(new TextEncoder().encode('BIP0322-signed-message'));

/** The message's tagged hash (BIP-340 style, tag 'BIP0322-signed-message'). */
export function messageHash(message: Uint8Array): Uint8Array {
  const buf = new Uint8Array(64 + message.length);
  buf.set(TAG, 0);
  buf.set(TAG, 32);
  buf.set(message, 64);
  return sha256(buf);
}

/** to_spend: version 0, one input (null outpoint, scriptSig OP_0 <hash>, sequence 0), one 0-value output to the address. */
export function toSpend(message: Uint8Array, outputScript: Uint8Array): bitcoin.Transaction {
  const tx = new bitcoin.Transaction();
  tx.version = 0;
  tx.locktime = 0;
  tx.addInput(new Uint8Array(32), 0xffffffff, 0, bitcoin.script.compile([bitcoin.opcodes.OP_0, messageHash(message)]));
  tx.addOutput(outputScript, 0n);
  return tx;
}

/** to_sign: version 0, spends to_spend:0 (sequence 0), one 0-value OP_RETURN output. */
export function toSign(spend: bitcoin.Transaction): bitcoin.Transaction {
  const tx = new bitcoin.Transaction();
  tx.version = 0;
  tx.locktime = 0;
  tx.addInput(spend.getHash(), 0, 0);
  tx.addOutput(bitcoin.script.compile([bitcoin.opcodes.OP_RETURN]), 0n);
  return tx;
}

/** The digest the witness signs, for the address's output script. */
export function sighash(message: Uint8Array, outputScript: Uint8Array, hashType: number): Uint8Array {
  const spend = toSpend(message, outputScript);
  const sign = toSign(spend);
  if (isP2wpkh(outputScript)) {
    const scriptCode = bitcoin.payments.p2pkh({ hash: outputScript.subarray(2) }).output!;
    return sign.hashForWitnessV0(0, scriptCode, 0n, hashType);
  }
  if (isP2tr(outputScript)) return sign.hashForWitnessV1(0, [outputScript], [0n], hashType);
  throw new Error('BIP-322: only p2wpkh and p2tr addresses are supported');
}

// Consensus encoding of a witness stack: compact-size count, then each item with its compact-size length.
function compactSize(n: number): number[] {
  if (n < 0xfd) return [n];
  if (n <= 0xffff) return [0xfd, n & 0xff, n >> 8];
  return [0xfe, n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, (n >>> 24) & 0xff];
}

export function encodeWitness(items: readonly Uint8Array[]): string {
  const out: number[] = [...compactSize(items.length)];
  for (const item of items) out.push(...compactSize(item.length), ...item);
  return base64.encode(Uint8Array.from(out));
}

/** The witness stack of a simple signature, or undefined when it is not one (bad base64, lengths, trailing bytes). */
export function decodeWitness(signature: string): Uint8Array[] | undefined {
  let bytes: Uint8Array;
  try { bytes = base64.decode(signature); } catch { return undefined; }
  let at = 0;
  const size = (): number | undefined => {
    const first = bytes[at++];
    if (first === undefined) return undefined;
    if (first < 0xfd) return first;
    if (first === 0xfd) { const v = bytes[at] | (bytes[at + 1] << 8); at += 2; return at <= bytes.length ? v : undefined; }
    return undefined; // items of 64 KB and more are no signature
  };
  const count = size();
  if (count === undefined || count === 0 || count > 16) return undefined;
  const items: Uint8Array[] = [];
  for (let i = 0; i < count; i++) {
    const len = size();
    if (len === undefined || at + len > bytes.length) return undefined;
    items.push(bytes.slice(at, at + len));
    at += len;
  }
  return at === bytes.length ? items : undefined;
}

/** A key that signs digests: ECDSA (64-byte compact) for p2wpkh, or Schnorr with the tweaked key for p2tr. */
export interface MessageSigner {
  publicKey: Uint8Array;
  sign?(hash: Uint8Array): Uint8Array;
  signSchnorr?(hash: Uint8Array): Uint8Array;
}

/** Signs `message` for the address's output script; the base64 simple signature. */
export function signSimple(message: Uint8Array, outputScript: Uint8Array, signer: MessageSigner): string {
  if (isP2wpkh(outputScript)) {
    const hash = sighash(message, outputScript, bitcoin.Transaction.SIGHASH_ALL);
    const sig = bitcoin.script.signature.encode(signer.sign!(hash), bitcoin.Transaction.SIGHASH_ALL);
    return encodeWitness([sig, signer.publicKey]);
  }
  const hash = sighash(message, outputScript, bitcoin.Transaction.SIGHASH_DEFAULT);
  return encodeWitness([signer.signSchnorr!(hash)]);
}

/** Checks a simple signature of `message` against the address's output script. */
export function verifySimple(message: Uint8Array, outputScript: Uint8Array, signature: string): boolean {
  const witness = decodeWitness(signature);
  if (!witness) return false;
  const tx = toSign(toSpend(message, outputScript));
  tx.ins[0].witness = witness;
  return verifySpend(tx, outputScript);
}

/**
 * Checks a full signature: a transaction that is `to_sign` for this message and address — version 0
 * or 2, one input spending `to_spend`:0, one 0-value OP_RETURN output — and whose input is signed.
 * Its lock time and sequence may be set (BIP-322 time locks); the key-hash scripts verified here
 * have no time lock, so they do not change the answer.
 */
export function verifyFull(message: Uint8Array, outputScript: Uint8Array, signature: string): boolean {
  let tx: bitcoin.Transaction;
  try { tx = bitcoin.Transaction.fromBuffer(base64.decode(signature)); } catch { return false; }
  if ((tx.version !== 0 && tx.version !== 2) || tx.ins.length !== 1 || tx.outs.length !== 1) return false;
  const [input] = tx.ins;
  const [output] = tx.outs;
  const spent = toSpend(message, outputScript).getHash();
  if (input.index !== 0 || input.hash.length !== 32 || input.hash.some((b, i) => b !== spent[i])) return false;
  if (output.value !== 0n || output.script.length !== 1 || output.script[0] !== bitcoin.opcodes.OP_RETURN) return false;
  return verifySpend(tx, outputScript);
}
