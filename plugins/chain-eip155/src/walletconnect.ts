/**
 * The eip155 family over WalletConnect (lib-wallet's WalletConnectFamily): the EIP-1193 methods and
 * events the widget proposes, rpcMap keyed by decimal chain id (the SDK's eip155 convention),
 * chainChanged in any chain id form, a switch through wallet_switchEthereumChain with
 * wallet_addEthereumChain when the wallet does not know the chain, and the SDK's EIP-1193 provider
 * itself for the adapter.
 */
import { addEthereumChainParams, isUnrecognizedChain, toCaipNetworkId, toChainId, toHexChainId } from '@gangway/lib-eip155';
import type { WalletConnectFamily } from '@gangway/lib-wallet';

export const EIP155_WC_METHODS = [
  'eth_sendTransaction', 'personal_sign', 'eth_signTypedData_v4', 'eth_signTypedData', 'eth_sign',
  'wallet_switchEthereumChain', 'wallet_addEthereumChain', 'wallet_getCapabilities', 'wallet_getAssets',
  'wallet_sendCalls', 'wallet_getCallsStatus', 'eth_accounts', 'eth_requestAccounts', 'eth_chainId',
] as const;

export const eip155WalletConnect: WalletConnectFamily = {
  methods: EIP155_WC_METHODS,
  events: ['chainChanged', 'accountsChanged'],
  reference: /^\d{1,20}$/,
  rpcKey: (network) => String(network.id),
  accountsOf: (data) => (Array.isArray(data) ? data : undefined),
  chainOf(data) {
    try { return String(toChainId(data as never)); } catch { return undefined; } // a chain id in no known form
  },
  async switchChain({ network, request, setDefaultChain, endpoints }) {
    const chainId = toHexChainId(network.id);
    try {
      await request('wallet_switchEthereumChain', [{ chainId }]);
    } catch (error) {
      if (!isUnrecognizedChain(error)) throw error;
      // The wallet does not know the chain: add it (most wallets switch to it when added), then switch.
      await request('wallet_addEthereumChain', [addEthereumChainParams(network, endpoints.rpc ?? '', endpoints.projectId)]);
      await request('wallet_switchEthereumChain', [{ chainId }]);
    }
    setDefaultChain(toCaipNetworkId(network.id));
  },
  provider: ({ provider }) => provider,
};
