/**
 * BIP-322 "simple" message signatures, built with bitcoinjs-lib: the virtual `to_spend` transaction
 * commits to the message hash and pays the address's output script; the virtual `to_sign` spends it
 * to OP_RETURN; the signature is `to_sign`'s input witness, consensus-encoded and base64'd.
 * Verification covers the two address kinds wallets sign with: p2wpkh (ECDSA, SIGHASH_ALL) and p2tr
 * key path (Schnorr, SIGHASH_DEFAULT or ALL). Part of the `bitcoin-sdk` chunk.
 */
import * as bitcoin from 'bitcoinjs-lib';
import * as ecc from '@bitcoinerlab/secp256k1';
import { sha256 } from '@noble/hashes/sha2.js';
import { base64 } from '@scure/base';

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

const isP2wpkh = (s: Uint8Array) => s.length === 22 && s[0] === 0x00 && s[1] === 0x14;
const isP2tr = (s: Uint8Array) => s.length === 34 && s[0] === 0x51 && s[1] === 0x20;

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
  try {
    if (isP2wpkh(outputScript)) {
      if (witness.length !== 2) return false;
      const [sigBytes, pubkey] = witness;
      if (pubkey.length !== 33) return false;
      const program = outputScript.subarray(2);
      const hash160 = bitcoin.crypto.hash160(pubkey);
      if (hash160.length !== program.length || hash160.some((b, i) => b !== program[i])) return false;
      const { signature, hashType } = bitcoin.script.signature.decode(sigBytes);
      if (hashType !== bitcoin.Transaction.SIGHASH_ALL) return false;
      return ecc.verify(sighash(message, outputScript, hashType), pubkey, signature);
    }
    if (isP2tr(outputScript)) {
      if (witness.length !== 1) return false;
      const [sig] = witness;
      if (sig.length !== 64 && sig.length !== 65) return false;
      const hashType = sig.length === 65 ? sig[64] : bitcoin.Transaction.SIGHASH_DEFAULT;
      if (hashType !== bitcoin.Transaction.SIGHASH_DEFAULT && hashType !== bitcoin.Transaction.SIGHASH_ALL) return false;
      if (sig.length === 65 && hashType === bitcoin.Transaction.SIGHASH_DEFAULT) return false;
      return ecc.verifySchnorr(sighash(message, outputScript, hashType), outputScript.subarray(2), sig.subarray(0, 64));
    }
  } catch {
    return false;
  }
  return false;
}
