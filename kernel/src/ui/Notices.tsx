/** The toast line and the alert banner (spec §8 alerts; WalletConnect provider alerts once per kind). */
import { useKernel } from './kernel-context';

/**
 * The toast, inside one of two live regions that stay in the DOM while the modal is open: a screen
 * reader announces a change inside an existing region, not a region that appears with its text.
 * Errors go to the assertive region (announced at once), loading and success to the polite one.
 */
export function ToastLine() {
  const kernel = useKernel();
  const toast = kernel.react!.useKernelState((s) => s.toast);
  const el = toast ? <div className="gw-toast" data-variant={toast.variant} data-gangway-toast>{toast.message}</div> : null;
  const error = toast?.variant === 'error';
  return (
    <>
      <div role="status" aria-live="polite" aria-atomic="true" data-gangway-live="polite">{error ? null : el}</div>
      <div role="alert" aria-live="assertive" aria-atomic="true" data-gangway-live="assertive">{error ? el : null}</div>
    </>
  );
}

export function AlertBanner() {
  const kernel = useKernel();
  const alert = kernel.react!.useKernelState((s) => s.alert);
  if (!alert) return null;
  // Every alert's texts are messages (the kernel's §8 ones are registered from ALERTS at install).
  const long = kernel.t(`alert.${alert.kind}.long`);
  const text = { shortMessage: kernel.t(`alert.${alert.kind}`), longMessage: long === `alert.${alert.kind}.long` ? '' : long };
  return (
    <div className="gw-alert" role="alert" data-gangway-alert={alert.kind}>
      <strong>{text.shortMessage}</strong>
      {text.longMessage ? <span className="gw-muted">{text.longMessage}</span> : null}
      <button type="button" className="gw-icon-btn" aria-label={kernel.t('modal.dismiss')} onClick={() => kernel.notices.dismissAlert()}>×</button>
    </div>
  );
}
