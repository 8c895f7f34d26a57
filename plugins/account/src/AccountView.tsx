/**
 * The Account view (spec §2): address (truncated, with copy), network, native balance, the wallet
 * feature buttons (slot 'account.walletFeatures': Buy, Swap, Receive, Send — each its plugin's),
 * further actions (slot 'account.actions'), tabs Tokens + the 'account.tabs' slot (NFTs, Activity, …;
 * state: account.currentTab) and Disconnect. The header shows the account's name and avatar when the
 * identity plugin has found them (spec §3 profileName / profileImage in the kernel's account state),
 * and the network with its icon. The buttons come from other plugins' manifests, so they
 * show before those plugins load, and a disabled feature has no button.
 */
import { useEffect, useState } from 'react';
import { errorMessage, ERRORS, type Network, type ViewProps } from '@gangway/kernel';
import type { AccountController } from './controller';
import { copyText } from '@gangway/lib-wallet';
import { formatQuantity, truncateAddress } from '@gangway/lib-wallet';
import { networkImage, RemoteImage, type ImageLoader } from '@gangway/lib-images';
import { accountSliceKey } from './slice';
import { TokensTab } from './TokensTab';

export function AccountView({ api, controller, loader }: ViewProps & { controller: AccountController; loader: ImageLoader }) {
  const ns = api.useKernelState((s) => s.activeChain);
  const account = api.useKernelState((s) => (s.activeChain ? s.chains[s.activeChain]?.account : undefined));
  const network = api.useKernelState((s) => s.activeCaipNetwork);
  // View availability follows the plugin records: re-render when a plugin loads, fails or is disabled.
  api.useKernelState((s) => s.plugins);
  const features = api.useSlot('account.walletFeatures');
  const actions = api.useSlot('account.actions');
  const tabs = api.useSlot('account.tabs');
  const loading = api.useSlice(accountSliceKey, (s) => s.loading);
  const [busy, setBusy] = useState(false);
  const connected = account?.status === 'connected' && !!account.address;

  useEffect(() => {
    if (connected) void controller.refresh();
  }, [controller, connected, account?.address, network?.caipNetworkId]);

  if (!connected || !ns) {
    return (
      <div data-testid="account-view" className="gw-center">
        <p className="gw-muted">{api.t('account.notConnected')}</p>
        <button type="button" className="gw-btn gw-btn-primary" onClick={() => api.navigation.reset('Connect')}>{api.t('account.connect')}</button>
      </div>
    );
  }
  const address = account.address!;
  // Tab 0 is Tokens; a tab whose plugin went away falls back to it.
  const tab = Math.min(account.currentTab ?? 0, tabs.length);

  const copy = () => copyText(address).then(
    () => api.toast('success', api.t('account.addressCopied')),
    () => api.toast('error', api.t('account.copyFailed')),
  );
  const disconnect = async () => {
    setBusy(true);
    try {
      await api.disconnect();
      api.close();
    } catch (error) {
      // The kernel has reset the account anyway; stay open on Connect so the toast is seen.
      api.navigation.reset('Connect');
      api.toast('error', errorMessage(error, ERRORS.DISCONNECT_FAILED));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div data-testid="account-view">
      <div className="gw-center">
        <div style={{ display: 'flex', justifyContent: 'center', margin: '0 0 6px' }}>
          <RemoteImage url={account.profileImage} name={account.profileName ?? address.slice(2)} size={56} round testId="account-avatar" />
        </div>
        {account.profileName ? <p data-testid="account-name" style={{ margin: '0 0 2px', fontWeight: 700, overflowWrap: 'anywhere' }}>{account.profileName}</p> : null}
        <p style={{ margin: '0 0 4px', fontWeight: 600 }}>
          <span data-testid="account-address" title={address}>{truncateAddress(address)}</span>{' '}
          <button type="button" className="gw-icon-btn" data-testid="account-copy" aria-label={api.t('account.copyAddress')} onClick={() => void copy()}>
            {/* An SVG, not a glyph: symbol fonts are missing on many systems. */}
            <svg width="16" height="16" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
              <rect x="5.5" y="5.5" width="8" height="8" rx="1.5" /><path d="M10.5 5.5v-2a1.5 1.5 0 0 0-1.5-1.5H4A1.5 1.5 0 0 0 2.5 3.5V9A1.5 1.5 0 0 0 4 10.5h1.5" />
            </svg>
          </button>
        </p>
        {/* An email or social login (the embedded wallet's AUTH connector) names its account. */}
        {account.user?.email || account.user?.username ? (
          <p className="gw-muted" data-testid="account-user" style={{ margin: '0 0 4px' }}>
            {[account.connectedWalletInfo?.name, account.user.email ?? account.user.username].filter(Boolean).join(' · ')}
          </p>
        ) : null}
        <p data-testid="account-balance" style={{ margin: '0 0 8px', fontSize: '2em' }}>
          {account.balance !== undefined ? `${formatQuantity(account.balance, undefined, api.locale)} ${account.balanceSymbol ?? ''}` : '—'}
        </p>
        {network ? (api.isViewAvailable('Networks')
          ? <button type="button" className="gw-btn" data-testid="account-network" onClick={() => api.navigation.push('Networks')}><NetworkIcon network={network} loader={loader} />{api.t('account.network', { name: network.name })}</button>
          : <p className="gw-muted" data-testid="account-network"><NetworkIcon network={network} loader={loader} />{api.t('account.network', { name: network.name })}</p>) : null}
      </div>

      {[features, actions].map((entries, row) => entries.length ? (
        <div key={row} style={{ display: 'flex', gap: 6 }}>
          {entries.map((e) => (
            <button key={e.id} type="button" className="gw-btn" data-testid={`account-action-${e.id}`} onClick={() => e.view && api.navigation.push(e.view)}>
              {e.label}
            </button>
          ))}
        </div>
      ) : null)}

      {tabs.length ? (
        <div className="gw-tabs" role="tablist">
          {[{ id: 'tokens', label: api.t('account.tokens') }, ...tabs].map(({ id, label }, i) => (
            <button key={id} type="button" role="tab" aria-selected={tab === i} data-testid={`account-tab-${id}`}
              className={tab === i ? 'gw-btn gw-btn-primary' : 'gw-btn'} onClick={() => api.setAccount(ns, { currentTab: i })}>
              {label}
            </button>
          ))}
        </div>
      ) : null}
      <div role={tabs.length ? 'tabpanel' : undefined}>
        {tab === 0 || !tabs[tab - 1]?.view ? (
          <>
            <TokensTab balances={account.tokenBalance} loading={loading} t={api.t} locale={api.locale} loader={loader} />
            <button type="button" className="gw-btn" data-testid="account-refresh" disabled={loading} onClick={() => void controller.refresh({ force: true })}>
              {api.t('account.refresh')}
            </button>
          </>
        ) : <api.Outlet view={tabs[tab - 1].view!} />}
      </div>

      <button type="button" className="gw-btn" data-testid="account-disconnect" disabled={busy} onClick={() => void disconnect()}>
        {api.t('account.disconnect')}
      </button>
    </div>
  );
}

function NetworkIcon({ network, loader }: { network: Network; loader: ImageLoader }) {
  const image = networkImage(network);
  return (
    <span style={{ display: 'inline-flex', verticalAlign: 'middle', marginInlineEnd: 6 }}>
      <RemoteImage loader={loader} kind="network" id={image.id} url={image.url} name={network.name} size={18} round testId="account-network-icon" />
    </span>
  );
}
