/**
 * The bitcoinjs-lib part of the service: a chunk of its own (`bitcoin-sdk`), fetched on the first
 * signature check, PSBT or transfer — never for the Connect view's wallet list or a balance read.
 */
import { verifySimple } from './bip322';
import { outputScript } from './psbt';

export { buildTransfer, finalize, parsePsbt, sameTransaction } from './psbt';

/** BIP-322 simple check of `signature` for `address` on the network with CAIP-2 reference `ref`. */
export function verifyMessage(message: string, address: string, ref: string, signature: string): boolean {
  let script: Uint8Array;
  try { script = outputScript(address, ref); } catch { return false; }
  return verifySimple(new TextEncoder().encode(message), script, signature);
}
