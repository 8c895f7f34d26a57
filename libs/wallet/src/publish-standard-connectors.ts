/**
 * A Wallet Standard family's Connect-view connectors: the discovered wallets the host's lists let
 * through (spec §1), published again on every registration change so late extensions show up.
 */
import type { ChainNamespace, PluginApi } from '@gangway/kernel';
import { standardConnectorInfo } from './standard-connector-info';
import type { StandardDiscovery } from './standard-discovery';
import { applyWalletLists } from './wallet-lists';

/** Publishes now and on each change; returns what stops following the changes. */
export function publishStandardConnectors(api: Pick<PluginApi, 'options'> & { readonly wallet: Pick<PluginApi['wallet'], 'setConnectors'> }, discovery: Pick<StandardDiscovery, 'wallets' | 'subscribe'>, chain: ChainNamespace): () => void {
  const publish = () => api.wallet.setConnectors(applyWalletLists(discovery.wallets(), api.options).map((w) => standardConnectorInfo(w, chain)));
  publish();
  return discovery.subscribe(publish);
}
