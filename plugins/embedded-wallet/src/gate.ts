/**
 * RPC gating (spec §4 "Embedded-wallet requests", §6): a request to the embedded wallet is
 * - safe: sent to the frame at once;
 * - not safe: queued for the visitor on ApproveTransaction (the modal opens on it, or an open modal
 *   goes there); approve sends it to the frame, reject rejects it and aborts every other pending
 *   not-safe request (safe ones go on);
 * - anything else: the modal opens, 'Action not allowed' shows after 300 ms, and the request is
 *   rejected with 'Requested RPC call is not allowed'.
 * Closing the modal with no pending transaction rejects the pending requests (spec §2).
 */
import { GangwayError, type PluginApi } from '@gangway/kernel';
import type { AuthNamespace } from './public';
import { EMBEDDED_ERRORS } from './errors';
import { classifyRpc, ERROR_RPC_UI_DELAY_MS } from './rpc-gating';
import { embeddedWalletSliceKey, type EmbeddedWalletState } from './slice';

export const APPROVE_VIEW = 'ApproveTransaction';

/** EIP-1193 user rejection (4001), so every caller (send, the host) reads it as a declined request. */
export function userRejected(): Error {
  return Object.assign(new Error('User rejected the request.'), { code: 4001 });
}

interface Waiting { resolve(): void; reject(e: Error): void }

export interface Gate {
  /** Runs `send` now (safe), after approval (not safe), or refuses (disallowed). */
  run<T>(namespace: AuthNamespace, method: string, params: unknown, send: () => Promise<T>): Promise<T>;
  approve(id: string): void;
  reject(id: string): void;
  /** Rejects every request still waiting for the visitor ('Request was aborted'). */
  abortWaiting(message?: string): void;
  /** True while the gate itself closes the modal it opened (that close is no visitor's cancel). */
  closingItself(): boolean;
}

export function createGate(api: PluginApi, timers: { setTimeout(fn: () => void, ms: number): unknown } = globalThis): Gate {
  const waiting = new Map<string, Waiting>();
  /** Whether the gate opened the modal for the current approvals (then it closes it afterwards). */
  let openedModal = false;
  let seq = 0;
  let selfClose = false;

  const update = (recipe: (s: EmbeddedWalletState) => void) => api.updateSlice(embeddedWalletSliceKey, recipe);
  const removeEntry = (id: string) => update((s) => { s.approvals = s.approvals.filter((a) => a.id !== id); });

  async function showApproval() {
    if (api.getState().modal.open) {
      if (api.navigation.current().view !== APPROVE_VIEW) api.navigation.push(APPROVE_VIEW);
    } else {
      openedModal = true;
      await api.open({ view: APPROVE_VIEW });
    }
  }

  /** After the last approval settled: leave ApproveTransaction the way the visitor came. */
  function leaveApproval() {
    if (api.getSlice(embeddedWalletSliceKey).approvals.length) return;
    if (api.navigation.current().view !== APPROVE_VIEW) { openedModal = false; return; }
    if (openedModal && api.getState().router.transactionStack.length === 0) {
      selfClose = true;
      try { api.close(); } finally { selfClose = false; }
    } else api.navigation.back();
    openedModal = false;
  }

  async function refuse(): Promise<never> {
    if (!api.getState().modal.open) await api.open();
    await new Promise((r) => timers.setTimeout(() => r(undefined), ERROR_RPC_UI_DELAY_MS));
    api.toast('error', EMBEDDED_ERRORS.ACTION_NOT_ALLOWED);
    throw new GangwayError('RPC_NOT_ALLOWED', EMBEDDED_ERRORS.RPC_NOT_ALLOWED);
  }

  return {
    async run(namespace, method, params, send) {
      const kind = classifyRpc(method);
      if (kind === 'safe') return send();
      if (kind === 'disallowed') return refuse();
      const id = `approval-${++seq}`;
      update((s) => { s.approvals.push({ id, namespace, method, params: JSON.parse(JSON.stringify(params ?? null)) as unknown, status: 'waiting' }); });
      const decided = new Promise<void>((resolve, reject) => waiting.set(id, { resolve, reject }));
      try {
        await showApproval();
        await decided;
        update((s) => { const a = s.approvals.find((x) => x.id === id); if (a) a.status = 'sending'; });
        return await send();
      } finally {
        waiting.delete(id);
        removeEntry(id);
        leaveApproval();
      }
    },
    approve(id) {
      waiting.get(id)?.resolve();
    },
    reject(id) {
      // The visitor declined this one; every other not-safe request waiting is aborted with it.
      const entries = [...waiting.entries()];
      for (const [other, w] of entries) {
        if (other === id) w.reject(userRejected());
        else w.reject(new GangwayError('REQUEST_ABORTED', EMBEDDED_ERRORS.REQUEST_ABORTED));
        waiting.delete(other);
      }
    },
    closingItself: () => selfClose,
    abortWaiting(message = EMBEDDED_ERRORS.REQUEST_ABORTED) {
      for (const [id, w] of waiting) {
        waiting.delete(id);
        w.reject(new GangwayError('REQUEST_ABORTED', message));
      }
    },
  };
}
