/**
 * The kernel's own tests' network fixtures (two EVM networks and a Solana one): test code, never
 * published (tsconfig.build.json leaves out *.test-util.ts) nor exported by @gangway/kernel/testing,
 * whose harness defaults to a network of no real family (`testNetwork`). Plugins and libraries take
 * the same fixtures from @gangway/lib-wallet/testing.
 */
import type { Network } from '../state/types';

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
