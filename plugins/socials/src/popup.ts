/**
 * The social login popup. It opens synchronously in the click (a popup opened later is blocked),
 * blank, and goes to the frame's redirect uri once the frame gave it. The result comes back from the
 * popup page as a message; it counts only from that popup window, on the frame's origin.
 */
import * as v from 'valibot';

const POPUP_FEATURES = 'width=500,height=650,left=100,top=100';
const ResultSchema = v.object({ type: v.literal('@w3m-social/RESULT'), resultUri: v.pipe(v.string(), v.minLength(1)) });

let current: Window | null = null;

/** Call in the click handler. */
export function openPopup(): Window | null {
  if (current && !current.closed) current.close();
  current = window.open('', 'gangway-social', POPUP_FEATURES);
  return current;
}
export const popupWindow = () => current;

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
