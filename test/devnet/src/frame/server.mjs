// The embedded-wallet frame emulator: serves the frame page on its own origin and the backend the page
// forwards postMessage events to. Protocol: ./protocol.md.
import { createRouter, errorReply, HttpError, listener, reply, serve } from '../lib/http.mjs';
import { approvalFor } from './approval.mjs';
import { frameQueryProblem } from './frame-query.mjs';
import { hostileAnswer, hostileFramePage, hostileMode } from './hostile.mjs';
import { createFrameLogic } from './logic.mjs';
import { smartAccountNetworks } from './smart-accounts.mjs';
import { FRAME_PAGE, farcasterPage, SOCIAL_CALLBACK_PAGE, socialAuthorizePage } from './page.mjs';

/** @param {import('../api/world.mjs').World} world @param {{ host: string, port: number }} where */
export async function startFrame(world, where) {
  const logic = createFrameLogic(world);
  const r = createRouter();
  const html = (/** @type {string} */ text) => reply({ type: 'text/html; charset=utf-8', text });
  // The frame page only for the query AppKit loads it with (frame-query.mjs); else an error page, no READY.
  // A hostile frame for the browser context that set the cookie (hostile.mjs), the honest one otherwise.
  const framePage = (/** @type {Record<string, string>} */ query, /** @type {string | undefined} */ cookie) => {
    const problem = frameQueryProblem(query, world);
    const mode = hostileMode(cookie);
    return problem ? reply({ status: 400, type: 'text/html; charset=utf-8', text: `<!doctype html><p id="frame-error">${problem.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)}</p>` }) : html(mode ? hostileFramePage(mode) : FRAME_PAGE);
  };
  r.get('/', ({ query, req }) => framePage(query, req.headers.cookie));
  r.get('/frame.html', ({ query, req }) => framePage(query, req.headers.cookie));
  r.get('/__health', () => ({ ok: true, component: 'frame' }));
  r.post('/__frame/rpc', async ({ body, req }) => {
    const answer = await logic.handle(body ?? {}, { smartNetworks: smartAccountNetworks(req.headers.cookie) });
    const mode = hostileMode(req.headers.cookie);
    return mode ? hostileAnswer(mode, body ?? {}, answer) : answer;
  });
  // What a request asks the visitor, decoded for the frame page's approval (approval.mjs).
  r.post('/__frame/approval', ({ body }) => approvalFor(world, body?.payload ?? {}));
  r.get('/__frame/approve-device', ({ query }) => {
    if (!logic.approveDevice(query.token ?? '')) throw new HttpError(404, 'Unknown or used device token');
    return html('<!doctype html><p>Device approved. You can close this window.</p>');
  });
  r.get('/__social/authorize', ({ query }) => html(socialAuthorizePage(query.provider ?? 'google')));
  r.get('/__social/grant', ({ query }) => {
    const code = logic.grantSocial(query.provider ?? 'google', (query.userName ?? 'devnet-user').slice(0, 40));
    return reply({ status: 302, headers: { location: `/__social/callback?provider=${encodeURIComponent(query.provider ?? 'google')}&code=${code}` } });
  });
  r.get('/__social/callback', () => html(SOCIAL_CALLBACK_PAGE));
  r.get('/__farcaster/connect', ({ query }) => {
    if (query.approve) {
      if (!logic.approveFarcaster(query.channel ?? '', (query.userName ?? 'devnet-fid').slice(0, 40))) throw new HttpError(404, 'Unknown channel');
      return html('<!doctype html><p>Approved. You can close this window.</p>');
    }
    return html(farcasterPage(query.channel ?? ''));
  });
  // The fault control's 'frame' target (POST /__admin/faults on the API): the frame origin down or slow.
  const srv = await serve(listener(r, {
    async before(ctx) {
      const fault = ctx.url.pathname === '/__health' ? undefined : world.faults.matchFrame(ctx.req.method ?? 'GET', ctx.url.pathname);
      if (fault?.delayMs) await new Promise((res) => setTimeout(res, fault.delayMs));
      if (fault?.status) return errorReply(fault.status, `Injected fault (${fault.status}) for the frame ${ctx.url.pathname}`);
      return undefined;
    },
  }), where);
  return { ...srv, logic };
}
