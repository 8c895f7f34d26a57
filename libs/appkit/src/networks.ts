/**
 * `@gangway/appkit/networks`: AppKit's network objects by AppKit's names (reown-com/appkit
 * packages/appkit/src/networks/index.ts: viem's chains, ./solana, ./bitcoin) and defineChain.
 * The EVM ones are viem's chain definitions with the namespace and CAIP-2 id Gangway's Network
 * carries; the Solana and Bitcoin ones are the chain plugins' own networks. Every export is a pure
 * expression, so an app's bundle keeps only the networks it imports.
 */
import type { ChainNamespace, Network } from '@gangway/kernel';
import { bitcoinMainnet, bitcoinTestnet as gangwayBitcoinTestnet } from '@gangway/plugin-chain-bip122/public';
import { solanaDevnet as gangwaySolanaDevnet, solanaMainnet, solanaTestnet as gangwaySolanaTestnet } from '@gangway/plugin-chain-solana/public';
import type { Chain } from 'viem';
import * as chains from 'viem/chains';

export type AppKitNetwork = Network;
export type CaipNetwork = Network;
export type { ChainNamespace };

/** AppKit's defineChain: a network object as written (its `caipNetworkId` and `chainNamespace` included). */
export function defineChain<const T extends Network>(chain: T): T & { formatters: undefined; fees: undefined; serializers: undefined } {
  return { formatters: undefined, fees: undefined, serializers: undefined, ...chain };
}

/** A viem chain as an eip155 Network (viem's readonly arrays are the only difference in type). */
const evm = (c: Chain): Network => ({ ...c, chainNamespace: 'eip155', caipNetworkId: `eip155:${c.id}` }) as Network;

export const mainnet = /*#__PURE__*/ evm(chains.mainnet);
export const sepolia = /*#__PURE__*/ evm(chains.sepolia);
export const holesky = /*#__PURE__*/ evm(chains.holesky);
export const arbitrum = /*#__PURE__*/ evm(chains.arbitrum);
export const arbitrumSepolia = /*#__PURE__*/ evm(chains.arbitrumSepolia);
export const base = /*#__PURE__*/ evm(chains.base);
export const baseSepolia = /*#__PURE__*/ evm(chains.baseSepolia);
export const optimism = /*#__PURE__*/ evm(chains.optimism);
export const optimismSepolia = /*#__PURE__*/ evm(chains.optimismSepolia);
export const polygon = /*#__PURE__*/ evm(chains.polygon);
export const polygonAmoy = /*#__PURE__*/ evm(chains.polygonAmoy);
export const bsc = /*#__PURE__*/ evm(chains.bsc);
export const avalanche = /*#__PURE__*/ evm(chains.avalanche);
export const gnosis = /*#__PURE__*/ evm(chains.gnosis);
export const zksync = /*#__PURE__*/ evm(chains.zksync);
export const linea = /*#__PURE__*/ evm(chains.linea);
export const scroll = /*#__PURE__*/ evm(chains.scroll);
export const celo = /*#__PURE__*/ evm(chains.celo);
export const zora = /*#__PURE__*/ evm(chains.zora);
export const blast = /*#__PURE__*/ evm(chains.blast);
export const mantle = /*#__PURE__*/ evm(chains.mantle);
export const hardhat = /*#__PURE__*/ evm(chains.hardhat);
export const foundry = /*#__PURE__*/ evm(chains.foundry);

export const solana = solanaMainnet;
export const solanaDevnet = gangwaySolanaDevnet;
export const solanaTestnet = gangwaySolanaTestnet;
export const bitcoin = bitcoinMainnet;
export const bitcoinTestnet = gangwayBitcoinTestnet;
