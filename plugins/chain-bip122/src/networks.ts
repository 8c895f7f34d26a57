/**
 * The three Bitcoin networks as spec §3 Networks. The CAIP-2 reference of a bip122 chain is the
 * first 32 hex characters of its genesis block hash (CAIP-4). `rpcUrls.default.http[0]` is the
 * network's Esplora REST base URL (balances, UTXOs, fees, broadcast): a host points it elsewhere by
 * spreading the network with its own URL (the devnet's regtest API is http://127.0.0.1:3002).
 * Pure data: a host imports them from the public contract.
 */
import type { Network } from '@gangway/kernel';

const chain = (ref: string, name: string, esplora: string, testnet: boolean, explorer: string): Network => ({
  id: ref,
  caipNetworkId: `bip122:${ref}`,
  chainNamespace: 'bip122',
  name,
  testnet,
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: { default: { http: [esplora] } },
  blockExplorers: { default: { name: 'Mempool', url: explorer } },
});

export const bitcoinMainnet = chain('000000000019d6689c085ae165831e93', 'Bitcoin', 'https://blockstream.info/api', false, 'https://mempool.space');
export const bitcoinTestnet = chain('000000000933ea01ad0ee984209779ba', 'Bitcoin Testnet', 'https://blockstream.info/testnet/api', true, 'https://mempool.space/testnet');
/** Regtest: every regtest node shares this genesis block; the URL is the devnet's Esplora stand-in. */
export const bitcoinRegtest = chain('0f9188f13cb7b2c71f2a335e3a4fc328', 'Bitcoin Regtest', 'http://127.0.0.1:3002', true, 'http://127.0.0.1:3002');

/** Which address encoding a network uses: bech32 human-readable part and base58 version bytes. */
export interface AddressParams { hrp: string; pubKeyHash: number; scriptHash: number }
export const ADDRESS_PARAMS: Record<string, AddressParams> = {
  [bitcoinMainnet.id]: { hrp: 'bc', pubKeyHash: 0x00, scriptHash: 0x05 },
  [bitcoinTestnet.id]: { hrp: 'tb', pubKeyHash: 0x6f, scriptHash: 0xc4 },
  [bitcoinRegtest.id]: { hrp: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4 },
};

/** Wallet Standard chain names (`bitcoin:regtest`) ↔ CAIP-2 references. */
export const WALLET_STANDARD_CHAINS: Record<string, string> = {
  'bitcoin:mainnet': bitcoinMainnet.id as string,
  'bitcoin:testnet': bitcoinTestnet.id as string,
  'bitcoin:regtest': bitcoinRegtest.id as string,
};
