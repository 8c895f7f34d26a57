/** The Tokens tab: each balance with its icon, quantity (3 decimals, spec §9) and fiat value. */
import type { PluginApi, TokenBalance } from '@gangway/kernel';
import { formatQuantity, formatUsd } from '@gangway/lib-wallet';
import { RemoteImage, type ImageLoader } from '@gangway/lib-images';

export function TokensTab({ balances, loading, t, locale, loader }: { balances: TokenBalance[] | undefined; loading: boolean; t: PluginApi['t']; locale: string; loader?: ImageLoader }) {
  if (!balances?.length) {
    return loading
      ? <div className="gw-spinner" role="progressbar" aria-label={t('account.tokens')} />
      : <p className="gw-muted gw-center" data-testid="account-no-tokens">{t('account.noTokens')}</p>;
  }
  return (
    <ul data-testid="account-tokens" style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-busy={loading}>
      {balances.map((b) => {
        return (
          <li key={`${b.chainId}:${b.address ?? 'native'}`} data-testid="token-row" data-symbol={b.symbol} data-address={b.address ?? ''}
            style={{ display: 'flex', alignItems: 'center', gap: 10, padding: '6px 0' }}>
            {/* The API's icon URL, else the token image endpoint by symbol; initials when neither loads. */}
            <RemoteImage loader={loader} kind="token" id={b.symbol} url={b.iconUrl} name={b.symbol} size={28} round />
            <span style={{ flex: 1, minWidth: 0 }}>
              <span style={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis' }}>{b.name}</span>
              <span className="gw-muted" data-testid="token-quantity">{formatQuantity(b.quantity.numeric, undefined, locale)} {b.symbol}</span>
            </span>
            <span data-testid="token-value">{formatUsd(b.value, locale)}</span>
          </li>
        );
      })}
    </ul>
  );
}
