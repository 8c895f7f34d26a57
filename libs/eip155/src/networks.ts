/**
 * EVM network helpers (spec §3 Network, §9 "Default chain eip155:1"). No viem here either: the
 * injected and networks plugins import these without a chain SDK.
 */
import { ERRORS, type Network } from '@gangway/kernel';
import { toCaipNetworkId, toChainId, toHexChainId } from './chain-id';

/** Ethereum mainnet: the namespace's network when the host configures no eip155 network (spec §9). */
export const DEFAULT_EIP155_NETWORK: Network = {
  id: 1,
  caipNetworkId: 'eip155:1',
  chainNamespace: 'eip155',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://eth.merkle.io'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
};

/** The host's eip155 networks, or eip155:1 alone when it gives none for the namespace. */
export function eip155Networks(networks: readonly Network[]): Network[] {
  const own = networks.filter((n) => n.chainNamespace === 'eip155');
  return own.length ? own : [DEFAULT_EIP155_NETWORK];
}

/** The configured eip155 network with this chain id (number, decimal string, hex string or CAIP-2). */
export function findEip155Network(networks: readonly Network[], chainId: number | string): Network | undefined {
  const id = toChainId(chainId);
  return eip155Networks(networks).find((n) => Number(n.id) === id);
}

/**
 * Stands in for a chain the wallet moved to that the host did not configure: its name is
 * 'Unknown Network' (spec §8) and, since it is not in the requested list, the UnsupportedChain rule
 * of spec §4 applies to it.
 */
export function unknownEip155Network(chainId: number | string): Network {
  const id = toChainId(chainId);
  return {
    id,
    caipNetworkId: toCaipNetworkId(id),
    chainNamespace: 'eip155',
    name: ERRORS.UNKNOWN_NETWORK,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [] } },
  };
}

/**
 * The JSON-RPC URL for a network. The network's own rpcUrls win when the host gives them (the host
 * knows its nodes, and they work without a project id); otherwise the configured RPC proxy of
 * spec §7: `${endpoints.rpc}/v1/?chainId=eip155:<id>&projectId=<id>`.
 */
export function rpcUrlFor(network: Network, rpcBase: string, projectId: string | undefined): string {
  const own = network.rpcUrls.default.http[0];
  if (own) return own;
  return `${rpcBase.replace(/\/+$/, '')}/v1/?chainId=${network.caipNetworkId}&projectId=${encodeURIComponent(projectId ?? '')}`;
}

/**
 * What wallet_addEthereumChain needs (spec §7): chainId, rpcUrls, chainName, nativeCurrency,
 * blockExplorerUrls. One builder for every connector. `rpcUrls` is never empty — wallets refuse an
 * empty list — so a network without its own URL gets the configured RPC proxy (rpcUrlFor).
 */
export function addEthereumChainParams(network: Network, rpcBase: string, projectId: string | undefined) {
  const explorers = [...new Set(Object.values(network.blockExplorers ?? {}).map((e) => e.url))];
  return {
    chainId: toHexChainId(network.id),
    rpcUrls: [rpcUrlFor(network, rpcBase, projectId)],
    chainName: network.name,
    nativeCurrency: network.nativeCurrency,
    blockExplorerUrls: explorers.length ? explorers : undefined,
  };
}
