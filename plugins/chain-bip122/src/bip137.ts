/**
 * The legacy "Bitcoin Signed Message" format (BIP-137): base64 of a header byte and a 64-byte compact
 * ECDSA signature of the double SHA-256 of the magic-prefixed message, from which the key is
 * recovered. The header gives the recovery id ((h - 27) & 3) and how the key makes the address:
 * 27-30 P2PKH of the uncompressed key, 31-34 P2PKH of the compressed key, 35-38 P2SH-P2WPKH, 39-42
 * P2WPKH. BIP-322 keeps this format for P2PKH; wallets (Trezor, Ledger, Sparrow) also sign nested and
 * native SegWit addresses this way, and Electrum does so with the compressed-P2PKH header, so a
 * SegWit address also accepts 31-34 (the recovered key is hashed either way: a header cannot make
 * another key's signature pass). Part of the `bitcoin-sdk` chunk.
 */
import * as bitcoin from 'bitcoinjs-lib';
import * as ecc from '@bitcoinerlab/secp256k1';
import { sha256 } from '@noble/hashes/sha2.js';
import { base64 } from '@scure/base';
import { isP2pkh, isP2sh, isP2wpkh } from './bip322-spend';

const MAGIC = new TextEncoder().encode('\x18Bitcoin Signed Message:\n');

const compactSize = (n: number): number[] =>
  n < 0xfd ? [n] : n <= 0xffff ? [0xfd, n & 0xff, n >> 8] : [0xfe, n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, (n >>> 24) & 0xff];

/** The digest a legacy signature signs: sha256d of the magic prefix, the message length and the message. */
export function legacyMessageHash(message: Uint8Array): Uint8Array {
  const len = compactSize(message.length);
  const buf = new Uint8Array(MAGIC.length + len.length + message.length);
  buf.set(MAGIC, 0);
  buf.set(len, MAGIC.length);
  buf.set(message, MAGIC.length + len.length);
  return sha256(sha256(buf));
}

/** How the header says the key makes the address. */
export type LegacyKind = 'p2pkh-uncompressed' | 'p2pkh' | 'p2sh-p2wpkh' | 'p2wpkh';
const KINDS: LegacyKind[] = ['p2pkh-uncompressed', 'p2pkh', 'p2sh-p2wpkh', 'p2wpkh'];

/** The 65 signature bytes when `signature` is base64 of a BIP-137 signature (any header 27-42), else undefined. */
export function decodeLegacy(signature: string): Uint8Array | undefined {
  let bytes: Uint8Array;
  try { bytes = base64.decode(signature); } catch { return undefined; }
  return bytes.length === 65 && bytes[0] >= 27 && bytes[0] <= 42 ? bytes : undefined;
}

/** The base64 signature of a recoverable signature (64-byte r‖s and recovery id) for an address of `kind`. */
export function encodeLegacy(compact: Uint8Array, recoveryId: number, kind: LegacyKind): string {
  const out = new Uint8Array(65);
  out[0] = 27 + KINDS.indexOf(kind) * 4 + recoveryId;
  out.set(compact, 1);
  return base64.encode(out);
}

const equal = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((x, i) => x === b[i]);

/** Whether the recovered key, made into an address the way `kind` says, is the output script's. */
function pays(outputScript: Uint8Array, kind: LegacyKind, key: Uint8Array): boolean {
  const keyHash = bitcoin.crypto.hash160(key);
  if (isP2pkh(outputScript)) return (kind === 'p2pkh' || kind === 'p2pkh-uncompressed') && equal(keyHash, outputScript.subarray(3, 23));
  if (kind !== 'p2pkh' && kind !== 'p2sh-p2wpkh' && kind !== 'p2wpkh') return false;
  if (isP2wpkh(outputScript)) return kind !== 'p2sh-p2wpkh' && equal(keyHash, outputScript.subarray(2));
  if (isP2sh(outputScript)) {
    // The redeem script of nested SegWit: OP_0 PUSH20 <key hash>.
    const redeem = Uint8Array.of(0x00, 0x14, ...keyHash);
    return kind !== 'p2wpkh' && equal(bitcoin.crypto.hash160(redeem), outputScript.subarray(2, 22));
  }
  return false;
}

/** Checks a BIP-137 signature of `message` against the address's output script (P2PKH, P2SH-P2WPKH, P2WPKH). */
export function verifyLegacy(message: Uint8Array, outputScript: Uint8Array, signature: string): boolean {
  const sig = decodeLegacy(signature);
  if (!sig) return false;
  const kind = KINDS[(sig[0] - 27) >> 2];
  const recoveryId = ((sig[0] - 27) & 3) as 0 | 1 | 2 | 3;
  try {
    const key = ecc.recover(legacyMessageHash(message), sig.subarray(1), recoveryId, kind !== 'p2pkh-uncompressed');
    return !!key && pays(outputScript, kind, key);
  } catch {
    return false; // r or s out of range, no point for this recovery id
  }
}
