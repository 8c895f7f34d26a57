/**
 * The wallet-rows service (public.ts): the same rows the Connect view shows, built outside React from
 * the same pieces — the connectors (through the `connectors` waterfall), the recent wallets and the
 * registry's featured and recommended wallets — so a custom connect screen lists what the modal would.
 */
import type { ChainNamespace, PluginApi } from '@gangway/kernel';
import { walletRegistryKey, type WalletListing } from '@gangway/plugin-all-wallets/public';
import { buildWalletRows, MAX_FEATURED, MAX_RECOMMENDED, type ConnectorTypeKey } from './order';
import type { ConnectWallets } from './public';
import { recentWallets } from './recent';

export function createWalletRowsService(api: PluginApi): ConnectWallets {
  const recent = recentWallets(api);

  async function registryWallets(skip: string[]): Promise<{ featured: WalletListing[]; recommended: WalletListing[] }> {
    if (!api.options.enableWallets) return { featured: [], recommended: [] };
    try {
      const registry = await api.services.require(walletRegistryKey);
      const [featured, recommended] = await Promise.all([
        api.options.featuredWalletIds.length ? registry.featured() : Promise.resolve([]),
        registry.recommended([...api.options.featuredWalletIds, ...skip]),
      ]);
      return { featured, recommended };
    } catch (error) {
      // Without the registry (switched off, failing API) the list simply has no registry rows.
      api.hooks.error.call({ error, source: `plugin:${api.id}:registry` });
      return { featured: [], recommended: [] };
    }
  }

  return {
    async rows(namespace?: ChainNamespace) {
      const connectors = api.hooks.connectors.call({ connectors: [...api.state.getState().connectors] }).connectors
        .filter((c) => !namespace || !c.chain || c.chain === namespace || c.type === 'MULTI_CHAIN' || c.type === 'WALLET_CONNECT');
      const stored = recent.list();
      const installed = connectors.flatMap((c) => (c.rdns && (c.type === 'ANNOUNCED' || c.type === 'INJECTED') ? [c.rdns] : []));
      const { featured, recommended } = await registryWallets([...stored.map((r) => r.id), ...installed]);
      return buildWalletRows({
        connectors,
        recent: stored,
        featured: featured.slice(0, MAX_FEATURED),
        recommended: recommended.slice(0, MAX_RECOMMENDED),
        order: api.options.features.connectorTypeOrder as ConnectorTypeKey[] | undefined,
        walletConnectEnabled: api.options.enableWalletConnect,
      });
    },
  };
}
