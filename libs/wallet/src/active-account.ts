/** The connected account on the active chain: what balances and sends are about. */
import type { ChainNamespace, KernelState, Network } from '@gangway/kernel';

export interface ActiveAccount { namespace: ChainNamespace; address: string; network: Network }

/** The connected account on the active chain, if any. */
export function activeAccount(s: KernelState): ActiveAccount | undefined {
  const ns = s.activeChain;
  const chain = ns ? s.chains[ns] : undefined;
  const network = chain?.network.caipNetwork;
  if (!ns || !chain || chain.account.status !== 'connected' || !chain.account.address || !network) return undefined;
  return { namespace: ns, address: chain.account.address, network };
}
