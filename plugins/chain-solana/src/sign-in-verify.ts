/** Sign-In-With-Solana signatures: ed25519 over the message's UTF-8 bytes, key and signature in base58. */
import { ed25519 } from '@noble/curves/ed25519.js';
import { base58Decode } from './base58';

export function verifySolanaSignature(address: string, message: string, signature: string): boolean {
  const key = base58Decode(address);
  const sig = base58Decode(signature);
  if (key?.length !== 32 || sig?.length !== 64) return false;
  try {
    return ed25519.verify(sig, new TextEncoder().encode(message), key);
  } catch {
    return false;
  }
}
