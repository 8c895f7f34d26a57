/**
 * Renders the current view: the component its plugin registered, a spinner while the plugin
 * activates, or the error view when the plugin failed or no enabled plugin contributes it.
 */
import { useEffect } from 'react';
import { viewsOf } from '../api/view-registry';
import { useKernel } from './kernel-context';
import { ErrorView } from './ErrorView';
import { ViewBoundary } from './ViewBoundary';

export function ViewOutlet({ view, data }: { view: string; data?: unknown }) {
  const kernel = useKernel();
  const owner = kernel.plugins.ownerOfView(view);
  const record = kernel.react!.useKernelState((s) => (owner ? s.plugins[owner.id] : undefined));
  useEffect(() => { if (owner) void kernel.plugins.activate(owner.id); }, [kernel, owner]);

  const registered = viewsOf(kernel).get(view);
  if (registered) {
    const View = registered.component;
    return <ViewBoundary kernel={kernel} view={view}><View api={registered.api} data={data} /></ViewBoundary>;
  }
  if (!owner) return <ErrorView view={view} detail={kernel.t('error.viewUnavailable', { view })} />;
  if (record?.status === 'failed' || record?.status === 'active') {
    return <ErrorView view={view} detail={record.error} />;
  }
  return <div className="gw-spinner" role="progressbar" aria-label={kernel.t('modal.loading')} />;
}
