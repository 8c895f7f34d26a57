/** A one-time-code form (6 digits), shared by the login and the email-change views. */
import { useState, type FormEvent } from 'react';
import { errorMessage, type PluginApi } from '@gangway/kernel';
import { isValidOtp } from './validate';

export function CodeForm({ api, prompt, onCode, testId }: { api: PluginApi; prompt: string; onCode(code: string): Promise<void>; testId: string }) {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const otp = code.trim();
    if (!isValidOtp(otp)) { setError(api.i18n.t('email.invalid')); return; }
    setBusy(true);
    setError(undefined);
    try { await onCode(otp); } catch (err) { setError(errorMessage(err)); } finally { setBusy(false); }
  };
  return (
    <form data-testid={testId} noValidate onSubmit={(e) => void submit(e)}>
      <p>{prompt}</p>
      <label>{api.i18n.t('email.otpLabel')}{' '}
        <input className="gw-input" data-testid="otp-input" inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} onChange={(e) => setCode(e.target.value)} />
      </label>
      <button type="submit" className="gw-btn gw-btn-primary" data-testid="otp-submit" disabled={busy}>{busy ? <span className="gw-spinner" /> : api.i18n.t('email.confirm')}</button>
      {error ? <p className="gw-error" role="alert" data-testid="otp-error">{error}</p> : null}
    </form>
  );
}
