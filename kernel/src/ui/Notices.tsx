/** The toast line and the alert banner (spec §8 alerts; WalletConnect provider alerts once per kind). */
import { ALERTS } from '../errors';
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
  const long = kernel.t(`alert.${alert.kind}.long`);
  const text = (ALERTS as Record<string, { shortMessage: string; longMessage: string }>)[alert.kind]
    ?? { shortMessage: kernel.t(`alert.${alert.kind}`), longMessage: long === `alert.${alert.kind}.long` ? '' : long };
  return (
    <div className="gw-alert" role="alert" data-gangway-alert={alert.kind}>
      <strong>{text.shortMessage}</strong>
      {text.longMessage ? <span className="gw-muted">{text.longMessage}</span> : null}
      <button type="button" className="gw-icon-btn" aria-label={kernel.t('modal.dismiss')} onClick={() => kernel.notices.dismissAlert()}>×</button>
    </div>
  );
}
