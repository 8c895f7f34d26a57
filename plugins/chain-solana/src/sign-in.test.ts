/**
 * Solana sign-in (the family's `signIn`): solana_signMessage asked with the text's UTF-8 bytes in
 * base58 and the account as pubkey; ed25519 signatures verified for their account and text only.
 */
import { describe, expect, it } from 'vitest';
import { ed25519 } from '@noble/curves/ed25519.js';
import { base58 } from '@scure/base';
import { solanaSignIn } from './sign-in';

const secret = Uint8Array.from({ length: 32 }, (_, i) => i + 1);
const address = base58.encode(ed25519.getPublicKey(secret));
const other = base58.encode(ed25519.getPublicKey(Uint8Array.from({ length: 32 }, (_, i) => i + 2)));
const sign = (text: string) => base58.encode(ed25519.sign(new TextEncoder().encode(text), secret));

describe('Solana sign-in', () => {
  it('asks solana_signMessage with the text in base58 and takes { signature } or the bare string', async () => {
    const asked: unknown[] = [];
    const signIn = solanaSignIn({ request: async <T,>(method: string, params?: unknown) => { asked.push({ method, params }); return { signature: sign('hi') } as T; } });
    expect(await signIn.sign!('hi', address)).toBe(sign('hi'));
    expect(asked).toEqual([{ method: 'solana_signMessage', params: { message: base58.encode(new TextEncoder().encode('hi')), pubkey: address } }]);
    const bare = solanaSignIn({ request: async <T,>() => 'not a signature' as T });
    await expect(bare.sign!('hi', address)).rejects.toThrow(/solana_signMessage/);
  });

  it('verifies the account\'s signature of the text, and nothing else', async () => {
    const { verify } = solanaSignIn({ request: async () => undefined as never });
    const chainId = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';
    expect(await verify({ message: 'sign in', address, signature: sign('sign in'), chainId })).toBe(true);
    expect(await verify({ message: 'sign in!', address, signature: sign('sign in'), chainId })).toBe(false);
    expect(await verify({ message: 'sign in', address: other, signature: sign('sign in'), chainId })).toBe(false);
    expect(await verify({ message: 'sign in', address, signature: '0OIl', chainId })).toBe(false);
    expect(await verify({ message: 'sign in', address: 'x', signature: sign('sign in'), chainId })).toBe(false);
  });
});
