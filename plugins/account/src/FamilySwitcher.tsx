/**
 * The connected chain families (spec §3 per-chain account state), shown when more than one is
 * connected at once (an EVM and a Solana wallet, or one WalletConnect session across families): one
 * button per family with its address, the active one pressed. Choosing another opens
 * SwitchActiveChain (spec §2, data {switchToChain, navigateTo, navigateWithReplace}), which makes it
 * the active namespace and comes back to Account with that family's account and balances.
 */
import type { ChainNamespace, PluginApi } from '@gangway/kernel';
import { truncateAddress } from '@gangway/lib-wallet';

const ORDER: ChainNamespace[] = ['eip155', 'solana', 'bip122', 'polkadot', 'cosmos'];

export function FamilySwitcher({ api }: { api: PluginApi }) {
  // A string, so the selection is stable between renders ("ns=address" per connected family).
  const connected = api.state.useKernelState((s) => ORDER
    .filter((ns) => s.chains[ns]?.account.status === 'connected' && s.chains[ns]?.account.address)
    .map((ns) => `${ns}=${s.chains[ns]!.account.address}`).join(' '));
  const active = api.state.useKernelState((s) => s.activeChain);
  const families = connected ? connected.split(' ').map((e) => e.split('=') as [ChainNamespace, string]) : [];
  if (families.length < 2) return null;

  const choose = (ns: ChainNamespace) => {
    if (ns === active) return;
    if (api.views.isViewAvailable('SwitchActiveChain')) api.navigation.push('SwitchActiveChain', { switchToChain: ns, navigateTo: 'Account', navigateWithReplace: true });
    else api.session.setActiveChain(ns);
  };
  return (
    <div role="group" aria-label={api.i18n.t('account.families')} data-testid="account-families" style={{ display: 'flex', gap: 6, flexWrap: 'wrap', justifyContent: 'center', margin: '0 0 8px' }}>
      {families.map(([ns, address]) => (
        <button key={ns} type="button" data-testid={`account-family-${ns}`} aria-pressed={ns === active}
          className={ns === active ? 'gw-btn gw-btn-primary' : 'gw-btn'} style={{ flex: '1 1 auto', width: 'auto' }} onClick={() => choose(ns)}>
          {api.i18n.t(`family.${ns}`)} · <span title={address}>{truncateAddress(address)}</span>
        </button>
      ))}
    </div>
  );
}
