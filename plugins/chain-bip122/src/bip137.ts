/**
 * The legacy "Bitcoin Signed Message" format (BIP-137) against an output script: the format itself
 * (hash, header, key recovery) is lib-bitcoin-message's, shared with the sign-in verifier; what stays
 * here is whether the recovered key pays the script. BIP-322 keeps this format for P2PKH; wallets
 * (Trezor, Ledger, Sparrow) also sign nested and native SegWit addresses this way, and Electrum does
 * so with the compressed-P2PKH header, so a SegWit address also accepts 31-34 (the recovered key is
 * hashed either way: a header cannot make another key's signature pass). Part of the `bitcoin-sdk` chunk.
 */
import {
  bitcoinMessageHash, decodeBip137, encodeBip137, hash160, nestedSegwitScriptHash, recoverBip137Key, type Bip137Kind,
} from '@gangway/lib-bitcoin-message';
import { isP2pkh, isP2sh, isP2wpkh } from './bip322-spend';

/** How the header says the key makes the address. */
export type LegacyKind = Bip137Kind;

/** The digest a legacy signature signs: sha256d of the magic prefix, the message length and the message. */
export const legacyMessageHash = bitcoinMessageHash;

/** The base64 signature of a recoverable signature (64-byte r‖s and recovery id) for an address of `kind`. */
export const encodeLegacy = encodeBip137;

const equal = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((x, i) => x === b[i]);

/** Whether the recovered key, made into an address the way `kind` says, is the output script's. */
function pays(outputScript: Uint8Array, kind: LegacyKind, key: Uint8Array): boolean {
  const keyHash = hash160(key);
  if (isP2pkh(outputScript)) return (kind === 'p2pkh' || kind === 'p2pkh-uncompressed') && equal(keyHash, outputScript.subarray(3, 23));
  if (kind !== 'p2pkh' && kind !== 'p2sh-p2wpkh' && kind !== 'p2wpkh') return false;
  if (isP2wpkh(outputScript)) return kind !== 'p2sh-p2wpkh' && equal(keyHash, outputScript.subarray(2));
  if (isP2sh(outputScript)) return kind !== 'p2wpkh' && equal(nestedSegwitScriptHash(keyHash), outputScript.subarray(2, 22));
  return false;
}

/** Checks a BIP-137 signature of `message` against the address's output script (P2PKH, P2SH-P2WPKH, P2WPKH). */
export function verifyLegacy(message: Uint8Array, outputScript: Uint8Array, signature: string): boolean {
  const sig = decodeBip137(signature);
  const key = sig && recoverBip137Key(bitcoinMessageHash(message), sig);
  return !!sig && !!key && pays(outputScript, sig.kind, key);
}
