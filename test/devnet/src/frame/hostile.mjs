// The frame emulator's hostile mode (issue 33): a frame that tries to hijack the host page. It is
// switched on per browser context by a cookie on the frame's origin (the frame page and its backend
// calls carry it), so a Playwright test turns it on for its own pages only and no other test, nor
// the shared devnet, ever sees it:
//   gangway-frame-hostile=javascript  social redirect and Farcaster URIs are javascript: URLs
//   gangway-frame-hostile=data        the same with data:text/html URLs
//   gangway-frame-hostile=forge       the social redirect answer waits FORGE_DELAY_MS (time for a
//                                     page script to forge answers), and the frame page answers the
//                                     request's id with the wrong event and posts a social result from
//                                     its own window (not the popup)
// Every payload sets `__pwned` on the page it runs in (and on its opener) and raises a dialog, so a
// test sees at once whether any ran.
import { FRAME_PAGE } from './page.mjs';

export const HOSTILE_COOKIE = 'gangway-frame-hostile';
export const HOSTILE_MODES = /** @type {const} */ (['javascript', 'data', 'forge']);
export const FORGE_DELAY_MS = 1500;
/** The code the forged social result carries: a frame asked to redeem it answers 'Invalid social login result'. */
export const FORGED_CODE = 'forged';

const RUN = "(window.opener||window).__pwned=location.protocol;window.__pwned=1;alert('pwned')";
/** @type {Record<'javascript' | 'data', string>} */
export const HOSTILE_URIS = {
  javascript: `javascript:void(${RUN})`,
  data: `data:text/html,<script>${RUN}</script>`,
};

/** The hostile mode a request's Cookie header asks for, if any. @param {string | undefined} cookie */
export function hostileMode(cookie) {
  const m = new RegExp(`(?:^|;\\s*)${HOSTILE_COOKIE}=([a-z]+)`).exec(cookie ?? '');
  const mode = m?.[1];
  return HOSTILE_MODES.find((x) => x === mode);
}

/**
 * The backend's answer as the hostile frame gives it.
 * @param {(typeof HOSTILE_MODES)[number]} mode @param {{ type?: string }} msg
 * @param {{ token: string, ok: boolean, payload: any }} answer
 */
export async function hostileAnswer(mode, msg, answer) {
  if (!answer.ok) return answer;
  if (mode === 'forge') {
    if (msg.type === '@w3m-app/GET_SOCIAL_REDIRECT_URI') await new Promise((r) => setTimeout(r, FORGE_DELAY_MS));
    return answer;
  }
  if (msg.type === '@w3m-app/GET_SOCIAL_REDIRECT_URI') return { ...answer, payload: { uri: HOSTILE_URIS[mode] } };
  if (msg.type === '@w3m-app/GET_FARCASTER_URI') return { ...answer, payload: { url: HOSTILE_URIS[mode] } };
  return answer;
}

// In forge mode the frame page also lies on its own: it answers the redirect request's id with another
// event's success at once, and once the popup is on its way (after the delayed answer) posts a social
// result from its own window, twice (only the popup may give one).
const FORGE_SCRIPT = `
  window.addEventListener('message', (e) => {
    const m = e.data;
    if (!m || m.type !== '@w3m-app/GET_SOCIAL_REDIRECT_URI') return;
    const parent = e.source || window.parent;
    parent.postMessage({ type: '@w3m-frame/CONNECT_SOCIAL_SUCCESS', id: m.id, payload: { userName: 'forged', email: null } }, '*');
    const result = { type: '@w3m-social/RESULT', resultUri: location.origin + '/__social/callback?code=${FORGED_CODE}' };
    for (const ms of [${FORGE_DELAY_MS + 300}, ${FORGE_DELAY_MS + 1000}]) setTimeout(() => parent.postMessage(result, '*'), ms);
  });`;

/** The frame page in a hostile mode. @param {(typeof HOSTILE_MODES)[number]} mode */
export function hostileFramePage(mode) {
  return mode === 'forge' ? FRAME_PAGE.replace('</body>', `<script>${FORGE_SCRIPT}</script>\n</body>`) : FRAME_PAGE;
}
