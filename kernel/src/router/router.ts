/**
 * History and transaction stack of the modal (there are no URL routes: spec §2).
 * back() with one entry left closes the modal; every navigation goes through beforeViewChange
 * (may rewrite or cancel) and announces viewChanged.
 */
import type { KernelHooks, ViewChangeContext } from '../hooks/declarations';
import type { Store } from '../state/store';
import type { TransactionAction } from '../state/types';

export interface Router {
  current(): { view: string; data?: unknown };
  push(view: string, data?: unknown): void;
  replace(view: string, data?: unknown): void;
  reset(view: string, data?: unknown): void;
  back(): void;
  /** Push before a send or sign; settle with popTransaction. */
  pushTransaction(action: TransactionAction): void;
  popTransaction(outcome: 'success' | 'error' | 'cancel', error?: unknown): void;
}

export interface RouterDeps {
  store: Store;
  hooks: KernelHooks;
  close(): void;
  /** Called for every view navigated to, so its plugin can be activated. */
  onView(view: string): void;
}

export function createRouter({ store, hooks, close, onView }: RouterDeps): Router {
  const history = () => store.getState().router.history;

  function go(action: ViewChangeContext['action'], view: string, data?: unknown): void {
    const from = history().at(-1)?.view;
    const ctx = hooks.beforeViewChange.call({ from, to: view, data, action });
    if (!ctx || ctx.cancel) return;
    store.update((d) => {
      const entry = { view: ctx.to, data: ctx.data as never };
      const h = d.router.history;
      if (action === 'push') h.push(entry);
      else if (action === 'replace') h.splice(h.length - 1, 1, entry);
      else if (action === 'reset') d.router.history = [entry];
      else h.pop();
    });
    onView(ctx.to);
    hooks.viewChanged.call(ctx);
  }

  const router: Router = {
    current: () => history().at(-1) ?? { view: '' },
    push: (view, data) => go('push', view, data),
    replace: (view, data) => go('replace', view, data),
    reset: (view, data) => go('reset', view, data),
    back() {
      const h = history();
      if (h.length <= 1) return close();
      go('back', h[h.length - 2].view, h[h.length - 2].data);
    },
    pushTransaction(action) {
      store.update((d) => { d.router.transactionStack.push(action as never); });
    },
    popTransaction(outcome, error) {
      const action = store.getState().router.transactionStack.at(-1);
      if (!action) return;
      store.update((d) => { d.router.transactionStack.pop(); });
      if (outcome !== 'success') {
        // A failure or a cancel stays where the user is, unless the action names where to go.
        if (outcome === 'error') action.onError?.(error);
        else action.onCancel?.();
        if (action.errorView) router.replace(action.errorView);
        return;
      }
      action.onSuccess?.();
      if (action.goBack) router.back();
      else if (action.replace && action.view) router.replace(action.view);
      else if (action.view) router.push(action.view);
      else close();
    },
  };
  return router;
}
