/**
 * Shown in place of a view whose plugin failed to load or set up, or crashed while rendering. With
 * `onRetry` (a plugin that failed to activate, a view whose code failed to load) it offers Retry.
 * Visitors read the catalogue text (`message`, else 'This feature failed to load'); the developer's
 * `detail` (an error message naming URLs, integrity hashes, stack-ish text) sits in a closed
 * <details>, wrapped anywhere so a long hash cannot widen the dialog, and is in the console through
 * the error hook's log.
 */
import { useKernel } from './kernel-context';

const WRAP = { overflowWrap: 'anywhere', wordBreak: 'break-word', margin: '4px 0 0' } as const;

export function ErrorView({ view, message, detail, onRetry }: { view: string; message?: string; detail?: string; onRetry?: () => void }) {
  const kernel = useKernel();
  return (
    <div className="gw-center" role="alert" data-gangway-error-view={view}>
      <p><strong>{kernel.t('error.pluginFailed')}</strong></p>
      {message ? <p className="gw-muted" style={WRAP}>{message}</p> : null}
      {detail ? (
        <details className="gw-muted" data-gangway-error-detail style={{ textAlign: 'start', maxWidth: '100%' }}>
          <summary>{kernel.t('error.details')}</summary>
          <p style={WRAP}>{detail}</p>
        </details>
      ) : null}
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
