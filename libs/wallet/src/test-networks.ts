/**
 * Network fixtures for tests of a chain family (the kernel's harness defaults to a network of no
 * family): two EVM networks — the devnet (chain 31337, the fake wallet's chain) and Ethereum — and
 * Solana's devnet. Pass them as the harness's networks: `options: { networks: evmTestNetworks }`.
 */
import type { Network } from '@gangway/kernel';

export const testMainnet: Network = {
  id: 1, caipNetworkId: 'eip155:1', chainNamespace: 'eip155', name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
};
export const testDevnet: Network = {
  id: 31337, caipNetworkId: 'eip155:31337', chainNamespace: 'eip155', name: 'Gangway Devnet', testnet: true,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
};
export const testSolana: Network = {
  id: 'devnet', caipNetworkId: 'solana:devnet', chainNamespace: 'solana', name: 'Solana Devnet', testnet: true,
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
};

/** The harness's networks for an EVM test: the devnet first (the default network), then Ethereum. */
export const evmTestNetworks: Network[] = [testDevnet, testMainnet];
