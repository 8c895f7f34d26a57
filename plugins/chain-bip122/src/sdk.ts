/**
 * The bitcoinjs-lib part of the service: a chunk of its own (`bitcoin-sdk`), fetched on the first
 * signature check, PSBT or transfer — never for the Connect view's wallet list or a balance read.
 */
import { verifyMessageSignature } from './message-signature';
import { outputScript } from './psbt';

export { buildTransfer, finalize, parsePsbt, sameTransaction } from './psbt';

/** BIP-322 (simple or full) or BIP-137 check of `signature` for `address` on the network with CAIP-2 reference `ref`. */
export function verifyMessage(message: string, address: string, ref: string, signature: string): boolean {
  let script: Uint8Array;
  try { script = outputScript(address, ref); } catch { return false; }
  return verifyMessageSignature(new TextEncoder().encode(message), script, signature);
}
