/** Email change (spec §4): the new address, a code to the current one, a code to the new one, then it is stored. */
import { useState, type FormEvent } from 'react';
import { errorMessage, type ViewProps } from '@gangway/kernel';
import { AUTH_CONNECTOR_ID } from '@gangway/plugin-embedded-wallet/public';
import { CodeForm } from './CodeForm';
import type { EmailDeps } from './EmailLoginView';
import { isValidEmail } from './validate';

const emailOf = (data: unknown) => (data && typeof data === 'object' && typeof (data as { email?: unknown }).email === 'string' ? (data as { email: string }).email : undefined);

export function UpdateEmailView({ api, deps }: ViewProps & { deps: EmailDeps }) {
  const account = api.state.useKernelState((s) => (s.activeChain ? s.chains[s.activeChain]?.account : undefined));
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  if (account?.connectorId !== AUTH_CONNECTOR_ID || !account.user?.email) return <p className="gw-muted" data-testid="update-email-empty">{api.i18n.t('email.notSignedIn')}</p>;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const value = email.trim();
    if (!isValidEmail(value)) { setError(api.i18n.t('email.invalid')); return; }
    setBusy(true);
    setError(undefined);
    try {
      await (await deps.wallet()).updateEmail(value);
      api.navigation.replace('UpdateEmailPrimaryOtp', { email: value });
    } catch (err) { setError(errorMessage(err)); } finally { setBusy(false); }
  };
  return (
    <form data-testid="update-email" noValidate onSubmit={(e) => void submit(e)}>
      <p className="gw-muted">{account.user.email}</p>
      <input className="gw-input" type="email" data-testid="update-email-input" aria-label={api.i18n.t('email.newEmail')} placeholder={api.i18n.t('email.newEmail')} value={email} onChange={(e) => setEmail(e.target.value)} />
      <button type="submit" className="gw-btn gw-btn-primary" data-testid="update-email-submit" disabled={busy}>{api.i18n.t('email.save')}</button>
      {error ? <p className="gw-error" role="alert" data-testid="update-email-error">{error}</p> : null}
    </form>
  );
}

export function UpdateEmailPrimaryOtpView({ api, data, deps }: ViewProps & { deps: EmailDeps }) {
  const email = emailOf(data);
  if (!email) return <p className="gw-muted">{api.i18n.t('email.notSignedIn')}</p>;
  return (
    <CodeForm api={api} testId="update-email-primary" prompt={api.i18n.t('email.changeSentPrimary')} onCode={async (otp) => {
      await (await deps.wallet()).updateEmailPrimaryOtp(otp);
      api.navigation.replace('UpdateEmailSecondaryOtp', { email });
    }} />
  );
}

export function UpdateEmailSecondaryOtpView({ api, data, deps }: ViewProps & { deps: EmailDeps }) {
  const email = emailOf(data);
  if (!email) return <p className="gw-muted">{api.i18n.t('email.notSignedIn')}</p>;
  return (
    <CodeForm api={api} testId="update-email-secondary" prompt={api.i18n.t('email.changeSentSecondary', { email })} onCode={async (otp) => {
      await (await deps.wallet()).updateEmailSecondaryOtp(otp);
      api.ui.toast('success', api.i18n.t('email.updated'));
      api.navigation.reset('Account');
    }} />
  );
}
