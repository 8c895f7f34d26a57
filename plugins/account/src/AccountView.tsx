/**
 * The Account view (spec §2): avatar, address (truncated, with copy), native balance, the network
 * pill, the wallet feature buttons as an icon row (slot 'account.walletFeatures': Buy, Swap, Receive, Send — each its plugin's),
 * further actions (slot 'account.actions'), tabs Tokens + the 'account.tabs' slot (NFTs, Activity, …;
 * state: account.currentTab) and Disconnect. The header shows the account's name and avatar when the
 * identity plugin has found them (spec §3 profileName / profileImage in the kernel's account state),
 * the network with its icon, the link to the address on the network's explorer (spec §3
 * addressExplorerUrl) and the wallet's other accounts (AccountList). The buttons come from other
 * plugins' manifests, so they show before those plugins load, and a disabled feature has no button.
 */
import { useEffect, useState } from 'react';
import { errorMessage, ERRORS, type Network, type ViewProps } from '@gangway/kernel';
import type { AccountController } from './controller';
import { copyText } from '@gangway/lib-wallet';
import { formatQuantity, truncateAddress } from '@gangway/lib-wallet';
import { networkImage, RemoteImage, safeImageUrl, type ImageLoader } from '@gangway/lib-images';
import { avatarDataUrl, GangwayIcon, ICON_PATHS, type IconName } from '@gangway/kernel/react';
import { nftsSliceKey } from '@gangway/plugin-nfts/public';
import { accountSliceKey } from './slice';
import { TokensTab } from './TokensTab';
import { FamilySwitcher } from './FamilySwitcher';
import { AccountList } from './AccountList';
import { loginLabel } from './login-label';

