/** The devnet's chains, as host options describe networks (spec §3 Network). */
import type { Network } from '@gangway/kernel';

const evm = (id: number, name: string, rpc: string[]): Network => ({
  id,
  caipNetworkId: `eip155:${id}`,
  chainNamespace: 'eip155',
  name,
  testnet: true,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: rpc } },
  blockExplorers: { default: { name: 'Devnet explorer', url: `http://127.0.0.1:8787/explorer/${id}` } },
  // The asset service keys network images by its own ids (docs/wire.md): a custom chain names one.
  assets: { imageId: `6a6e6777-0000-4000-8000-${String(id).padStart(12, '0')}` },
});

/**
 * The first chain lists two node URLs, as production hosts do (spec §9: the fallback transport): a
 * named node of the devnet's API emulator in front of anvil first (the fault control can take that one
 * URL down: `{ target: 'rpc', chainId: 31337, path: '/rpc/31337/primary' }`), then anvil itself. The
 * widget's reads and receipts go to the first that answers (libs/eip155/src/rpc-transport.ts).
 */
export const DEVNET_PRIMARY_RPC = 'http://127.0.0.1:8787/rpc/31337/primary';
export const devnetChain = evm(31337, 'Gangway Devnet', [DEVNET_PRIMARY_RPC, 'http://127.0.0.1:8545']);
export const devnetChain2 = evm(31338, 'Gangway Devnet 2', ['http://127.0.0.1:8546']);
export const demoNetworks: Network[] = [devnetChain, devnetChain2];

/**
 * The devnet's AMM on the first chain: the router its convert API builds approvals and swaps for, which
 * the swaps plugin pins through `swapNetworks` (an answer naming another spender or target is refused).
 * The devnet deploys it at a fixed address (test/devnet/src/evm/deploy.mjs plannedAddresses; a devnet
 * contract test holds the two equal).
 */
export const DEVNET_AMM = '0xe1DA8919f262Ee86f9BE05059C9280142CF23f48';

/** The devnet's Solana cluster (LiteSVM behind a Solana JSON-RPC; the frame emulator signs on it). Only with ?solana=1. */
export const devnetSolana: Network = {
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  chainNamespace: 'solana',
  name: 'Solana Devnet',
  testnet: true,
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
};

/** The devnet's Bitcoin regtest chain (the Esplora stand-in on :3002 is its API). Only with ?bitcoin=1. */
export const devnetBitcoin: Network = {
  id: '0f9188f13cb7b2c71f2a335e3a4fc328',
  caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
  chainNamespace: 'bip122',
  name: 'Bitcoin Regtest',
  testnet: true,
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: { default: { http: ['http://127.0.0.1:3002'] } },
};
