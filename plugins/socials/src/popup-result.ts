/**
 * The social login popup's result: it comes back from the popup page as a message, and counts only
 * when the browser dispatched it (a page script's synthetic MessageEvent can carry any origin and
 * source), from that popup window, on the frame's origin (see redirect.ts). Part of the
 * ConnectingSocial view's lazy chunk.
 */
import * as v from 'valibot';

// One-value picklists, not v.literal: valibot is one module whose used exports all ride in the eager
// kernel's copy, and picklist is there already (docs/benchmarks.md, 2026-11-28).
const ResultSchema = v.object({ type: v.picklist(['@w3m-social/RESULT']), resultUri: v.pipe(v.string(), v.minLength(1)) });

/** Whether a message event may reach the result handler (kept apart so the fuzz suite can drive it). */
export const isPopupResultEvent = (e: { isTrusted: boolean; origin: string; source: unknown }, popup: unknown, origin: string) =>
  e.isTrusted === true && e.source === popup && e.origin === origin;

/** Resolves with the result uri; rejects 'closed' when the visitor closes the popup first. */
export function awaitResult(popup: Window, origin: string, signal: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    const done = () => { window.removeEventListener('message', onMessage); clearInterval(poll); };
    const onMessage = (e: MessageEvent) => {
      if (!isPopupResultEvent(e, popup, origin)) return;
      const r = v.safeParse(ResultSchema, e.data);
      if (!r.success) return;
      done();
      resolve(r.output.resultUri);
    };
    // A closed popup gives no event: look every half second.
    const poll = setInterval(() => { if (popup.closed) { done(); reject(new Error('closed')); } }, 500);
    signal.addEventListener('abort', () => { done(); reject(new Error('aborted')); });
    window.addEventListener('message', onMessage);
  });
}
