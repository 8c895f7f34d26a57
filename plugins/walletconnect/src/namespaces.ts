/**
 * The namespaces of the session proposal, built from the host's networks: one per family the host
 * configured that WalletConnect serves (families.ts), each listing the host's networks of that
 * family — the family's current network first, since wallets connect on the first chain — with the
 * methods, events and rpcMap keys its family descriptor gives.
 *
 * Every namespace is optional, none required (`requiredNamespaces` stays empty): a wallet that serves
 * only some of the families can still approve those (WalletConnect itself deprecated required
 * namespaces for this reason; a session without any account is refused in session.ts).
 */
import type { ChainNamespace, Network } from '@gangway/kernel';
import type { WcFamilies, WcFamily } from './families';

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
export function namespaceProposal(family: WcFamily, networks: readonly Network[], active?: Network): ProposalNamespace | undefined {
  const ns = family.namespace;
  const own = networks.filter((n) => n.chainNamespace === ns);
  if (!own.length) return undefined;
  const first = active && active.chainNamespace === ns && own.some((n) => n.caipNetworkId === active.caipNetworkId) ? active : own[0];
  const ordered = [first, ...own.filter((n) => n.caipNetworkId !== first.caipNetworkId)];
  const { wc } = family;
  return {
    chains: ordered.map((n) => n.caipNetworkId),
    methods: [...wc.methods],
    events: [...wc.events],
    rpcMap: Object.fromEntries(ordered.flatMap((n) => (n.rpcUrls.default.http[0] ? [[wc.rpcKey(n), n.rpcUrls.default.http[0]]] : []))),
    defaultChain: first.caipNetworkId,
  };
}

/**
 * The whole proposal: every family the host configured, each from its networks, the current network
 * of each family first. `current` gives each namespace's current network.
 */
export function proposal(families: WcFamilies, networks: readonly Network[], current: Partial<Record<ChainNamespace, Network | undefined>> = {}): Proposal {
  const optionalNamespaces: Proposal['optionalNamespaces'] = {};
  for (const family of families.values()) {
    const p = namespaceProposal(family, networks, current[family.namespace]);
    if (p) optionalNamespaces[family.namespace] = p;
  }
  return { requiredNamespaces: {}, optionalNamespaces };
}
