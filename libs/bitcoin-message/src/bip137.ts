/**
 * The legacy signature format (BIP-137): base64 of a header byte and a 64-byte compact ECDSA
 * signature (r ‖ s) from which the signing key is recovered. The header carries the recovery id
 * ((h - 27) & 3) and how the key makes the address: 27-30 P2PKH of the uncompressed key, 31-34 P2PKH
 * of the compressed key, 35-38 P2SH-P2WPKH, 39-42 P2WPKH. Which headers an address accepts is the
 * caller's decision (the verifiers differ in what they are given: an address or an output script).
 */
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { base64 } from '@scure/base';

/** How the header says the key makes the address. */
export type Bip137Kind = 'p2pkh-uncompressed' | 'p2pkh' | 'p2sh-p2wpkh' | 'p2wpkh';
const KINDS: readonly Bip137Kind[] = ['p2pkh-uncompressed', 'p2pkh', 'p2sh-p2wpkh', 'p2wpkh'];

export type RecoveryId = 0 | 1 | 2 | 3;

/** A decoded BIP-137 signature. */
export type Bip137Signature = { kind: Bip137Kind; recoveryId: RecoveryId; compact: Uint8Array };

/** The parts of `signature` when it is base64 of a BIP-137 signature (any header 27-42), else undefined. */
export function decodeBip137(signature: string): Bip137Signature | undefined {
  let bytes: Uint8Array;
  try { bytes = base64.decode(signature); } catch { return undefined; }
  if (bytes.length !== 65 || bytes[0] < 27 || bytes[0] > 42) return undefined;
  return { kind: KINDS[(bytes[0] - 27) >> 2], recoveryId: ((bytes[0] - 27) & 3) as RecoveryId, compact: bytes.slice(1) };
}

/** The base64 signature of a recoverable signature (64-byte r ‖ s and recovery id) for an address of `kind`. */
export function encodeBip137(compact: Uint8Array, recoveryId: number, kind: Bip137Kind): string {
  const out = new Uint8Array(65);
  out[0] = 27 + KINDS.indexOf(kind) * 4 + recoveryId;
  out.set(compact, 1);
  return base64.encode(out);
}

/**
 * The public key that made `signature` over `hash` (a 32-byte digest), serialized the way its header
 * says (uncompressed for 27-30, else compressed); undefined when r or s is out of range or no point
 * has this recovery id.
 */
export function recoverBip137Key(hash: Uint8Array, signature: Bip137Signature): Uint8Array | undefined {
  try {
    const sig = secp256k1.Signature.fromBytes(signature.compact, 'compact').addRecoveryBit(signature.recoveryId);
    return sig.recoverPublicKey(hash).toBytes(signature.kind !== 'p2pkh-uncompressed');
  } catch {
    return undefined;
  }
}
