/**
 * Toasts (one at a time; replacing an open one waits 150 ms so the change is seen) and alerts
 * (each kind shown at most once).
 */
import { ALERTS, type AlertKind } from '../errors';
import type { Store } from '../state/store';
import type { ToastVariant } from '../state/types';

export const TOAST_REPLACE_WAIT_MS = 150;
export const TOAST_DURATION_MS = 2200;

export function createNotices(store: Store) {
  let seq = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: ReturnType<typeof setTimeout> | undefined;

  function show(variant: ToastVariant, message: string) {
    const id = ++seq;
    const display = () => {
      store.update((d) => { d.toast = { id, variant, message }; });
      clearTimeout(timer);
      // A loading toast stays until replaced.
      if (variant !== 'loading') timer = setTimeout(() => hideToast(id), TOAST_DURATION_MS);
    };
    clearTimeout(pending);
    if (store.getState().toast) {
      store.update((d) => { d.toast = undefined; });
      pending = setTimeout(display, TOAST_REPLACE_WAIT_MS);
    } else display();
  }

  function hideToast(id?: number) {
    if (id === undefined || store.getState().toast?.id === id) store.update((d) => { d.toast = undefined; });
  }

  function showAlert(kind: string) {
    if (store.getState().alertsShown.includes(kind)) return false;
    const alert = (ALERTS as Record<string, { shortMessage: string; longMessage: string }>)[kind as AlertKind];
    store.update((d) => {
      d.alertsShown.push(kind);
      d.alert = { kind, shortMessage: alert?.shortMessage ?? kind, longMessage: alert?.longMessage };
    });
    return true;
  }

  return {
    toast: show,
    hideToast,
    showAlert,
    dismissAlert: () => store.update((d) => { d.alert = undefined; }),
  };
}
export type Notices = ReturnType<typeof createNotices>;
