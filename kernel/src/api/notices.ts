/**
 * Toasts: one at a time; replacing an open one waits 150 ms so the change is seen (spec §4).
 * Alerts (WalletConnect provider alerts once per kind) are recorded by the eager kernel (`kernel.showAlert`).
 */
import type { Store } from '../state/store';
import type { ToastVariant } from '../state/types';

export const TOAST_REPLACE_WAIT_MS = 150;
export const TOAST_DURATION_MS = 2200;

export function createNotices({ store, showAlert }: { store: Store; showAlert(kind: string): boolean }) {
  let seq = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: ReturnType<typeof setTimeout> | undefined;

  function hideToast(id?: number) {
    if (id === undefined || store.getState().toast?.id === id) store.update((d) => { d.toast = undefined; });
  }

  function toast(variant: ToastVariant, message: string) {
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

  return {
    toast,
    hideToast,
    showAlert,
    dismissAlert: () => store.update((d) => { d.alert = undefined; }),
  };
}
export type Notices = ReturnType<typeof createNotices>;
