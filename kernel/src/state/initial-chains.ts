/**
 * The chains map at start-up, built immutably from the host's networks and the stored session
 * (no immer needed on the eager path). Spec §4: a stored connected session starts 'connecting'.
 */
import { emptyChain } from './defaults';
import type { ChainNamespace, ChainState, KernelState, Network } from './types';

export interface InitialChainsInput {
  networks: Network[];
  defaultNetwork: Network;
  storedNamespace: ChainNamespace | null;
  statuses: Partial<Record<ChainNamespace, string>>;
  connectorIds: Partial<Record<ChainNamespace, string>>;
}

export function initialChains(state: KernelState, input: InitialChainsInput): KernelState {
  const defaultNs = input.defaultNetwork.chainNamespace;
  const chains: KernelState['chains'] = {};
  for (const n of input.networks) {
    const ns = n.chainNamespace;
    const base = chains[ns] ?? emptyChain(ns);
    chains[ns] = { ...base, network: { ...base.network, requestedCaipNetworks: [...base.network.requestedCaipNetworks, n] } };
  }
  for (const ns of Object.keys(chains) as ChainNamespace[]) {
    const chain = chains[ns] as ChainState;
    const caipNetwork = ns === defaultNs ? input.defaultNetwork : chain.network.requestedCaipNetworks[0];
    const connecting = input.statuses[ns] === 'connected';
    chains[ns] = {
      ...chain,
      network: { ...chain.network, caipNetwork },
      account: connecting ? { ...chain.account, status: 'connecting', connectorId: input.connectorIds[ns] } : chain.account,
    };
  }
  const activeChain = input.storedNamespace && chains[input.storedNamespace] ? input.storedNamespace : defaultNs;
  return { ...state, chains, activeChain, activeCaipNetwork: chains[activeChain]?.network.caipNetwork };
}
