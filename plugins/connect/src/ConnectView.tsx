/**
 * The Connect view (spec §2): connect methods in order (email, social, wallet; wallet first when a
 * wallet is installed or announced), wallet rows grouped by connector type, the All Wallets entry,
 * and the legal footer or checkbox (which gates every button until ticked). Methods other than the
 * wallet list are entries other plugins contribute to the 'connect.methods' slot (the kernel orders
 * them by the spec's rule); the email and social entries render their plugins' views inline.
 */
import type { ConnectorInfo, PluginApi, SlotItem, ViewProps } from '@gangway/kernel';
import { useMemo, useState } from 'react';
import { hasLegal, LegalCheckbox, LegalFooter, legalUrls } from './Legal';
import { legalAcceptance } from './legal-acceptance';
import { buildWalletRows, connectMethodsOrder, MAX_FEATURED, MAX_RECOMMENDED, hasInstalledWallet, type ConnectMethod, type ConnectorTypeKey, type WalletRow } from './order';
import { recentWallets } from './recent';
import { useRegistryWallets } from './use-registry-wallets';
import { WalletRowButton } from './WalletRowButton';

const selectConnectors = (s: { connectors: ConnectorInfo[] }) => s.connectors;

export function ConnectView({ api }: ViewProps) {
  const features = api.options.features;
  const stateConnectors = api.useKernelState(selectConnectors);
  // Plugins may add, reorder or filter connectors through the `connectors` waterfall.
  // open({ namespace }) filters the wallets to that namespace (multi-chain ones and WalletConnect stay).
  const namespaceFilter = api.useKernelState((s) => s.namespaceFilter);
  const connectors = useMemo(() => api.hooks.connectors.call({ connectors: [...stateConnectors] }).connectors
    .filter((c) => !namespaceFilter || !c.chain || c.chain === namespaceFilter || c.type === 'MULTI_CHAIN' || c.type === 'WALLET_CONNECT'), [api, stateConnectors, namespaceFilter]);
  // Spec §9: at most 2 recent wallets, even if storage holds more (written by an older version).
  const [recent] = useState(() => recentWallets(api).list());
  // Recommended leaves out recent and installed wallets (so 4 new ones show); buildWalletRows drops any other overlap.
  const installedRdns = connectors.flatMap((c) => (c.rdns && (c.type === 'ANNOUNCED' || c.type === 'INJECTED') ? [c.rdns] : [])).join(',');
  const skip = useMemo(() => [...recent.map((r) => r.id), ...installedRdns.split(',').filter(Boolean)], [recent, installedRdns]);
  const { registry, featured, recommended } = useRegistryWallets(api, skip);
  const urls = legalUrls(api);
  const gated = !!features.legalCheckbox && hasLegal(urls);
  const { terms, privacy } = urls;
  const acceptance = useMemo(() => legalAcceptance(api, { terms, privacy }), [api, terms, privacy]);
  const [agreed, setAgreedState] = useState(() => gated && acceptance.accepted());
  const setAgreed = (v: boolean) => { setAgreedState(v); acceptance.set(v); };
  const locked = gated && !agreed;

  const rows = useMemo(() => buildWalletRows({
    connectors,
    recent,
    featured: featured.slice(0, MAX_FEATURED),
    recommended: recommended.slice(0, MAX_RECOMMENDED),
    order: features.connectorTypeOrder as ConnectorTypeKey[] | undefined,
    walletConnectEnabled: api.options.enableWalletConnect,
  }), [api, connectors, recent, featured, recommended, features.connectorTypeOrder]);

  const entries = api.useSlot('connect.methods');
  // The spec's order for email / social / wallet; further methods of other plugins follow, in slot order.
  const order = connectMethodsOrder(features.connectMethodsOrder as ConnectMethod[] | undefined, hasInstalledWallet(connectors));
  const methods: string[] = [...order, ...entries.map((e) => e.id).filter((id) => !order.includes(id as ConnectMethod))];
  const choose = (row: WalletRow) => api.navigation.push(row.view, row.data);
  const showAllWallets = !!features.allWallets && api.options.enableWallets;

  const section = (m: string) => {
    if (m === 'wallet') {
      return (
        <section key={m} data-testid="connect-method-wallet">
          {rows.map((row) => <WalletRowButton key={row.key} api={api} row={row} registry={registry} disabled={locked} onSelect={choose} />)}
          {showAllWallets ? (
            <button type="button" className="gw-btn" data-testid="all-wallets" disabled={locked} onClick={() => api.navigation.push('AllWallets')}>
              <span style={{ flex: 1 }}>{api.t('connect.allWallets')}</span>
            </button>
          ) : null}
        </section>
      );
    }
    const entry = entries.find((e) => e.id === m);
    if (!entry?.view) return null;
    // Reading about wallets is not connecting: the guide stays open to a visitor who has not agreed yet.
    return <MethodRow key={m} api={api} entry={entry} disabled={locked && !UNGATED_METHODS.includes(m)} />;
  };

  return (
    <div data-testid="connect-view">
      {gated ? <LegalCheckbox api={api} urls={urls} checked={agreed} onChange={setAgreed} /> : null}
      {methods.map(section)}
      {gated ? null : <LegalFooter api={api} urls={urls} />}
    </div>
  );
}

/**
 * A contributed connect method. Email and social render inline (their plugin's view: the email
 * field, the provider buttons), so the visitor's focus or pointer on them is the intent that loads
 * the embedded wallet's frame; any other method is one button to its view.
 */
function MethodRow({ api, entry, disabled }: { api: PluginApi; entry: SlotItem; disabled: boolean }) {
  const view = entry.view!;
  if (INLINE_METHODS.includes(entry.id)) {
    return (
      <section data-testid={`connect-method-${entry.id}`} aria-disabled={disabled || undefined} style={disabled ? { pointerEvents: 'none', opacity: 0.5 } : undefined}>
        <api.Outlet view={view} />
      </section>
    );
  }
  return (
    <section data-testid={`connect-method-${entry.id}`}>
      <button type="button" className="gw-btn" data-testid={`connect-method-${entry.id}-button`} disabled={disabled} onClick={() => api.navigation.push(view)}>
        {entry.label}
      </button>
    </section>
  );
}

/** Methods that connect nothing (the wallet guide's "What is a wallet?"), so the legal checkbox does not gate them. */
const UNGATED_METHODS = ['walletGuide'];

/** Methods whose view is rendered inside the Connect view rather than behind a button. */
const INLINE_METHODS = ['email', 'social'];
