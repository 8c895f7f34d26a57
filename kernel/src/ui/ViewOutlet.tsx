/**
 * Renders the current view: the component its plugin registered, a spinner while the plugin
 * activates, or the error view when the plugin failed or no enabled plugin contributes it.
 */
import { lazy, Suspense, useEffect, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { viewsOf, type RegisteredView } from '../api/view-registry';
import type { ViewProps } from '../plugins/api-types';
import { useKernel } from './kernel-context';
import { ErrorView } from './ErrorView';
import { ViewBoundary } from './ViewBoundary';

/** One React.lazy per lazily registered view, so its chunk is fetched once and React can suspend on it. */
const lazies = new WeakMap<RegisteredView, LazyExoticComponent<ComponentType<ViewProps>>>();
function componentOf(registered: RegisteredView): ComponentType<ViewProps> {
  if ('component' in registered) return registered.component;
  let c = lazies.get(registered);
  if (!c) {
    const { load } = registered;
    c = lazy(() => load().then((m) => ('default' in m ? m : { default: m })));
    lazies.set(registered, c);
  }
  return c;
}

export function ViewOutlet({ view, data }: { view: string; data?: unknown }) {
  const kernel = useKernel();
  const owner = kernel.plugins.ownerOfView(view);
  const record = kernel.react!.useKernelState((s) => (owner ? s.plugins[owner.id] : undefined));
  useEffect(() => { if (owner) void kernel.plugins.activate(owner.id, `onView:${view}`); }, [kernel, owner, view]);
  /** Bumped by Retry on a view whose code failed to load: a fresh boundary and React.lazy. */
  const [attempt, setAttempt] = useState(0);

  const spinner = <div className="gw-spinner" role="progressbar" aria-label={kernel.t('modal.loading')} />;
  const registered = viewsOf(kernel).get(view);
  if (registered) {
    const View = componentOf(registered);
    return (
      // A lazy view whose chunk failed: Retry drops the failed React.lazy so its code is requested again.
      <ViewBoundary key={attempt} kernel={kernel} view={view} onRetry={() => { lazies.delete(registered); setAttempt((n) => n + 1); }}>
        <Suspense fallback={spinner}><View api={registered.api} data={data} /></Suspense>
      </ViewBoundary>
    );
  }
  if (!owner) return <ErrorView view={view} message={kernel.t('error.viewUnavailable', { view })} />;
  if (record?.status === 'failed') {
    return <ErrorView view={view} detail={record.error} onRetry={() => void kernel.plugins.retry(owner.id)} />;
  }
  if (record?.status === 'active') return <ErrorView view={view} detail={record.error} />;
  return spinner;
}
