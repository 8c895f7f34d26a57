// HTML pages served on the frame origin: the frame itself (a postMessage <-> fetch bridge to logic.mjs),
// the social-login popup pages and the Farcaster approval page.
import { APPROVAL_SCRIPT, APPROVAL_STYLE } from './approval-page.mjs';

export const FRAME_PAGE = `<!doctype html>
<html><head><meta charset="utf-8"><title>Gangway devnet embedded wallet</title><style>${APPROVAL_STYLE}</style></head>
<body data-approval="none">
<p>Gangway devnet embedded-wallet frame (protocol v1)</p>
<section id="approval" aria-live="polite"></section>
<script>${APPROVAL_SCRIPT}
  const KEY = 'gangway-frame-session';
  let token = localStorage.getItem(KEY + ':token') || undefined;
  let deviceId = localStorage.getItem(KEY + ':device');
  if (!deviceId) { deviceId = crypto.randomUUID(); localStorage.setItem(KEY + ':device', deviceId); }
  window.addEventListener('message', async (e) => {
    const m = e.data;
    if (!m || typeof m.type !== 'string' || !m.type.startsWith('@w3m-app/')) return;
    const ev = m.type.slice('@w3m-app/'.length);
    const target = e.source || window.parent;
    const answer = (r) => target.postMessage({ type: '@w3m-frame/' + ev + (r.ok ? '_SUCCESS' : '_ERROR'), id: m.id, payload: r.payload }, e.origin && e.origin !== 'null' ? e.origin : '*');
    // The app's RPC_ABORT (its modal closed): whatever waits for the visitor here is dropped.
    if (ev === 'RPC_ABORT') { abortApprovals(); answer({ ok: true, payload: {} }); return; }
    // A signing or sending request waits for the visitor's Approve in this page (approval-page.mjs).
    if (ev === 'RPC_REQUEST') {
      let asked;
      try { asked = await askVisitor(m); } catch (err) { asked = { error: 'Frame backend unreachable: ' + err.message }; }
      if (asked.error) { answer({ ok: false, payload: { message: asked.error, ...(asked.code && { code: asked.code }) } }); return; }
    }
    let r;
    try {
      r = await fetch('/__frame/rpc', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ type: m.type, id: m.id, payload: m.payload, token, deviceId }) }).then((x) => x.json());
    } catch (err) {
      r = { ok: false, payload: { message: 'Frame backend unreachable: ' + err.message } };
    }
    if (r.token) { token = r.token; localStorage.setItem(KEY + ':token', token); }
    answer(r);
  });
  window.parent.postMessage({ type: '@w3m-frame/READY', payload: { version: 1 } }, '*');
</script>
</body></html>`;

/** @param {string} s */
const esc = (s) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** @param {string} provider */
export const socialAuthorizePage = (provider) => `<!doctype html><meta charset="utf-8"><title>Sign in with ${esc(provider)} (devnet)</title>
<h1>Sign in with ${esc(provider)} (devnet)</h1>
<form action="/__social/grant" method="get">
  <input type="hidden" name="provider" value="${esc(provider)}">
  <label>Username <input name="userName" value="devnet-user"></label>
  <button type="submit">Continue</button>
</form>`;

export const SOCIAL_CALLBACK_PAGE = `<!doctype html><meta charset="utf-8"><title>Signed in</title><p>Signed in, you can close this window.</p>
<script>
  if (window.opener) window.opener.postMessage({ type: '@w3m-social/RESULT', resultUri: location.href }, '*');
  setTimeout(() => window.close(), 200);
</script>`;

/** @param {string} channel */
export const farcasterPage = (channel) => `<!doctype html><meta charset="utf-8"><title>Sign in with Farcaster (devnet)</title>
<h1>Sign in with Farcaster (devnet)</h1>
<form action="/__farcaster/connect" method="get">
  <input type="hidden" name="channel" value="${esc(channel)}"><input type="hidden" name="approve" value="1">
  <label>Username <input name="userName" value="devnet-fid"></label>
  <button type="submit">Approve</button>
</form>`;
