/**
 * ConnectingWalletConnect (data {wallet?}: a registry listing when the visitor chose a wallet):
 * the pairing URI as a QR code with 'Copy link'; on a phone, or for a wallet with a desktop or web
 * app, an 'Open <wallet>' link carrying the URI. Success goes to Account (the controller navigates).
 */
import type { ConnectorInfo, ViewProps } from '@gangway/kernel';
import { lazy, Suspense } from 'react';
import type { WalletListing } from '@gangway/plugin-all-wallets/public';
import type { WalletConnectController } from './controller';
import { formatNativeUrl, formatUniversalUrl, isMobile, mobileLink } from './deep-links';
import { CopyLinkButton, PairingError, usePairing } from './PairingStatus';
import { useRegistry } from './use-registry';
import { WalletHeader } from './WalletHeader';
import { isSafeAppLink } from '@gangway/lib-wallet';

export interface ConnectingWalletConnectData { wallet?: WalletListing }

/** The QR encoder loads with this view, not with the plugin (the Connect view lists the connector without it). */
const QrCode = lazy(() => import(/* webpackChunkName: "wc-qr" */ './QrCode').then((m) => ({ default: m.QrCode })));
const QR_SPACE = { width: 240, height: 240, margin: '0 auto 12px' };

/** The link that opens the chosen wallet with the URI, if it has an app for this device. */
export function openLink(wallet: WalletListing | undefined, uri: string | undefined, connectors: readonly ConnectorInfo[], mobile: boolean): string | undefined {
  if (!wallet) return undefined;
  if (mobile) {
    const injected = connectors.some((c) => (c.type === 'ANNOUNCED' || c.type === 'INJECTED') && !!wallet.rdns && c.rdns === wallet.rdns);
    return mobileLink({ wallet, uri, pageUrl: location.href, origin: location.origin, injected });
  }
  if (!uri) return undefined;
  if (wallet.desktop_link && isSafeAppLink(wallet.desktop_link)) return formatNativeUrl(wallet.desktop_link, uri).redirect;
  if (wallet.webapp_link && isSafeAppLink(wallet.webapp_link)) return formatUniversalUrl(wallet.webapp_link, uri).redirect;
  return undefined;
}

export const makeConnectingWalletConnectView = (controller: WalletConnectController) =>
  function ConnectingWalletConnectView({ api, data }: ViewProps<ConnectingWalletConnectData>) {
    const wallet = data?.wallet;
    const { uri, status } = usePairing(api, controller, wallet);
    const registry = useRegistry(api);
    const connectors = api.state.useKernelState((s) => s.connectors);
    const link = openLink(wallet, uri, connectors, isMobile());
    const failed = status.phase === 'declined' || status.phase === 'failed';
    return (
      <div data-testid="connecting-walletconnect" data-phase={status.phase}>
        <WalletHeader wallet={wallet} registry={registry} />
        {failed ? <PairingError api={api} status={status} onRetry={() => controller.startConnect(wallet)} /> : (
          <>
            {uri
              ? <Suspense fallback={<div style={QR_SPACE} />}><QrCode value={uri} label={api.i18n.t('connect.scanWithWallet')} /></Suspense>
              : <div className="gw-spinner" role="progressbar" aria-label={api.i18n.t('connect.preparing')} />}
            <p className="gw-center gw-muted">{wallet ? api.i18n.t('connect.acceptRequest') : api.i18n.t('connect.scanWithWallet')}</p>
            {link ? <a className="gw-btn gw-btn-primary" data-testid="wc-open-app" href={link} target={isMobile() ? '_self' : '_blank'} rel="noopener noreferrer">{api.i18n.t('connect.openApp', { name: wallet!.name })}</a> : null}
            <CopyLinkButton api={api} uri={uri} />
          </>
        )}
      </div>
    );
  };
