/** The wallet rows and the All Wallets row (its icon and the registry's wallet count), as one section. */
import type { PluginApi } from '@gangway/kernel';
import type { WalletRegistry } from '@gangway/plugin-all-wallets/public';
import { allWalletsTag, type WalletRow } from './order';
import { WalletRowButton } from './WalletRowButton';

export function WalletList({ api, rows, registry, count, loading, disabled }: {
  api: PluginApi; rows: readonly WalletRow[]; registry?: WalletRegistry; count?: number; loading: boolean; disabled: boolean;
}) {
  const choose = (row: WalletRow) => api.navigation.push(row.view, row.data);
  const showAllWallets = !!api.options.features.allWallets && api.options.enableWallets;
  const tag = allWalletsTag(count);
  return (
    <section data-testid="connect-method-wallet" aria-busy={loading || undefined}>
      {rows.map((row) => <WalletRowButton key={row.key} api={api} row={row} registry={registry} disabled={disabled} onSelect={choose} />)}
      {showAllWallets ? (
        <button type="button" className="gw-btn" data-testid="all-wallets" disabled={disabled} onClick={() => api.navigation.push('AllWallets')}>
          <AllWalletsIcon />
          <span style={{ flex: 1 }}>{api.i18n.t('connect.allWallets')}</span>
          {tag ? <span className="gw-muted" data-testid="all-wallets-count">{tag}</span> : null}
        </button>
      ) : null}
    </section>
  );
}

/** Four tiles in the wallet icons' 28 px place: "many wallets". */
function AllWalletsIcon() {
  return (
    <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" focusable="false" data-testid="all-wallets-icon" style={{ flex: 'none' }}>
      <rect width="28" height="28" rx="8" fill="var(--gw-surface)" stroke="var(--gw-border)" />
      <g fill="var(--gw-accent)">
        <rect x="6" y="6" width="7" height="7" rx="2" />
        <rect x="15" y="6" width="7" height="7" rx="2" opacity=".75" />
        <rect x="6" y="15" width="7" height="7" rx="2" opacity=".75" />
        <rect x="15" y="15" width="7" height="7" rx="2" opacity=".5" />
      </g>
    </svg>
  );
}
