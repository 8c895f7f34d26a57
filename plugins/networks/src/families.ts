/** The host's networks by chain family, in the spec's namespace order (§9), families without networks left out. */
import type { ChainNamespace, KernelState, Network } from '@gangway/kernel';

export const FAMILY_ORDER: readonly ChainNamespace[] = ['eip155', 'solana', 'bip122', 'polkadot', 'cosmos'];

export function familiesOf(chains: KernelState['chains']): { namespace: ChainNamespace; networks: Network[] }[] {
  return FAMILY_ORDER.flatMap((namespace) => {
    const networks = chains[namespace]?.network.requestedCaipNetworks ?? [];
    return networks.length ? [{ namespace, networks }] : [];
  });
}
