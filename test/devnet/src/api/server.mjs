// The API emulator: one HTTP server for the blockchain-data API, the wallet-services API, the chain-node
// proxy, images, analytics, project config, and the devnet's /__admin and /__health endpoints.
// Each endpoint group lives in routes/<group>.mjs and registers itself on the shared router.
import { createRouter, errorReply, listener, reply, serve } from '../lib/http.mjs';
import { MALFORMED } from './faults.mjs';
import * as admin from './routes/admin.mjs';
import * as auth from './routes/auth.mjs';
import * as balance from './routes/balance.mjs';
import * as chains from './routes/chains.mjs';
import * as demo from './routes/demo.mjs';
import * as history from './routes/history.mjs';
import * as images from './routes/images.mjs';
import * as names from './routes/names.mjs';
import * as nfts from './routes/nfts.mjs';
import * as onramp from './routes/onramp.mjs';
import * as projects from './routes/projects.mjs';
import * as sessions from './routes/sessions.mjs';
import * as swaps from './routes/swaps.mjs';
import * as verify from './routes/verify.mjs';
import * as wallets from './routes/wallets.mjs';

export const ROUTE_GROUPS = [admin, projects, wallets, images, chains, balance, history, nfts, names, swaps, onramp, auth, sessions, demo, verify];

/**
 * Paths that need no projectId (admin, health, the devnet's CDN stand-ins under /__, demo pages, verify stub,
 * analytics sink). The image endpoints are not among them: the client asks them with its projectId.
 */
const OPEN = /^\/(__|e$|v3\/|rpc\/)/;

/**
 * The eip155 chain id of a chain-node proxy call (POST /v1/?chainId=eip155:N, POST /rpc/N or /rpc/N/<node>), which
 * the fault control's 'rpc' target applies to; undefined for any other request.
 * @param {import('../lib/http.mjs').Ctx} ctx
 */
function rpcChainId(ctx) {
  if (ctx.req.method !== 'POST') return undefined;
  const path = ctx.url.pathname;
  const raw = path === '/v1' || path === '/v1/' ? ctx.query.chainId : /^\/rpc\/(\d+)(?:\/[A-Za-z0-9_-]+)?\/?$/.exec(path)?.[1];
  if (!raw || !/^(eip155:)?\d+$/.test(raw)) return undefined;
  return Number(raw.split(':').pop());
}

/**
 * @param {import('./world.mjs').World} world
 * @param {{host: string, port: number}} where
 */
export async function startApi(world, where) {
  /** Requests whose answer a slow-body fault trickles. @type {WeakMap<object, number>} */
  const slowBodies = new WeakMap();
  const router = createRouter();
  for (const g of ROUTE_GROUPS) g.register(router, world);
  const handler = listener(router, {
    async before(ctx, route) {
      const path = ctx.url.pathname;
      const fault = path.startsWith('/__') ? undefined : world.faults.match(ctx.req.method ?? 'GET', path, route?.pattern, rpcChainId(ctx));
      if (fault?.delayMs) await new Promise((r) => setTimeout(r, fault.delayMs));
      // A body of the test's choosing stands in for the route's answer (status 200 unless given).
      if (fault?.json !== undefined) return reply({ status: fault.status ?? 200, json: fault.json });
      if (fault?.status) return errorReply(fault.status, `Injected fault (${fault.status}) for ${fault.target} ${fault.path}`);
      if (fault?.malformed) return MALFORMED;
      if (fault?.slowBodyMs) slowBodies.set(ctx, fault.slowBodyMs);
      if (!OPEN.test(path) && route) {
        const projectId = ctx.query.projectId ?? ctx.req.headers['x-project-id'] ?? ctx.body?.projectId;
        if (!projectId) return errorReply(400, 'Missing projectId', { code: 'MISSING_PROJECT_ID' });
        if (!world.projects.get(String(projectId))) return errorReply(403, `Invalid projectId ${projectId}`, { code: 'INVALID_PROJECT_ID' });
        world.requests.push({ method: ctx.req.method, path, projectId: String(projectId), st: ctx.query.st, sv: ctx.query.sv, at: Date.now() });
        if (world.requests.length > 2000) world.requests.splice(0, 1000);
      }
      return undefined;
    },
    after(ctx, answer) {
      const ms = slowBodies.get(ctx);
      return ms ? { ...answer, trickleMs: ms } : answer;
    },
  });
  return serve(handler, where);
}
