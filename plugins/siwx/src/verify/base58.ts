/** Base58 (the Bitcoin alphabet Solana uses for keys and signatures) through @scure/base. */
import { base58 } from '@scure/base';

export const base58Encode = (bytes: Uint8Array): string => base58.encode(bytes);

/** Throws on text that is not base58. */
export const base58Decode = (text: string): Uint8Array => base58.decode(text);
