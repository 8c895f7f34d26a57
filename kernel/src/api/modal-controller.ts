/**
 * Open/close rules of spec §2: open goes to Account when connected, else Connect, or to a
 * requested view; a uri sets the WalletConnect URI; close resets the view to Connect; close is
 * refused with a 500 ms shake while sign-in is required and no session exists.
 */
import type { KernelHooks, OpenContext } from '../hooks/declarations';
import type { OpenOptions } from '../plugins/api-types';
import type { OpenRole } from '../plugins/manifest';
import type { Router } from '../router/router';
import type { Store } from '../state/store';
import { afterViewShown } from './view-shown';

export const SHAKE_MS = 500;

export interface ModalControllerDeps {
  store: Store;
  hooks: KernelHooks;
  router: () => Router;
  /** Loads and mounts the modal UI (a lazy chunk) the first time it is needed. */
  ensureUi(): Promise<void>;
  /** Activates the plugins answering an activation event (onOpen, onView:<id>, onHook:afterOpen, onOpenFinished). */
  activate(event: string): Promise<void>;
  emit(type: string, properties?: Record<string, unknown>): void;
  /** The view filling a role (plugins/roles.ts): Account and Connect are their plugins' views, not the kernel's words. */
  roleView(role: OpenRole): string;
}

export function createModalController({ store, hooks, router, ensureUi, activate, emit, roleView }: ModalControllerDeps) {
  let shakeTimer: ReturnType<typeof setTimeout> | undefined;

  const controller = {
    async open(opts: OpenOptions = {}): Promise<boolean> {
      const state = store.getState();
      const view = opts.view ?? roleView(state.activeCaipAddress ? 'connected' : 'disconnected');
      const ctx: OpenContext = { view, uri: opts.uri, data: opts.data, namespace: opts.namespace };
      if (hooks.beforeOpen.call(ctx) === false) return false;
      if (opts.namespace) store.update((d) => { d.activeChain = opts.namespace; });
      router().reset(ctx.view, ctx.data);
      store.update((d) => { d.modal.open = true; d.modal.loading = true; d.namespaceFilter = opts.namespace; });
      try {
        // The UI, and the plugins of the first view and of onOpen, load in parallel; afterOpen (which
        // carries a WalletConnect `uri`) reaches every plugin that the open itself activated.
        await Promise.all([
          ensureUi(), activate('onOpen'), activate(`onView:${ctx.view}`), activate('onHook:afterOpen'),
          ctx.uri ? activate('onOpenUri') : undefined,
        ]);
      } finally {
        store.update((d) => { d.modal.loading = false; });
      }
      hooks.afterOpen.call(ctx);
      emit('MODAL_OPEN', { view: ctx.view, connected: !!state.activeCaipAddress });
      // Plugins with nothing to show in the first view (analytics) load once it is shown, outside the
      // click's wave: on HTTP/1.1 a seventh script in that wave waits a whole round trip for a connection.
      // Active plugins hear `openFinished` then too: their next step's code (a connect, a second view) may warm up.
      void afterViewShown().then(() => { hooks.openFinished.call(ctx); return activate('onOpenFinished'); }).catch(() => undefined);
      return true;
    },
    close(): boolean {
      const state = store.getState();
      if (!state.modal.open) return true;
      if (state.modal.closeBlocked) {
        controller.shake();
        return false;
      }
      const hadPendingTransaction = state.router.transactionStack.length > 0;
      store.update((d) => {
        d.modal.open = false;
        d.router.history = [{ view: roleView('disconnected') }];
      });
      hooks.afterClose.call({ hadPendingTransaction });
      emit('MODAL_CLOSE', { connected: !!state.activeCaipAddress });
      return true;
    },
    shake() {
      clearTimeout(shakeTimer);
      store.update((d) => { d.modal.shake = true; });
      shakeTimer = setTimeout(() => store.update((d) => { d.modal.shake = false; }), SHAKE_MS);
    },
  };
  return controller;
}
export type ModalController = ReturnType<typeof createModalController>;
