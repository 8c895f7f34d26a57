/**
 * The 'solana' service: networks, RPC, chain balances, transfers and message signing. Requests to the
 * wallet go through the kernel's request hook, so whichever connector holds the Solana session
 * answers (a Wallet Standard wallet, the embedded wallet, WalletConnect). @solana/web3.js is loaded
 * on first use (chain.ts is a chunk of its own).
 */
import { GangwayError, type PluginApi } from '@gangway/kernel';
import { dropDecimalsZero, namespaceNetworks, sessionRequest } from '@gangway/lib-wallet';
import { walletAnswer, invalidWalletResponse } from '@gangway/lib-eip155';
import { SignatureAnswerSchema } from './answers';
import { base58Decode, base58Encode, isSolanaAddress } from './base58';
import type { SolanaService } from './public';

const chain = () => import(/* webpackChunkName: "solana-web3" */ './chain');

export function createSolanaService(api: Pick<PluginApi, 'options' | 'hooks'> & { readonly state: Pick<PluginApi['state'], 'getState'> }): SolanaService {
  const networks = namespaceNetworks(api, 'solana');
  const service: SolanaService = {
    networks: networks.all,
    network: networks.find,
    rpcUrl(network) {
      const own = network.rpcUrls.default.http[0];
      if (own) return own;
      return `${api.options.endpoints.rpc.replace(/\/+$/, '')}/v1/?chainId=${network.caipNetworkId}&projectId=${encodeURIComponent(api.options.projectId ?? '')}`;
    },
    isAddress: isSolanaAddress,
    async getBalances(address, network = service.network()) {
      if (!isSolanaAddress(address)) throw new GangwayError('INVALID_INPUT', `Invalid Solana address ${address}`);
      return dropDecimalsZero(await (await chain()).readBalances(service.rpcUrl(network), network, address));
    },
    async sendTransfer(transfer) {
      if (!isSolanaAddress(transfer.to)) throw new GangwayError('INVALID_INPUT', `Invalid Solana address ${transfer.to.trim()}`);
      const network = service.network();
      const transaction = await (await chain()).buildTransfer(service.rpcUrl(network), transfer);
      const answer = await service.request('solana_signAndSendTransaction', { transaction });
      return walletAnswer(SignatureAnswerSchema, 'solana_signAndSendTransaction', answer);
    },
    async confirm(signature, network = service.network()) {
      return (await chain()).confirmSignature(service.rpcUrl(network), signature);
    },
    async signMessage(message, address) {
      const bytes = new TextEncoder().encode(message);
      const answer = await service.request('solana_signMessage', { message: base58Encode(bytes), pubkey: address });
      const signature = walletAnswer(SignatureAnswerSchema, 'solana_signMessage', answer);
      // A signature that does not verify for the account is a wrong answer, not a signature.
      if (!(await (await chain()).verifyMessage(bytes, base58Decode(signature)!, address))) {
        throw invalidWalletResponse('solana_signMessage', 'The signature does not match the account');
      }
      return signature;
    },
    request: sessionRequest(api, 'solana'),
  };
  return service;
}
