/**
 * The email field (rendered inline on the Connect view through the 'connect.methods' slot).
 * Focusing it is the visitor's intent: the frame starts loading then, not when the modal opens.
 */
import { useState, type FormEvent } from 'react';
import { errorMessage, type ViewProps } from '@gangway/kernel';
import type { EmbeddedWalletService } from '@gangway/plugin-embedded-wallet/public';
import type { Throttle } from './throttle';
import { isValidEmail } from './validate';

export interface EmailDeps { wallet(): Promise<EmbeddedWalletService>; throttle: Throttle }

export function EmailLoginView({ api, deps }: ViewProps & { deps: EmailDeps }) {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const warm = () => { void deps.wallet().then((w) => w.warm(), () => undefined); };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const value = email.trim();
    if (!isValidEmail(value)) { setError(api.i18n.t('email.invalid')); return; }
    const refused = deps.throttle.take();
    if (refused) { setError(refused); return; }
    setBusy(true);
    setError(undefined);
    try {
      const wallet = await deps.wallet();
      const action = await wallet.connectEmail(value);
      if (action === 'VERIFY_OTP') api.navigation.push('EmailVerifyOtp', { email: value });
      else if (action === 'VERIFY_DEVICE') api.navigation.push('EmailVerifyDevice', { email: value });
      else await wallet.finishLogin({ method: 'email' });
    } catch (err) {
      deps.throttle.undo();
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  // The field and its button share one row (as AppKit's email widget keeps its submit inside the
  // field), so the Connect view with every method on fits a phone's screen.
  return (
    <form data-testid="email-login" noValidate onSubmit={(e) => void submit(e)} style={{ marginBottom: 8 }}>
      <div style={{ display: 'flex', gap: 8 }}>
        <input className="gw-input" type="email" data-testid="email-input" aria-label={api.i18n.t('email.placeholder')} placeholder={api.i18n.t('email.placeholder')}
          autoComplete="email" value={email} onFocus={warm} onPointerEnter={warm} onChange={(e) => setEmail(e.target.value)} style={{ margin: 0, flex: 1, minWidth: 0 }} />
        <button type="submit" className="gw-btn gw-btn-primary" data-testid="email-submit" disabled={busy} style={{ margin: 0, width: 'auto', flex: 'none' }}>
          {busy ? <span className="gw-spinner" /> : api.i18n.t('email.continue')}
        </button>
      </div>
      {error ? <p className="gw-error" role="alert" data-testid="email-error">{error}</p> : null}
    </form>
  );
}
