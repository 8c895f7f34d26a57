/**
 * The social login popup's result: it comes back from the popup page as a message, and counts only
 * from that popup window, on the frame's origin. Part of the ConnectingSocial view's lazy chunk.
 */
import * as v from 'valibot';

const ResultSchema = v.object({ type: v.literal('@w3m-social/RESULT'), resultUri: v.pipe(v.string(), v.minLength(1)) });

/** Resolves with the result uri; rejects 'closed' when the visitor closes the popup first. */
export function awaitResult(popup: Window, origin: string, signal: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    const done = () => { window.removeEventListener('message', onMessage); clearInterval(poll); };
    const onMessage = (e: MessageEvent) => {
      if (e.source !== popup || e.origin !== origin) return;
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
