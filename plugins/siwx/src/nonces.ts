/** Sign-in nonces: random, single-use and expiring (so a signed message cannot be replayed). */
import { generateSiweNonce } from 'viem/siwe';

/** How long an issued nonce stays usable. */
export const NONCE_TTL_MS = 10 * 60_000;

export function createNonceBook(now: () => number = Date.now, ttlMs = NONCE_TTL_MS) {
  const issued = new Map<string, number>();
  const sweep = () => { for (const [n, at] of issued) if (now() - at >= ttlMs) issued.delete(n); };
  return {
    issue(): string {
      sweep();
      const nonce = generateSiweNonce().slice(0, 32);
      issued.set(nonce, now());
      return nonce;
    },
    /** True once for a nonce this book issued and that has not expired; false ever after. */
    consume(nonce: string): boolean {
      sweep();
      return issued.delete(nonce);
    },
  };
}
