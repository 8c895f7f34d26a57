/**
 * Sign-in on eip155 (the family's `signIn`, lib-wallet's FamilySignIn): EIP-4361 messages, addresses
 * compared case-insensitively (hex), the text sent hex-encoded to personal_sign (wallets recognise
 * EIP-4361 in it and show their sign-in prompt), EOA signatures recovered and smart accounts checked
 * on chain. The message and verifier code (viem's siwe utilities, signature recovery) is a chunk of
 * its own, fetched on the first sign-in.
 */
import { toHex, type Address } from 'viem';
import type { Network } from '@gangway/kernel';
import type { Eip155Service } from '@gangway/lib-eip155';
import type { FamilySignIn } from '@gangway/lib-wallet';

const code = () => import(/* webpackChunkName: "eip155-sign-in" */ './sign-in-code');

export function eip155SignIn(service: Pick<Eip155Service, 'signMessage'>, networks: () => readonly Network[]): FamilySignIn {
  return {
    accountName: 'Ethereum',
    normalizeAddress: (address) => address.toLowerCase(),
    message: {
      format: async (fields) => (await code()).formatSiweMessage(fields),
      parse: async (text) => (await code()).parseSiweText(text),
    },
    sign: (text, address) => service.signMessage(toHex(text), address as Address),
    async verify({ message, address, signature, chainId }) {
      const c = await code();
      return c.verifyEip155Signature(address, message, signature, c.onChainVerifier(networks(), chainId));
    },
  };
}
