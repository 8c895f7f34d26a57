/** A public client of a host network, for smart-account signatures (ERC-1271 / ERC-6492) on eip155. */
import { createPublicClient, http } from 'viem';
import type { Network } from '@gangway/kernel';
import type { OnChainVerifier } from '../verify/eip155';

export function onChainVerifier(networks: readonly Network[], chainId: string): OnChainVerifier | undefined {
  if (!chainId.startsWith('eip155:')) return undefined;
  const url = networks.find((n) => n.caipNetworkId === chainId)?.rpcUrls.default.http[0];
  return url ? createPublicClient({ transport: http(url) }) : undefined;
}
