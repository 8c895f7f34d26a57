/**
 * Shown in place of a view whose plugin failed to load or set up, or crashed while rendering. With
 * `onRetry` (a plugin that failed to activate, a view whose code failed to load) it offers Retry.
 */
import { useKernel } from './kernel-context';

export function ErrorView({ view, detail, onRetry }: { view: string; detail?: string; onRetry?: () => void }) {
  const kernel = useKernel();
  return (
    <div className="gw-center" role="alert" data-gangway-error-view={view}>
      <p><strong>{kernel.t('error.pluginFailed')}</strong></p>
      {detail ? <p className="gw-muted">{detail}</p> : null}
      {onRetry ? (
        <button type="button" className="gw-btn gw-btn-primary" data-gangway-retry onClick={onRetry}>
          {kernel.t('error.retryLoad')}
        </button>
      ) : null}
      <button type="button" className={onRetry ? 'gw-btn' : 'gw-btn gw-btn-primary'} onClick={() => kernel.router.back()}>
        {kernel.t('modal.back')}
      </button>
    </div>
  );
}
