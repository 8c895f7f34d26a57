/** Shown in place of a view whose plugin failed to load or set up, or crashed while rendering. */
import { useKernel } from './kernel-context';

export function ErrorView({ view, detail }: { view: string; detail?: string }) {
  const kernel = useKernel();
  return (
    <div className="gw-center" role="alert" data-gangway-error-view={view}>
      <p><strong>{kernel.t('error.pluginFailed')}</strong></p>
      {detail ? <p className="gw-muted">{detail}</p> : null}
      <button type="button" className="gw-btn gw-btn-primary" onClick={() => kernel.router.back()}>
        {kernel.t('modal.back')}
      </button>
    </div>
  );
}
