/**
 * The namespaces of the session proposal, built from the host's networks: one per family the host
 * configured (eip155, solana, bip122, polkadot, cosmos), each listing the host's networks of that
 * family — the family's current network first, since wallets connect on the first chain.
 *
 * Every namespace is optional, none required (`requiredNamespaces` stays empty): a wallet that serves
 * only some of the families can still approve those (WalletConnect itself deprecated required
 * namespaces for this reason; a session without any account is refused in session.ts).
 */
import type { ChainNamespace, Network } from '@gangway/kernel';
import { WC_NAMESPACES } from './caip';
import { EIP155_EVENTS, EIP155_METHODS, NAMESPACE_METHODS } from './session-constants';

export interface ProposalNamespace {
  chains: string[];
  methods: string[];
  events: string[];
  rpcMap: Record<string, string>;
  defaultChain?: string;
}

export interface Proposal {
  requiredNamespaces: Partial<Record<ChainNamespace, ProposalNamespace>>;
  optionalNamespaces: Partial<Record<ChainNamespace, ProposalNamespace>>;
}

/** One namespace's proposal, or undefined when the host has no network of it. */
export function namespaceProposal(ns: ChainNamespace, networks: readonly Network[], active?: Network): ProposalNamespace | undefined {
  const own = networks.filter((n) => n.chainNamespace === ns);
  if (!own.length) return undefined;
  const first = active && active.chainNamespace === ns && own.some((n) => n.caipNetworkId === active.caipNetworkId) ? active : own[0];
  const ordered = [first, ...own.filter((n) => n.caipNetworkId !== first.caipNetworkId)];
  const { methods, events } = ns === 'eip155' ? { methods: EIP155_METHODS, events: EIP155_EVENTS } : NAMESPACE_METHODS[ns];
  // The SDK keys eip155 RPC URLs by chain id, the other families by CAIP-2 id.
  const rpcKey = (n: Network) => (ns === 'eip155' ? String(n.id) : n.caipNetworkId);
  return {
    chains: ordered.map((n) => n.caipNetworkId),
    methods: [...methods],
    events: [...events],
    rpcMap: Object.fromEntries(ordered.flatMap((n) => (n.rpcUrls.default.http[0] ? [[rpcKey(n), n.rpcUrls.default.http[0]]] : []))),
    defaultChain: first.caipNetworkId,
  };
}

/** The eip155 namespace alone (the host's eip155 networks). */
export const eip155Namespace = (networks: readonly Network[], active?: Network) => namespaceProposal('eip155', networks, active);

/**
 * The whole proposal: every family the host configured, each from its networks, the current network
 * of each family first. `current` gives each namespace's current network.
 */
export function proposal(networks: readonly Network[], current: Partial<Record<ChainNamespace, Network | undefined>> = {}): Proposal {
  const optionalNamespaces: Proposal['optionalNamespaces'] = {};
  for (const ns of WC_NAMESPACES) {
    const p = namespaceProposal(ns, networks, current[ns]);
    if (p) optionalNamespaces[ns] = p;
  }
  return { requiredNamespaces: {}, optionalNamespaces };
}
