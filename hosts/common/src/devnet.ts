/**
 * What every example host configures to run on the local devnet (npm run devnet): its project id,
 * its services, its two EVM chains, its two Solana clusters and its two Bitcoin networks, as Gangway
 * describes networks. The one place for the devnet's endpoints in the example hosts (the demo keeps its
 * own richer list: explorers, named RPC nodes). Ports: test/devnet/src/lib/ports.mjs.
 */
import type { Network } from '@gangway/kernel';

const evm = (id: number, name: string, port: number): Network => ({
  id,
  caipNetworkId: `eip155:${id}`,
  chainNamespace: 'eip155',
  name,
  testnet: true,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [`http://127.0.0.1:${port}`] } },
  // The asset service keys network images by its own ids (docs/wire.md): a custom chain names one.
  assets: { imageId: `6a6e6777-0000-4000-8000-${String(id).padStart(12, '0')}` },
});

export const evmNetworks: Network[] = [evm(31337, 'Gangway Devnet', 8545), evm(31338, 'Gangway Devnet 2', 8546)];

/** The devnet's chain endpoints the example hosts read directly (Solana JSON-RPC, Esplora REST). */
export const chainUrls = {
  solana: 'http://127.0.0.1:8899', solana2: 'http://127.0.0.1:8901',
  esplora: 'http://127.0.0.1:3002', esplora2: 'http://127.0.0.1:3003',
} as const;

/**
 * The two Solana clusters (LiteSVM behind a Solana JSON-RPC each). Their CAIP-2 ids are the genesis
 * hashes the devnet's servers answer: Solana devnet's and Solana testnet's.
 */
const solana = (ref: string, name: string, url: string): Network => ({
  id: ref,
  caipNetworkId: `solana:${ref}`,
  chainNamespace: 'solana',
  name,
  testnet: true,
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: [url] } },
});
export const solanaNetworks: Network[] = [
  solana('EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'Solana Devnet', chainUrls.solana),
  solana('4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z', 'Solana Testnet', chainUrls.solana2),
];

/**
 * The two Bitcoin networks (an Esplora stand-in each): regtest (bcrt1… addresses) and one with
 * testnet's genesis block and addresses (tb1…). `rpcUrls.default.http[0]` is the network's Esplora.
 */
const bitcoin = (ref: string, name: string, url: string): Network => ({
  id: ref,
  caipNetworkId: `bip122:${ref}`,
  chainNamespace: 'bip122',
  name,
  testnet: true,
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: { default: { http: [url] } },
});
export const bitcoinNetworks: Network[] = [
  bitcoin('0f9188f13cb7b2c71f2a335e3a4fc328', 'Bitcoin Regtest', chainUrls.esplora),
  bitcoin('000000000933ea01ad0ee984209779ba', 'Bitcoin Testnet', chainUrls.esplora2),
];
export const projectId = 'gangway-devnet';
export const endpoints = {
  api: 'http://127.0.0.1:8787', walletServices: 'http://127.0.0.1:8787', analytics: 'http://127.0.0.1:8787',
  rpc: 'http://127.0.0.1:8787', relay: 'ws://127.0.0.1:8547', frame: 'http://127.0.0.1:8788',
};
