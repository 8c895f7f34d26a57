/**
 * The hashes of the "Bitcoin Signed Message" formats: the digest a BIP-137 signature signs and the
 * key / script hashes addresses are made of. Noble only, so the page's sign-in verifier (siwx) stays
 * free of bitcoinjs-lib.
 */
import { ripemd160 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { concatBytes, utf8ToBytes } from '@noble/hashes/utils.js';

const MAGIC = utf8ToBytes('\x18Bitcoin Signed Message:\n');

/** Bitcoin's CompactSize length prefix (little-endian after the 0xfd / 0xfe marker). */
export const compactSize = (n: number): Uint8Array =>
  n < 0xfd ? Uint8Array.of(n) : n <= 0xffff ? Uint8Array.of(0xfd, n & 0xff, n >> 8) : Uint8Array.of(0xfe, n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, n >>> 24);

/** The digest a legacy signature signs: sha256d of the magic prefix, the message length and the message. */
export function bitcoinMessageHash(message: Uint8Array): Uint8Array {
  return sha256(sha256(concatBytes(MAGIC, compactSize(message.length), message)));
}

/** RIPEMD-160 of SHA-256: the hash in P2PKH and P2WPKH addresses. */
export const hash160 = (bytes: Uint8Array): Uint8Array => ripemd160(sha256(bytes));

/** The script hash of nested SegWit (P2SH-P2WPKH): hash160 of the redeem script OP_0 PUSH20 <key hash>. */
export const nestedSegwitScriptHash = (keyHash: Uint8Array): Uint8Array => hash160(concatBytes(Uint8Array.of(0x00, 0x14), keyHash));
