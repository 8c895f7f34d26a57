/** The eip155 namespace of the session proposal, built from the host's eip155 networks. */
import type { Network } from '@gangway/kernel';
import { EIP155_EVENTS, EIP155_METHODS } from './constants';

export interface ProposalNamespace {
  chains: string[];
  methods: string[];
  events: string[];
  rpcMap: Record<string, string>;
  defaultChain?: string;
}

/** Optional (not required) so a wallet that lacks one of the chains can still approve the others. */
export function eip155Namespace(networks: readonly Network[], active?: Network): ProposalNamespace | undefined {
  const evm = networks.filter((n) => n.chainNamespace === 'eip155');
  if (!evm.length) return undefined;
  const first = active && active.chainNamespace === 'eip155' ? active : evm[0];
  // The active network first: wallets treat the first chain as the one to connect on.
  const ordered = [first, ...evm.filter((n) => n.caipNetworkId !== first.caipNetworkId)];
  return {
    chains: ordered.map((n) => n.caipNetworkId),
    methods: [...EIP155_METHODS],
    events: [...EIP155_EVENTS],
    rpcMap: Object.fromEntries(ordered.flatMap((n) => (n.rpcUrls.default.http[0] ? [[String(n.id), n.rpcUrls.default.http[0]]] : []))),
    defaultChain: first.caipNetworkId,
  };
}
