/** The host's networks of one chain namespace, as a chain plugin's service and connector look them up. */
import { GangwayError, type ChainNamespace, type Network, type PluginApi } from '@gangway/kernel';

export interface NamespaceNetworks {
  /** The host's networks of the namespace, in its order. */
  all(): Network[];
  /** The namespace's network in the kernel state, else the host's first one of the namespace. */
  current(): Network | undefined;
  /** The network with this id or CAIP-2 id; without an id the current one. NETWORK_NOT_FOUND when there is none. */
  find(id?: string): Network;
}

export function namespaceNetworks(api: Pick<PluginApi, 'options'> & { readonly state: Pick<PluginApi['state'], 'getState'> }, namespace: ChainNamespace): NamespaceNetworks {
  const all = () => api.options.networks.filter((n) => n.chainNamespace === namespace);
  const current = () => api.state.getState().chains[namespace]?.network.caipNetwork ?? all()[0];
  return {
    all,
    current,
    find(id) {
      const found = id === undefined ? current() : all().find((n) => String(n.id) === id || n.caipNetworkId === id);
      if (!found) throw new GangwayError('NETWORK_NOT_FOUND');
      return found;
    },
  };
}
