/**
 * The WalletGuide view: what a wallet is, why it replaces a sign-up, and wallets to get (registry
 * listings with their store or homepage link, through the URL check of lib-wallet/navigation). Without the registry (enableWallets
 * off, or its plugin failed) the explanation stands alone. The list's wait is marked busy with a
 * spinner; a failure is announced and can be retried.
 */
import { RemoteImage } from '@gangway/lib-images';
import { localOrigins } from '@gangway/lib-wallet/navigation';
import type { PluginApi, ViewProps } from '@gangway/kernel';
import { walletRegistryKey, type WalletRegistry } from '@gangway/plugin-all-wallets/public';
import { useCallback, useEffect, useState, type CSSProperties } from 'react';
import { guideWallets, platformOf, type GuideListing } from './get-links';

type ListState =
  | { phase: 'none' }
  | { phase: 'loading' }
  | { phase: 'failed' }
  | { phase: 'ready'; registry: WalletRegistry; wallets: { listing: GuideListing; href: string }[] };

function useGuideWallets(api: PluginApi): [ListState, () => void] {
  const [state, setState] = useState<ListState>(() => (api.options.enableWallets ? { phase: 'loading' } : { phase: 'none' }));
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!api.options.enableWallets) return;
    let live = true;
    setState({ phase: 'loading' });
    api.services.require(walletRegistryKey).then(
      (registry) => registry.fetchWallets({ page: 1 }).then((page) => {
        if (live) setState({ phase: 'ready', registry, wallets: guideWallets(page.data, platformOf(navigator.userAgent), localOrigins(api.options.endpoints)) });
      }, (error: unknown) => {
        api.hooks.error.call({ error, source: `plugin:${api.id}:wallets` });
        if (live) setState({ phase: 'failed' });
      }),
      // No registry plugin (switched off or failed): the guide is the explanation alone.
      () => { if (live) setState({ phase: 'none' }); },
    );
    return () => { live = false; };
  }, [api, attempt]);
  return [state, useCallback(() => setAttempt((n) => n + 1), [])];
}

const HEADING: CSSProperties = { margin: '16px 0 6px', fontSize: 'calc(var(--gw-font-size-master) * 1.5)', fontWeight: 600 };
const TEXT: CSSProperties = { margin: '0 0 8px', lineHeight: 1.45 };
const LIST: CSSProperties = { listStyle: 'none', margin: 0, padding: 0 };

export function WalletGuideView({ api }: ViewProps) {
  const [list, retry] = useGuideWallets(api);
  return (
    <div data-testid="wallet-guide">
      {/* The modal's title already asks "What is a wallet?": the first answer needs no heading of its own. */}
      <p className="gw-muted" style={TEXT}>{api.i18n.t('walletGuide.what')}</p>
      <h3 style={HEADING}>{api.i18n.t('walletGuide.signInTitle')}</h3>
      <p className="gw-muted" style={TEXT}>{api.i18n.t('walletGuide.signIn')}</p>
      {list.phase === 'none' ? null : (
        <section aria-labelledby="gw-guide-get" aria-busy={list.phase === 'loading'} data-testid="wallet-guide-get">
          <h3 id="gw-guide-get" style={HEADING}>{api.i18n.t('walletGuide.getTitle')}</h3>
          {list.phase === 'loading' ? <div className="gw-spinner" role="progressbar" aria-label={api.i18n.t('walletGuide.loading')} /> : null}
          {list.phase === 'failed' ? (
            <div role="alert" data-testid="wallet-guide-failed">
              <p className="gw-error">{api.i18n.t('walletGuide.failed')}</p>
              <button type="button" className="gw-btn" onClick={retry}>{api.i18n.t('walletGuide.retry')}</button>
            </div>
          ) : null}
          {list.phase === 'ready' && !list.wallets.length ? <p className="gw-muted">{api.i18n.t('walletGuide.none')}</p> : null}
          {list.phase === 'ready' && list.wallets.length ? (
            <ul style={LIST}>
              {list.wallets.map(({ listing, href }) => (
                <li key={listing.id}>
                  <a className="gw-btn" href={href} target="_blank" rel="noopener noreferrer" data-testid="wallet-guide-get-link" data-wallet={listing.id}>
                    <RemoteImage url={list.registry.imageSrc(listing.image_id ?? undefined)} name={listing.name} size={28} />
                    <span>{api.i18n.t('walletGuide.get', { name: listing.name })}</span>
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      )}
    </div>
  );
}
