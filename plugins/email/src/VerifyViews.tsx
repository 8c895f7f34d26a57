/** Device approval, then the one-time code (spec §4 email login). */
import { useEffect, useState } from 'react';
import { errorMessage, type ViewProps } from '@gangway/kernel';
import { CodeForm } from './CodeForm';
import type { EmailDeps } from './EmailLoginView';

const emailOf = (data: unknown) => (data && typeof data === 'object' && typeof (data as { email?: unknown }).email === 'string' ? (data as { email: string }).email : undefined);

export function EmailVerifyDeviceView({ api, data, deps }: ViewProps & { deps: EmailDeps }) {
  const email = emailOf(data);
  const [error, setError] = useState<string>();
  useEffect(() => {
    if (!email) return;
    let live = true;
    deps.wallet().then((w) => w.connectDevice()).then(
      () => { if (live) api.navigation.replace('EmailVerifyOtp', { email }); },
      (e) => { if (live) setError(errorMessage(e)); },
    );
    return () => { live = false; };
  }, [api, deps, email]);
  if (!email) return <p className="gw-muted">{api.i18n.t('email.noEmail')}</p>;
  return (
    <div data-testid="email-verify-device">
      <p>{api.i18n.t('email.deviceSent', { email })}</p>
      {error ? <p className="gw-error" role="alert">{error}</p> : <p className="gw-center"><span className="gw-spinner" /> {api.i18n.t('email.deviceWaiting')}</p>}
    </div>
  );
}

export function EmailVerifyOtpView({ api, data, deps }: ViewProps & { deps: EmailDeps }) {
  const email = emailOf(data);
  if (!email) return <p className="gw-muted">{api.i18n.t('email.noEmail')}</p>;
  return (
    <CodeForm api={api} testId="email-verify-otp" prompt={api.i18n.t('email.otpSent', { email })} onCode={async (otp) => {
      const wallet = await deps.wallet();
      await wallet.connectOtp(otp);
      await wallet.finishLogin({ method: 'email' });
    }} />
  );
}
