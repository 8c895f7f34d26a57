/**
 * Sign-in on Bitcoin (the family's `signIn`, lib-wallet's FamilySignIn): CAIP-122's text layout
 * ("your Bitcoin account"), signed through the family's signMessage (BIP-322, the answer checked
 * before it is returned), and verified by the plugin's one message verifier (message-signature.ts in
 * the `bitcoin-sdk` chunk: BIP-322 simple or full, or legacy BIP-137, against the address's output
 * script on the chain the sign-in names) — the chunk signing already fetched.
 */
import type { FamilySignIn } from '@gangway/lib-wallet';

const sdk = () => import(/* webpackChunkName: "bitcoin-sdk" */ './sdk');

export const bitcoinSignIn: FamilySignIn = {
  accountName: 'Bitcoin',
  async verify({ message, address, signature, chainId }) {
    return (await sdk()).verifyMessage(message, address, chainId.slice(chainId.indexOf(':') + 1), signature);
  },
};
