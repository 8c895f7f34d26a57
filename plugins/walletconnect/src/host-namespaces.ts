/** The host's namespaces, in the order of its networks (the first is the default active one of a session). */
import type { ChainNamespace, Network } from '@gangway/kernel';

export const hostNamespaces = (networks: readonly Network[]): ChainNamespace[] => [...new Set(networks.map((n) => n.chainNamespace))];
