/** The toast line and the alert banner (spec §8 alerts; WalletConnect provider alerts once per kind). */
import { useKernel } from './kernel-context';

export function ToastLine() {
  const kernel = useKernel();
  const toast = kernel.react!.useKernelState((s) => s.toast);
  if (!toast) return null;
  return (
    <div className="gw-toast" role="status" aria-live="polite" data-variant={toast.variant} data-gangway-toast>
      {toast.message}
    </div>
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
