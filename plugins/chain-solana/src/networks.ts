/**
 * The three Solana clusters as spec §3 Networks. The CAIP-2 reference of a Solana cluster is the
 * first 32 characters of its genesis hash (CAIP-30). Pure data: a host imports them from the public
 * contract to configure its networks.
 */
import type { Network } from '@gangway/kernel';

const cluster = (ref: string, name: string, url: string, testnet: boolean, explorerQuery: string): Network => ({
  id: ref,
  caipNetworkId: `solana:${ref}`,
  chainNamespace: 'solana',
  name,
  testnet,
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: [url] } },
  blockExplorers: { default: { name: 'Solscan', url: `https://solscan.io${explorerQuery}` } },
});

export const solanaMainnet = cluster('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'Solana', 'https://api.mainnet-beta.solana.com', false, '');
export const solanaDevnet = cluster('EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'Solana Devnet', 'https://api.devnet.solana.com', true, '?cluster=devnet');
export const solanaTestnet = cluster('4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z', 'Solana Testnet', 'https://api.testnet.solana.com', true, '?cluster=testnet');

/** Wallet Standard chain names (`solana:devnet`) ↔ CAIP-2 references. */
export const WALLET_STANDARD_CHAINS: Record<string, string> = {
  'solana:mainnet': solanaMainnet.id as string,
  'solana:devnet': solanaDevnet.id as string,
  'solana:testnet': solanaTestnet.id as string,
};
