/**
 * ConnectingSocial: the frame gives the provider's redirect uri, the popup goes there once the URL
 * check passed it (redirect.ts; a refused uri closes the popup and shows the error), its result
 * uri comes back from the frame's origin and goes to the frame (CONNECT_SOCIAL), then the AUTH
 * connector connects. The social username is stored by the embedded wallet.
 */
import { useEffect, useState } from 'react';
import { errorMessage, type ViewProps } from '@gangway/kernel';
import { openPopup, popupWindow } from './popup';
import { awaitResult } from './popup-result';
import { isPopupProvider } from './providers';
import { frameOriginOf, socialRedirect } from './redirect';
import type { SocialDeps } from './SocialLoginView';

const providerOf = (data: unknown) => {
  const p = data && typeof data === 'object' ? (data as { provider?: unknown }).provider : undefined;
  return typeof p === 'string' && isPopupProvider(p) ? p : undefined;
};

export function ConnectingSocialView({ api, data, deps }: ViewProps & { deps: SocialDeps }) {
  const provider = providerOf(data);
  const [error, setError] = useState<string>();
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!provider) return;
    const popup = popupWindow();
    if (!popup || popup.closed) { setError(api.i18n.t('socials.popupBlocked')); return; }
    const abort = new AbortController();
    (async () => {
      const wallet = await deps.wallet();
      const endpoints = api.options.endpoints;
      const uri = socialRedirect(await wallet.socialRedirectUri(provider), provider, endpoints);
      if (abort.signal.aborted) return;
      popup.location.href = uri;
      const resultUri = await awaitResult(popup, frameOriginOf(endpoints.frame), abort.signal);
      const who = await wallet.connectSocial(resultUri);
      await wallet.finishLogin({ method: 'social', provider, userName: who.userName });
    })().catch((e: unknown) => {
      if (abort.signal.aborted) return;
      if (!popup.closed) popup.close();
      setError(e instanceof Error && e.message === 'closed' ? api.i18n.t('socials.popupClosed') : errorMessage(e));
    });
    return () => { abort.abort(); if (!popup.closed) popup.close(); };
  }, [api, deps, provider, attempt]);
  if (!provider) return <p className="gw-muted">{api.i18n.t('socials.noProvider')}</p>;
  const name = api.i18n.t(`socials.${provider}`);
  return (
    <div data-testid="connecting-social" data-provider={provider}>
      {error ? (
        <>
          <p className="gw-error" role="alert" data-testid="social-error">{error}</p>
          <button type="button" className="gw-btn" onClick={() => { openPopup(); setError(undefined); setAttempt((n) => n + 1); }}>{api.i18n.t('socials.tryAgain')}</button>
        </>
      ) : <p className="gw-center"><span className="gw-spinner" /> {api.i18n.t('socials.waiting', { name })}</p>}
    </div>
  );
}
