/**
 * The Connect view (spec §2): connect methods in order (email, social, wallet; wallet first when a
 * wallet is installed or announced), wallet rows grouped by connector type, the All Wallets entry,
 * and the legal footer or checkbox (which gates every button until ticked).
 */
import type { ConnectorInfo, PluginApi, ViewProps } from '@gangway/kernel';
import { useMemo, useState } from 'react';
import { hasLegal, LegalCheckbox, LegalFooter, legalUrls } from './Legal';
import { EMAIL_VIEW, enabledSocials, SOCIAL_VIEW } from './method-availability';
import { buildWalletRows, connectMethodsOrder, MAX_RECENT, MAX_FEATURED, MAX_RECOMMENDED, hasInstalledWallet, type ConnectMethod, type ConnectorTypeKey, type RecentEntry, type WalletRow } from './order';
import { useRegistryWallets } from './use-registry-wallets';
import { WalletRowButton } from './WalletRowButton';

const selectConnectors = (s: { connectors: ConnectorInfo[] }) => s.connectors;

export function ConnectView({ api }: ViewProps) {
  const features = api.options.features;
  const stateConnectors = api.useKernelState(selectConnectors);
  // Plugins may add, reorder or filter connectors through the `connectors` waterfall.
  const connectors = useMemo(() => api.hooks.connectors.call({ connectors: [...stateConnectors] }).connectors, [api, stateConnectors]);
  // Spec §9: at most 2 recent wallets, even if storage holds more (written by an older version).
  const [recent] = useState(() => (api.storage.get('recentWallets') as RecentEntry[]).slice(0, MAX_RECENT));
  // Recommended leaves out recent and installed wallets (so 4 new ones show); buildWalletRows drops any other overlap.
  const installedRdns = connectors.flatMap((c) => (c.rdns && (c.type === 'ANNOUNCED' || c.type === 'INJECTED') ? [c.rdns] : [])).join(',');
  const skip = useMemo(() => [...recent.map((r) => r.id), ...installedRdns.split(',').filter(Boolean)], [recent, installedRdns]);
  const { registry, featured, recommended } = useRegistryWallets(api, skip);
  const urls = legalUrls(api);
  const gated = !!features.legalCheckbox && hasLegal(urls);
  const [agreed, setAgreed] = useState(false);
  const locked = gated && !agreed;

  const rows = useMemo(() => buildWalletRows({
    connectors,
    recent,
    featured: featured.slice(0, MAX_FEATURED),
    recommended: recommended.slice(0, MAX_RECOMMENDED),
    order: features.connectorTypeOrder as ConnectorTypeKey[] | undefined,
    walletConnectEnabled: api.options.enableWalletConnect,
  }), [api, connectors, recent, featured, recommended, features.connectorTypeOrder]);

  const methods = connectMethodsOrder(features.connectMethodsOrder as ConnectMethod[] | undefined, hasInstalledWallet(connectors));
  const choose = (row: WalletRow) => api.router.push(row.view, row.data);
  const showAllWallets = !!features.allWallets && api.options.enableWallets;

  const section = (m: ConnectMethod) => {
    if (m === 'wallet') {
      return (
        <section key={m} data-testid="connect-method-wallet">
          {rows.map((row) => <WalletRowButton key={row.key} api={api} row={row} registry={registry} disabled={locked} onSelect={choose} />)}
          {showAllWallets ? (
            <button type="button" className="gw-btn" data-testid="all-wallets" disabled={locked} onClick={() => api.router.push('AllWallets')}>
              <span style={{ flex: 1 }}>{api.t('connect.allWallets')}</span>
            </button>
          ) : null}
        </section>
      );
    }
    if (m === 'email') return features.email && api.isViewAvailable(EMAIL_VIEW) ? <EmailRow key={m} api={api} disabled={locked} /> : null;
    const socials = enabledSocials(features);
    if (!socials.length || !api.isViewAvailable(SOCIAL_VIEW)) return null;
    return (
      <section key={m} data-testid="connect-method-social">
        {socials.map((p) => (
          <button key={p} type="button" className="gw-btn" data-testid={`social-${p}`} disabled={locked} onClick={() => api.router.push(SOCIAL_VIEW, { provider: p })}>
            {api.t('connect.continueWith', { name: p })}
          </button>
        ))}
      </section>
    );
  };

  return (
    <div data-testid="connect-view">
      {gated ? <LegalCheckbox api={api} urls={urls} checked={agreed} onChange={setAgreed} /> : null}
      {methods.map(section)}
      {gated ? null : <LegalFooter api={api} urls={urls} />}
    </div>
  );
}

function EmailRow({ api, disabled }: { api: PluginApi; disabled: boolean }) {
  return (
    <section data-testid="connect-method-email">
      <button type="button" className="gw-btn" data-testid="email-login" disabled={disabled} onClick={() => api.router.push(EMAIL_VIEW)}>
        {api.t('connect.continueWithEmail')}
      </button>
    </section>
  );
}
