/**
 * Any message signature a wallet may answer for an address: BIP-322 "simple" or "full", with or
 * without the `smp` / `ful` prefix the finalized BIP-322 asks signers for (wallets written before it
 * send none), or the legacy BIP-137 format. Each format is verified on its own terms (the key and
 * the script of the address), so trying them in turn never lets one pass as another; and no valid
 * unprefixed signature starts with those prefixes (a witness count is 1-16, a version 0 or 2, a
 * BIP-137 header 27-42), so reading one as a prefix loses nothing. Part of the `bitcoin-sdk` chunk.
 */
import { verifyLegacy } from './bip137';
import { verifyFull, verifySimple } from './bip322';

export function verifyMessageSignature(message: Uint8Array, outputScript: Uint8Array, signature: string): boolean {
  if (typeof signature !== 'string') return false;
  if (signature.startsWith('smp')) return verifySimple(message, outputScript, signature.slice(3));
  if (signature.startsWith('ful')) return verifyFull(message, outputScript, signature.slice(3));
  return verifyLegacy(message, outputScript, signature) || verifySimple(message, outputScript, signature)
    || verifyFull(message, outputScript, signature);
}
