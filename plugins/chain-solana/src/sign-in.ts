/**
 * Sign-in on Solana (the family's `signIn`, lib-wallet's FamilySignIn): Sign-In-With-Solana text
 * (CAIP-122's layout, "your Solana account"), signed with solana_signMessage over its UTF-8 bytes and
 * checked with ed25519. The answer is not verified here as `signMessage` does (that needs the
 * web3.js chunk): sign-in verifies it anyway, with noble's ed25519 alone (chunk "solana-sign-in").
 */
import { walletAnswer } from '@gangway/lib-eip155';
import type { FamilySignIn } from '@gangway/lib-wallet';
import { SignatureAnswerSchema } from './answers';
import { base58Encode } from './base58';
import type { SolanaService } from './public';

export function solanaSignIn(service: Pick<SolanaService, 'request'>): FamilySignIn {
  return {
    accountName: 'Solana',
    async sign(text, address) {
      const answer = await service.request('solana_signMessage', { message: base58Encode(new TextEncoder().encode(text)), pubkey: address });
      return walletAnswer(SignatureAnswerSchema, 'solana_signMessage', answer);
    },
    async verify({ message, address, signature }) {
      return (await import(/* webpackChunkName: "solana-sign-in" */ './sign-in-verify')).verifySolanaSignature(address, message, signature);
    },
  };
}
