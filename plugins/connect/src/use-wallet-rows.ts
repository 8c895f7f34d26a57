/**
 * The wallet rows of the Connect view and of ConnectWallets (the wallets behind the collapsed row):
 * the connectors (through the `connectors` waterfall, filtered by open({ namespace })), the recent
 * wallets, and the registry's featured and recommended wallets, grouped by connector type; with the
 * registry and its wallet count for the All Wallets row.
 */
import type { ConnectorInfo, PluginApi } from '@gangway/kernel';
import type { WalletRegistry } from '@gangway/plugin-all-wallets/public';
import { useMemo, useState } from 'react';
import { buildWalletRows, MAX_FEATURED, MAX_RECOMMENDED, type ConnectorTypeKey, type WalletRow } from './order';
import { recentWallets } from './recent';
import { useRegistryWallets } from './use-registry-wallets';

const selectConnectors = (s: { connectors: ConnectorInfo[] }) => s.connectors;

export interface WalletRows { connectors: ConnectorInfo[]; rows: WalletRow[]; registry?: WalletRegistry; count?: number; loading: boolean }

export function useWalletRows(api: PluginApi): WalletRows {
  const features = api.options.features;
  const stateConnectors = api.state.useKernelState(selectConnectors);
  // Plugins may add, reorder or filter connectors through the `connectors` waterfall.
  // open({ namespace }) filters the wallets to that namespace (multi-chain ones and WalletConnect stay).
  const namespaceFilter = api.state.useKernelState((s) => s.namespaceFilter);
  const connectors = useMemo(() => api.hooks.connectors.call({ connectors: [...stateConnectors] }).connectors
    .filter((c) => !namespaceFilter || !c.chain || c.chain === namespaceFilter || c.type === 'MULTI_CHAIN' || c.type === 'WALLET_CONNECT'), [api, stateConnectors, namespaceFilter]);
  // Spec §9: at most 2 recent wallets, even if storage holds more (written by an older version).
  const [stored] = useState(() => recentWallets(api).list());
  // Under open({ namespace }), a recent wallet whose connector the filter left out (another family's) is left out too.
  const recent = useMemo(() => {
    if (!namespaceFilter) return stored;
    const shown = new Set(connectors.map((c) => c.id));
    const known = new Set(stateConnectors.map((c) => c.id));
    return stored.filter((r) => !r.connectorId || !known.has(r.connectorId) || shown.has(r.connectorId));
  }, [stored, namespaceFilter, connectors, stateConnectors]);
  // Recommended leaves out recent and installed wallets (so 4 new ones show); buildWalletRows drops any other overlap.
  const installedRdns = connectors.flatMap((c) => (c.rdns && (c.type === 'ANNOUNCED' || c.type === 'INJECTED') ? [c.rdns] : [])).join(',');
  const skip = useMemo(() => [...recent.map((r) => r.id), ...installedRdns.split(',').filter(Boolean)], [recent, installedRdns]);
  const { registry, featured, recommended, count, loading } = useRegistryWallets(api, skip);
  const rows = useMemo(() => buildWalletRows({
    connectors,
    recent,
    featured: featured.slice(0, MAX_FEATURED),
    recommended: recommended.slice(0, MAX_RECOMMENDED),
    order: features.connectorTypeOrder as ConnectorTypeKey[] | undefined,
    walletConnectEnabled: api.options.enableWalletConnect,
  }), [api, connectors, recent, featured, recommended, features.connectorTypeOrder]);
  return { connectors, rows, registry, count, loading };
}
