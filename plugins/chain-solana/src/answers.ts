/**
 * Schemas for what Solana wallets answer (outside input, DESIGN §4): a malformed answer becomes
 * 'Invalid wallet response to <method>: …' (the catalogue's wallet-answer error) before anything changes.
 */
import * as z from 'zod/mini';
import { isSolanaAddress, isSolanaSignature } from './base58';

export const SolanaAddressSchema = z.string().check(z.refine(isSolanaAddress, 'Expected a Solana address (base58, 32 bytes)'));
export const SolanaSignatureSchema = z.string().check(z.refine(isSolanaSignature, 'Expected a signature (base58, 64 bytes)'));
/** solana_signMessage / solana_signAndSendTransaction: `{ signature }` (some wallets answer the bare string). */
export const SignatureAnswerSchema = z.pipe(
  z.union([SolanaSignatureSchema, z.looseObject({ signature: SolanaSignatureSchema })]),
  z.transform((v) => (typeof v === 'string' ? v : v.signature)),
);
/** Raw bytes from a Wallet Standard feature (a signature is 64 of them). */
export const BytesSchema = z.custom<Uint8Array>((v) => v instanceof Uint8Array);
