/** Base58 (the alphabet Solana uses for keys and signatures): small and exact, so the connector part needs no SDK. */
const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const INDEX = new Map([...ALPHABET].map((c, i) => [c, i]));

export function base58Encode(bytes: Uint8Array): string {
  let n = 0n;
  for (const b of bytes) n = n * 256n + BigInt(b);
  let out = '';
  while (n > 0n) { out = ALPHABET[Number(n % 58n)] + out; n /= 58n; }
  for (const b of bytes) { if (b !== 0) break; out = `1${out}`; }
  return out;
}

/** Undefined for a character outside the alphabet. */
export function base58Decode(text: string): Uint8Array | undefined {
  let n = 0n;
  for (const c of text) {
    const v = INDEX.get(c);
    if (v === undefined) return undefined;
    n = n * 58n + BigInt(v);
  }
  const bytes: number[] = [];
  while (n > 0n) { bytes.unshift(Number(n % 256n)); n /= 256n; }
  for (const c of text) { if (c !== '1') break; bytes.unshift(0); }
  return Uint8Array.from(bytes);
}

/** A Solana address: base58 of exactly 32 bytes (an ed25519 public key or a program-derived address). */
export const isSolanaAddress = (value: string) => {
  const v = value.trim();
  return v.length >= 32 && v.length <= 44 && base58Decode(v)?.length === 32;
};

/** A base58 ed25519 signature (64 bytes). */
export const isSolanaSignature = (value: string) => base58Decode(value)?.length === 64;
