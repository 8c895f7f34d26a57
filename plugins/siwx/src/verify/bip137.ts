/**
 * Legacy "Bitcoin Signed Message" signatures (BIP-137), for the address kinds BIP-322 "simple" cannot
 * sign for: P2PKH (1… / m… / n…) and nested SegWit P2SH-P2WPKH (3… / 2…), and P2WPKH as wallets
 * also sign it. Base64 of a header byte and a 64-byte compact ECDSA signature of sha256d(magic
 * prefix ‖ length ‖ message); the key is recovered from it (noble), hashed and made into the address
 * the header names: 27-30 P2PKH of the uncompressed key, 31-34 P2PKH of the compressed key, 35-38
 * P2SH-P2WPKH, 39-42 P2WPKH. Electrum signs SegWit addresses with 31-34, so they accept that too (a
 * header cannot make another key's signature pass). Decision recorded in docs/api.md.
 */
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { ripemd160 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { concatBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { base64, createBase58check } from '@scure/base';
import { p2wpkhProgram } from './bip322';

const base58check = createBase58check(sha256);
const hash160 = (b: Uint8Array) => ripemd160(sha256(b));
const equal = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((x, i) => x === b[i]);
// Version bytes of mainnet and of testnet / regtest (the same there).
const P2PKH = [0x00, 0x6f];
const P2SH = [0x05, 0xc4];

type Decoded = { kind: 'p2pkh' | 'p2sh' | 'p2wpkh'; hash: Uint8Array };

function decodeAddress(address: string): Decoded | undefined {
  const program = p2wpkhProgram(address);
  if (program) return { kind: 'p2wpkh', hash: program };
  let bytes: Uint8Array;
  try { bytes = base58check.decode(address); } catch { return undefined; }
  if (bytes.length !== 21) return undefined;
  if (P2PKH.includes(bytes[0])) return { kind: 'p2pkh', hash: bytes.slice(1) };
  return P2SH.includes(bytes[0]) ? { kind: 'p2sh', hash: bytes.slice(1) } : undefined;
}

const compactSize = (n: number) =>
  n < 0xfd ? Uint8Array.of(n) : n <= 0xffff ? Uint8Array.of(0xfd, n & 0xff, n >> 8) : Uint8Array.of(0xfe, n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, n >>> 24);
const MAGIC = utf8ToBytes('\x18Bitcoin Signed Message:\n');

/** The digest a legacy signature signs. */
export function bip137MessageHash(message: string): Uint8Array {
  const bytes = utf8ToBytes(message);
  return sha256(sha256(concatBytes(MAGIC, compactSize(bytes.length), bytes)));
}

export function verifyBip137Signature(address: string, message: string, signature: string): boolean {
  const target = decodeAddress(address);
  let sig: Uint8Array;
  try { sig = base64.decode(signature); } catch { return false; }
  if (!target || sig.length !== 65 || sig[0] < 27 || sig[0] > 42) return false;
  const range = (sig[0] - 27) >> 2; // 0 uncompressed P2PKH, 1 P2PKH, 2 P2SH-P2WPKH, 3 P2WPKH
  const allowed = target.kind === 'p2pkh' ? [0, 1] : target.kind === 'p2sh' ? [1, 2] : [1, 3];
  if (!allowed.includes(range)) return false;
  let key: Uint8Array;
  try {
    const recovered = Uint8Array.of((sig[0] - 27) & 3, ...sig.subarray(1));
    key = secp256k1.recoverPublicKey(recovered, bip137MessageHash(message), { prehash: false });
    if (range === 0) key = secp256k1.Point.fromBytes(key).toBytes(false);
  } catch {
    return false; // r or s out of range, or no point for this recovery id
  }
  const keyHash = hash160(key);
  // Nested SegWit: the address is the hash of the redeem script OP_0 PUSH20 <key hash>.
  const hash = target.kind === 'p2sh' ? hash160(concatBytes(Uint8Array.of(0x00, 0x14), keyHash)) : keyHash;
  return equal(hash, target.hash);
}
