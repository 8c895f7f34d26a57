import { createGangway } from '@gangway/kernel';
import { memoryStorage } from '@gangway/kernel/testing';
import { expect, it } from 'vitest';
import { arbitrum, base, bitcoin, bitcoinTestnet, defineChain, foundry, mainnet, optimism, polygon, sepolia, solana, solanaDevnet } from './networks';

it("AppKit's networks by AppKit's names, with their CAIP-2 ids and namespaces", () => {
  expect([mainnet, arbitrum, base, polygon, optimism, sepolia, foundry].map((n) => n.caipNetworkId)).toEqual(['eip155:1', 'eip155:42161', 'eip155:8453', 'eip155:137', 'eip155:10', 'eip155:11155111', 'eip155:31337']);
  expect(mainnet).toMatchObject({ name: 'Ethereum', chainNamespace: 'eip155', nativeCurrency: { symbol: 'ETH', decimals: 18 } });
  expect([solana, solanaDevnet].map((n) => n.caipNetworkId)).toEqual(['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1']);
  expect([bitcoin, bitcoinTestnet].map((n) => n.caipNetworkId)).toEqual(['bip122:000000000019d6689c085ae165831e93', 'bip122:000000000933ea01ad0ee984209779ba']);
});

it("Gangway's options take them as they are, and a defineChain'd one", () => {
  const devnet = defineChain({ id: 31338, caipNetworkId: 'eip155:31338', chainNamespace: 'eip155', name: 'Local', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } } });
  expect(devnet).toMatchObject({ id: 31338, formatters: undefined, serializers: undefined });
  const g = createGangway({ projectId: 'p', networks: [mainnet, base, solana, bitcoin, devnet], plugins: [] }, { skipStartup: true, storage: memoryStorage() });
  expect(g.kernel.options.networks.map((n) => n.caipNetworkId)).toEqual(['eip155:1', 'eip155:8453', solana.caipNetworkId, bitcoin.caipNetworkId, 'eip155:31338']);
  g.destroy();
});
