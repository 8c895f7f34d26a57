/** Base58 (the alphabet Solana uses for keys and signatures) through @scure/base, so the connector part needs no SDK. */
import { base58 } from '@scure/base';

export const base58Encode = (bytes: Uint8Array): string => base58.encode(bytes);

/** Undefined for text that is not base58. */
export function base58Decode(text: string): Uint8Array | undefined {
  try {
    return base58.decode(text);
  } catch {
    return undefined;
  }
}

/** A Solana address: base58 of exactly 32 bytes (an ed25519 public key or a program-derived address). */
export const isSolanaAddress = (value: string) => {
  const v = value.trim();
  return v.length >= 32 && v.length <= 44 && base58Decode(v)?.length === 32;
};

/** A base58 ed25519 signature (64 bytes). */
export const isSolanaSignature = (value: string) => base58Decode(value)?.length === 64;
