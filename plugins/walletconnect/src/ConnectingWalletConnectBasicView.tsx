/**
 * ConnectingWalletConnectBasic: the mobile list. Each wallet app is a link carrying the pairing
 * URI (`<mobile_link>wc?uri=…`); Phantom, Solflare and Coinbase, when not injected in the page,
 * get their browse-in-app redirect instead.
 */
import { RemoteImage } from '@gangway/lib-images';
import type { ViewProps } from '@gangway/kernel';
import type { WalletListing } from '@gangway/plugin-all-wallets/public';
import { useEffect, useState } from 'react';
import type { WalletConnectController } from './controller';
import { isInjectedInPage, browseWalletOf, mobileLink } from './deep-links';
import { CopyLinkButton, PairingError, usePairing } from './PairingStatus';
import { useRegistry } from './use-registry';

export const makeConnectingWalletConnectBasicView = (controller: WalletConnectController) =>
  function ConnectingWalletConnectBasicView({ api }: ViewProps) {
    const { uri, status } = usePairing(api, controller);
    const registry = useRegistry(api);
    const connectors = api.state.useKernelState((s) => s.connectors);
    const [wallets, setWallets] = useState<WalletListing[]>([]);
    useEffect(() => {
      if (!registry) return;
      let live = true;
      registry.fetchWallets({ page: 1 }).then((p) => { if (live) setWallets(p.data.filter((w) => w.mobile_link || browseWalletOf(w))); },
        (error) => api.hooks.error.call({ error, source: `plugin:${api.id}:wallets` }));
      return () => { live = false; };
    }, [api, registry]);

    const injected = (w: WalletListing) => {
      const browse = browseWalletOf(w);
      return (!!w.rdns && connectors.some((c) => c.rdns === w.rdns)) || (!!browse && isInjectedInPage(browse));
    };
    const failed = status.phase === 'declined' || status.phase === 'failed';
    return (
      <div data-testid="connecting-walletconnect-basic" data-phase={status.phase}>
        {failed ? <PairingError api={api} status={status} onRetry={() => controller.startConnect()} /> : null}
        <p className="gw-muted">{api.i18n.t('connect.chooseWallet')}</p>
        {wallets.map((w) => {
          const href = mobileLink({ wallet: w, uri, pageUrl: location.href, origin: location.origin, injected: injected(w) });
          const src = registry?.imageSrc(w.image_id);
          return href ? (
            <a key={w.id} className="gw-btn" data-testid={`wc-mobile-${w.id}`} href={href} rel="noopener noreferrer">
              <RemoteImage url={src} name={w.name} size={28} /><span>{w.name}</span>
            </a>
          ) : null;
        })}
        <CopyLinkButton api={api} uri={uri} />
      </div>
    );
  };
