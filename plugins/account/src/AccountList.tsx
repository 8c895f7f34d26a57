/**
 * The wallet's accounts on the active chain (spec §3 allAccounts) when it has more than one (an
 * embedded wallet's EOA and smart account, a Bitcoin wallet's payment and ordinals addresses): each
 * address with its label (spec §3 addressLabels: a name) or else its kind, the connected one marked.
 * Labels are API data: rendered as text only.
 */
import type { AccountState, PluginApi } from '@gangway/kernel';
import { truncateAddress } from '@gangway/lib-wallet';

const KINDS = ['eoa', 'smartAccount', 'payment', 'ordinal', 'stx'];

export function AccountList({ account, t }: { account: AccountState; t: PluginApi['i18n']['t'] }) {
  const all = account.allAccounts ?? [];
  if (all.length < 2) return null;
  return (
    <section data-testid="account-list" aria-label={t('account.accounts')}>
      <p className="gw-muted" style={{ margin: '8px 0 4px' }}>{t('account.accounts')}</p>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {all.map((a) => {
          const label = account.addressLabels?.[a.address] ?? (KINDS.includes(a.type) ? t(`account.type.${a.type}`) : undefined);
          const current = a.address === account.address;
          return (
            <li key={`${a.type}:${a.address}`} data-testid="account-list-row" data-current={current ? '' : undefined} title={a.address}
              style={{ display: 'flex', gap: 8, justifyContent: 'space-between', padding: '4px 0', overflowWrap: 'anywhere' }}>
              <span>{label ? <strong data-testid="account-list-label">{label}</strong> : null} <span data-testid="account-list-address">{truncateAddress(a.address)}</span></span>
              {current ? <span className="gw-muted">{t('account.current')}</span> : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
