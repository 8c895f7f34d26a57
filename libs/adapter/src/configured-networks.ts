/**
 * A one-namespace adapter's networks (solana, bitcoin): the ones the host passed to createGangway in
 * that namespace. The adapter lists and switches only among these, so a host call never reaches a
 * network of another namespace or one the widget does not know.
 */
import { GangwayError, type ChainNamespace, type Network, type PluginApi } from '@gangway/kernel';

/** The widget's `networks` of `namespace`, in the host's order. */
export const configuredNetworks = (api: PluginApi, namespace: ChainNamespace): Network[] =>
  api.options.networks.filter((n) => n.chainNamespace === namespace);

/**
 * Switches the widget to the configured network of `namespace` given by object or CAIP-2 id (the widget
 * shows it, like its own switch). Anything else: 'Network not found' (spec's NETWORK_NOT_FOUND).
 */
export async function switchConfiguredNetwork(api: PluginApi, namespace: ChainNamespace, target: Network | string): Promise<void> {
  const id = typeof target === 'string' ? target : target.caipNetworkId;
  const network = configuredNetworks(api, namespace).find((n) => n.caipNetworkId === id);
  if (!network) throw new GangwayError('NETWORK_NOT_FOUND');
  await api.session.switchNetwork(network);
}
