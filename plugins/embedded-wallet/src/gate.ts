/**
 * RPC gating (spec §4 "Embedded-wallet requests", §6), as AppKit does it with the real secure frame:
 * - safe: sent to the frame at once, the frame stays hidden;
 * - not safe: sent to the frame at once too, and ApproveTransaction shows the frame itself, where the
 *   visitor approves or rejects (the frame owns that UI: AppKit appkit.ts:124-139 handleUnsafeRPCRequest,
 *   appkit-base-client.ts:2659-2671; w3m-approve-transaction-view shows the iframe). Leaving the view
 *   with Back declines the request shown and aborts every other not-safe one (the frame is told with
 *   RPC_ABORT, as W3mFrameProvider.rejectRpcRequests does, W3mFrameProvider.ts:665-680);
 * - anything else: the modal opens, 'Action not allowed' shows after 300 ms, and the request is
 *   rejected with 'Requested RPC call is not allowed'.
 * Closing the modal with no pending transaction rejects the pending requests (spec §2; controller.ts).
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

interface Waiting { reject(e: Error): void }

export interface Gate {
  /** Runs `send` now (safe; not safe too, showing the frame for the visitor's approval), or refuses (disallowed). */
  run<T>(namespace: AuthNamespace, method: string, params: unknown, send: () => Promise<T>): Promise<T>;
  /** The visitor declined in Gangway (Back): this request is rejected, every other waiting one aborted. */
  reject(id: string): void;
  /** Rejects every request still waiting for the visitor ('Request was aborted'). */
  abortWaiting(message?: string): void;
  /** True while the gate itself closes the modal it opened (that close is no visitor's cancel). */
  closingItself(): boolean;
}

export interface GateOptions {
  /** Tells the frame to drop the approvals it shows (RPC_ABORT) after Gangway declined them. */
  abortInFrame?(): void;
}

export function createGate(api: PluginApi, timers: { setTimeout(fn: () => void, ms: number): unknown } = globalThis, o: GateOptions = {}): Gate {
  const waiting = new Map<string, Waiting>();
  /** Whether the gate opened the modal for the current approvals (then it closes it afterwards). */
  let openedModal = false;
  let seq = 0;
  let selfClose = false;

  const update = (recipe: (s: EmbeddedWalletState) => void) => api.slice.updateSlice(embeddedWalletSliceKey, recipe);
  const removeEntry = (id: string) => update((s) => { s.approvals = s.approvals.filter((a) => a.id !== id); });

  async function showApproval() {
    if (api.state.getState().modal.open) {
      if (api.navigation.current().view !== APPROVE_VIEW) api.navigation.push(APPROVE_VIEW);
    } else {
      openedModal = true;
      await api.ui.open({ view: APPROVE_VIEW });
    }
  }

  /** After the last approval settled: leave ApproveTransaction the way the visitor came. */
  function leaveApproval() {
    if (api.slice.getSlice(embeddedWalletSliceKey).approvals.length) return;
    if (api.navigation.current().view !== APPROVE_VIEW) { openedModal = false; return; }
    if (openedModal && api.state.getState().router.transactionStack.length === 0) {
      selfClose = true;
      try { api.ui.close(); } finally { selfClose = false; }
    } else api.navigation.back();
    openedModal = false;
  }

  async function refuse(): Promise<never> {
    if (!api.state.getState().modal.open) await api.ui.open();
    await new Promise((r) => timers.setTimeout(() => r(undefined), ERROR_RPC_UI_DELAY_MS));
    api.ui.toast('error', EMBEDDED_ERRORS.ACTION_NOT_ALLOWED);
    throw new GangwayError('RPC_NOT_ALLOWED', EMBEDDED_ERRORS.RPC_NOT_ALLOWED);
  }

  return {
    async run(namespace, method, params, send) {
      const kind = classifyRpc(method);
      if (kind === 'safe') return send();
      if (kind === 'disallowed') return refuse();
      const id = `approval-${++seq}`;
      update((s) => { s.approvals.push({ id, namespace, method, params: JSON.parse(JSON.stringify(params ?? null)) as unknown, status: 'in-frame' }); });
      const declined = new Promise<never>((_resolve, reject) => waiting.set(id, { reject }));
      // To the frame at once: the visitor approves there, in the frame ApproveTransaction shows.
      const sent = send();
      // Handled here too, so a frame answer or a decline that comes first is never an unhandled rejection.
      sent.catch(() => undefined);
      declined.catch(() => undefined);
      try {
        await showApproval();
        return await Promise.race([sent, declined]);
      } finally {
        waiting.delete(id);
        removeEntry(id);
        leaveApproval();
      }
    },
    reject(id) {
      // The visitor declined this one; every other not-safe request waiting is aborted with it.
      if (!waiting.has(id)) return;
      for (const [other, w] of [...waiting.entries()]) {
        waiting.delete(other);
        w.reject(other === id ? userRejected() : new GangwayError('REQUEST_ABORTED', EMBEDDED_ERRORS.REQUEST_ABORTED));
      }
      o.abortInFrame?.();
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
