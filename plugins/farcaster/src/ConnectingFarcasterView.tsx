/**
 * ConnectingFarcaster: GET_FARCASTER_URI gives the URL (QR code and deep link), CONNECT_FARCASTER
 * answers once it was approved, then the AUTH connector connects as the Farcaster account. The URL
 * is the frame's: it passes the one URL check (lib-wallet/navigation) before it becomes a link or
 * a QR code; a refused one shows UNSAFE_URL and the login stops there.
 */
import encodeQR from 'qr';
import { useEffect, useMemo, useState } from 'react';
import { errorMessage, type ViewProps } from '@gangway/kernel';
import { checkNavigationUrl, localOrigins } from '@gangway/lib-wallet/navigation';
import type { EmbeddedWalletService } from '@gangway/plugin-embedded-wallet/public';

export interface FarcasterDeps { wallet(): Promise<EmbeddedWalletService> }

function Qr({ value, label }: { value: string; label: string }) {
  // The markup comes from the QR encoder fed only with the frame's URL (paths only, no script).
  const svg = useMemo(() => encodeQR(value, 'svg', { ecc: 'medium', border: 2 }), [value]);
  return <div role="img" aria-label={label} data-testid="farcaster-qr" data-value={value} style={{ width: 220, height: 220, margin: '0 auto 12px', background: '#fff', padding: 8 }}
    dangerouslySetInnerHTML={{ __html: svg.replace('<svg ', '<svg width="100%" height="100%" ') }} />;
}

export function ConnectingFarcasterView({ api, deps }: ViewProps & { deps: FarcasterDeps }) {
  const [url, setUrl] = useState<string>();
  const [error, setError] = useState<string>();
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    (async () => {
      const wallet = await deps.wallet();
      const u = checkNavigationUrl(await wallet.farcasterUri(), { localOrigins: localOrigins(api.options.endpoints) });
      if (!live) return;
      setUrl(u);
      const who = await wallet.connectFarcaster();
      if (!live) return;
      await wallet.finishLogin({ method: 'farcaster', userName: who.userName });
    })().catch((e: unknown) => { if (live) setError(errorMessage(e)); });
    return () => { live = false; };
  }, [api, deps, attempt]);
  return (
    <div data-testid="connecting-farcaster" style={{ textAlign: 'center' }}>
      {url ? (
        <>
          <Qr value={url} label={api.i18n.t('farcaster.qrLabel')} />
          <p>{api.i18n.t('farcaster.scan')}</p>
          <a className="gw-btn" data-testid="farcaster-link" href={url} target="_blank" rel="noreferrer">{api.i18n.t('farcaster.openLink')}</a>
        </>
      ) : error ? null : <p className="gw-center"><span className="gw-spinner" /> {api.i18n.t('farcaster.loading')}</p>}
      {error ? (
        <>
          <p className="gw-error" role="alert" data-testid="farcaster-error">{error}</p>
          <button type="button" className="gw-btn" onClick={() => { setError(undefined); setUrl(undefined); setAttempt((n) => n + 1); }}>{api.i18n.t('farcaster.tryAgain')}</button>
        </>
      ) : null}
    </div>
  );
}