export function AccountView({ api, controller, loader }: ViewProps & { controller: AccountController; loader: ImageLoader }) {
  const ns = api.state.useKernelState((s) => s.activeChain);
  const account = api.state.useKernelState((s) => (s.activeChain ? s.chains[s.activeChain]?.account : undefined));
  const network = api.state.useKernelState((s) => s.activeCaipNetwork);
  // View availability follows the plugin records: re-render when a plugin loads, fails or is disabled.
  api.state.useKernelState((s) => s.plugins);
  const features = api.views.useSlot('account.walletFeatures');
  const actions = api.views.useSlot('account.actions');
  // The NFTs tab goes when the API has no NFT endpoint (Gangway-only; the hosted API answers 404).
  const noNfts = api.slice.useSlice(nftsSliceKey, (s) => s?.unsupported === true);
  const tabs = api.views.useSlot('account.tabs').filter((t) => !(noNfts && t.id === 'nfts'));
  const loading = api.slice.useSlice(accountSliceKey, (s) => s.loading);
  const [busy, setBusy] = useState(false);
  const connected = account?.status === 'connected' && !!account.address;

  useEffect(() => {
    if (connected) void controller.refresh();
  }, [controller, connected, account?.address, network?.caipNetworkId]);

  if (!connected || !ns) {
    return (
      <div data-testid="account-view" className="gw-center">
        <p className="gw-muted">{api.i18n.t('account.notConnected')}</p>
        <button type="button" className="gw-btn gw-btn-primary" onClick={() => api.navigation.reset('Connect')}>{api.i18n.t('account.connect')}</button>
      </div>
    );
  }
  const address = account.address!;
  // Tab 0 is Tokens; a tab whose plugin went away falls back to it.
  const tab = Math.min(account.currentTab ?? 0, tabs.length);

  // State is data: only a web page becomes a link.
  const explorerUrl = account.addressExplorerUrl && /^https?:\/\//i.test(account.addressExplorerUrl) ? account.addressExplorerUrl : undefined;

  const copy = () => copyText(address).then(
    () => api.ui.toast('success', api.i18n.t('account.addressCopied')),
    () => api.ui.toast('error', api.i18n.t('account.copyFailed')),
  );
  const disconnect = async () => {
    setBusy(true);
    try {
      await api.session.disconnect();
      api.ui.close();
    } catch (error) {
      // The kernel has reset the account anyway; stay open on Connect so the toast is seen.
      api.navigation.reset('Connect');
      api.ui.toast('error', errorMessage(error, ERRORS.DISCONNECT_FAILED));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div data-testid="account-view" data-namespace={ns}>
      <FamilySwitcher api={api} />
      {/* The header people know from wallet products: avatar, name or address with copy, balance, network pill. */}
      <div className="gw-account-head">
        <AccountAvatar address={address} image={account.profileImage} name={account.profileName} />
        {account.profileName ? <p data-testid="account-name" style={{ margin: '6px 0 0', fontWeight: 700, overflowWrap: 'anywhere' }}>{account.profileName}</p> : null}
        <p className={account.profileName ? 'gw-account-line gw-muted' : 'gw-account-line'} style={account.profileName ? undefined : { marginTop: 6 }}>
          <span data-testid="account-address" title={address}>{truncateAddress(address)}</span>
          <button type="button" className="gw-icon-btn" data-testid="account-copy" aria-label={api.i18n.t('account.copyAddress')} onClick={() => void copy()}>
            <GangwayIcon name="copy" size={16} />
          </button>
        </p>
        {/* The address's page on the network's explorer, as the identity plugin keeps it in state (spec §3). */}
        {explorerUrl ? (
          <p style={{ margin: '0 0 4px' }}>
            <a href={explorerUrl} target="_blank" rel="noopener noreferrer" data-testid="account-explorer">{api.i18n.t('account.viewOnExplorer')}</a>
          </p>
        ) : null}
        {/* An email or social login (the embedded wallet's AUTH connector) names its account. */}
        {account.user?.email || account.user?.username ? (
          <p className="gw-muted" data-testid="account-user" style={{ margin: '0 0 4px' }}>
            {[loginLabel((k) => api.i18n.t(k), account.connectedWalletInfo), account.user.email ?? account.user.username].filter(Boolean).join(' · ')}
          </p>
        ) : null}
        <p data-testid="account-balance" style={{ margin: '0 0 8px', fontSize: '2.4em', fontWeight: 700, letterSpacing: '-.02em' }}>
          {account.balance !== undefined ? `${formatQuantity(account.balance, undefined, api.i18n.locale)} ${account.balanceSymbol ?? ''}` : '—'}
        </p>
        {network ? (api.views.isViewAvailable('Networks')
          ? <button type="button" className="gw-pill" data-testid="account-network" onClick={() => api.navigation.push('Networks')}><NetworkIcon network={network} loader={loader} />{api.i18n.t('account.network', { name: network.name })}<GangwayIcon name="chevron" size={14} /></button>
          : <p className="gw-pill" data-testid="account-network"><NetworkIcon network={network} loader={loader} />{api.i18n.t('account.network', { name: network.name })}</p>) : null}
        <AccountList account={account} t={api.i18n.t} />
      </div>

      {/* Wallet features as an icon row (Buy, Swap, Receive, Send); further actions as full-width rows. */}
      {features.length ? (
        <div className="gw-actions">
          {features.map((e) => (
            <button key={e.id} type="button" className="gw-action" data-testid={`account-action-${e.id}`} onClick={() => e.view && api.navigation.push(e.view)}>
              {isIcon(e.icon) ? <GangwayIcon name={e.icon} /> : null}{e.label}
            </button>
          ))}
        </div>
      ) : null}
      {actions.map((e) => (
        <button key={e.id} type="button" className="gw-btn" data-testid={`account-action-${e.id}`} onClick={() => e.view && api.navigation.push(e.view)}>
          {isIcon(e.icon) ? <GangwayIcon name={e.icon} /> : null}{e.label}
        </button>
      ))}

      {tabs.length ? (
        <div className="gw-tabs" role="tablist">
          {[{ id: 'tokens', label: api.i18n.t('account.tokens') }, ...tabs].map(({ id, label }, i) => (
            <button key={id} type="button" role="tab" aria-selected={tab === i} data-testid={`account-tab-${id}`}
              className="gw-btn" onClick={() => api.session.setAccount(ns, { currentTab: i })}>
              {label}
            </button>
          ))}
        </div>
      ) : null}
      <div role={tabs.length ? 'tabpanel' : undefined}>
        {tab === 0 || !tabs[tab - 1]?.view ? (
          <>
            <TokensTab balances={account.tokenBalance} loading={loading} t={api.i18n.t} locale={api.i18n.locale} loader={loader} />
            <button type="button" className="gw-btn" data-testid="account-refresh" disabled={loading} onClick={() => void controller.refresh({ force: true })}>
              {api.i18n.t('account.refresh')}
            </button>
          </>
        ) : <api.views.Outlet view={tabs[tab - 1].view!} />}
      </div>

      <button type="button" className="gw-btn" data-testid="account-disconnect" disabled={busy} onClick={() => void disconnect()}>
        <GangwayIcon name="disconnect" />{api.i18n.t('account.disconnect')}
      </button>
    </div>
  );
}

function NetworkIcon({ network, loader }: { network: Network; loader: ImageLoader }) {
  const image = networkImage(network);
  return <RemoteImage loader={loader} kind="network" id={image.id} url={image.url} name={network.name} size={22} round testId="account-network-icon" />;
}

const isIcon = (name: string | undefined): name is IconName => !!name && name in ICON_PATHS;

/**
 * The identity avatar when the identity plugin found one; otherwise (none, unsafe, or failed to load)
 * the avatar generated from the address — the fallback, so it carries `data-fallback`.
 */
function AccountAvatar({ address, image, name }: { address: string; image?: string | null; name?: string | null }) {
  const [failed, setFailed] = useState<string | undefined>();
  const src = safeImageUrl(image);
  if (src && failed !== src) {
    return <img src={src} alt="" width={64} height={64} data-testid="account-avatar" referrerPolicy="no-referrer" className="gw-avatar"
      style={{ borderRadius: '50%', objectFit: 'cover' }} onError={() => setFailed(src)} />;
  }
  return <img src={avatarDataUrl(address, 64)} alt="" width={64} height={64} data-testid="account-avatar" data-fallback="" data-name={name ?? undefined} className="gw-avatar" />;
}
