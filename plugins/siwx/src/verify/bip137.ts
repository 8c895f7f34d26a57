/**
 * Legacy "Bitcoin Signed Message" signatures (BIP-137), for the address kinds BIP-322 "simple" cannot
 * sign for: P2PKH (1… / m… / n…) and nested SegWit P2SH-P2WPKH (3… / 2…), and P2WPKH as wallets
 * also sign it. The format (hash, header, key recovery) is lib-bitcoin-message's, noble only; this
 * file decodes the address and decides which headers it accepts: 27-30 P2PKH of the uncompressed
 * key, 31-34 P2PKH of the compressed key, 35-38 P2SH-P2WPKH, 39-42 P2WPKH. Electrum signs SegWit
 * addresses with 31-34, so they accept that too (a header cannot make another key's signature
 * pass). Decision recorded in docs/api.md.
 */
import {
  bitcoinMessageHash, decodeBip137, hash160, nestedSegwitScriptHash, recoverBip137Key, type Bip137Kind,
} from '@gangway/lib-bitcoin-message';
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { createBase58check } from '@scure/base';
import { p2wpkhProgram } from './bip322';

const base58check = createBase58check(sha256);
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

/** The headers each address kind accepts (Electrum's compressed-P2PKH header for SegWit too). */
const ACCEPTS: Record<Decoded['kind'], readonly Bip137Kind[]> = {
  p2pkh: ['p2pkh-uncompressed', 'p2pkh'],
  p2sh: ['p2pkh', 'p2sh-p2wpkh'],
  p2wpkh: ['p2pkh', 'p2wpkh'],
};

/** The digest a legacy signature signs. */
export const bip137MessageHash = (message: string): Uint8Array => bitcoinMessageHash(utf8ToBytes(message));

export function verifyBip137Signature(address: string, message: string, signature: string): boolean {
  const target = decodeAddress(address);
  const sig = decodeBip137(signature);
  if (!target || !sig || !ACCEPTS[target.kind].includes(sig.kind)) return false;
  const key = recoverBip137Key(bip137MessageHash(message), sig);
  if (!key) return false;
  const keyHash = hash160(key);
  // Nested SegWit: the address is the hash of the redeem script OP_0 PUSH20 <key hash>.
  return equal(target.kind === 'p2sh' ? nestedSegwitScriptHash(keyHash) : keyHash, target.hash);
}
