// Tiny HTTP toolkit shared by every devnet server: a pattern router, JSON helpers, CORS and
// a server wrapper whose close() also drops keep-alive sockets (so tests never hang on shutdown).
import { createServer } from 'node:http';

export const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET,POST,PUT,PATCH,DELETE,OPTIONS',
  // `*` never covers Authorization (Fetch spec): it is named for the sign-in service's Bearer token.
  'access-control-allow-headers': '*, authorization',
  'access-control-max-age': '600',
};

/**
 * @typedef {{ req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse,
 *   url: URL, params: Record<string,string>, query: Record<string,string>, body: any, rawBody: string }} Ctx
 * @typedef {{ status?: number, json?: unknown, text?: string, body?: Buffer|string, type?: string, headers?: Record<string,string>, trickleMs?: number }} Reply
 * @typedef {(ctx: Ctx) => Promise<Reply|unknown>|Reply|unknown} Handler
 */

/** Converts `/v1/account/:address/balance` (or `*` wildcards) to a RegExp with named groups. @param {string} pattern */
export function patternToRegExp(pattern) {
  const src = pattern
    .split('/')
    .map((seg) => (seg.startsWith(':') ? `(?<${seg.slice(1)}>[^/]+)` : seg === '*' ? '[^/]+' : seg === '**' ? '.*' : seg.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${src}/?$`);
}

/** An error that the router turns into a JSON error reply. */
export class HttpError extends Error {
  /** @param {number} status @param {string} message @param {Record<string, unknown>} [extra] */
  constructor(status, message, extra = {}) {
    super(message);
    this.status = status;
    this.extra = extra;
  }
}

export function createRouter() {
  /** @type {{method: string, pattern: string, re: RegExp, handler: Handler}[]} */
  const routes = [];
  const add = (/** @type {string} */ method) => (/** @type {string} */ pattern, /** @type {Handler} */ handler) => {
    routes.push({ method, pattern, re: patternToRegExp(pattern), handler });
  };
  return {
    routes,
    get: add('GET'),
    post: add('POST'),
    put: add('PUT'),
    delete: add('DELETE'),
    all: add('*'),
    /** @param {string} method @param {string} path */
    match(method, path) {
      for (const r of routes) {
        if (r.method !== '*' && r.method !== method) continue;
        const m = r.re.exec(path);
        if (m) return { route: r, params: /** @type {Record<string,string>} */ ({ ...m.groups }) };
      }
      return null;
    },
  };
}

/** @param {import('node:http').IncomingMessage} req */
export function readBody(req) {
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** @param {import('node:http').ServerResponse} res @param {Reply} reply */
export function sendReply(res, reply) {
  /** @type {Record<string, string>} */
  const headers = { ...CORS_HEADERS, ...(reply.headers ?? {}) };
  let body = reply.body;
  if (reply.json !== undefined) {
    body = JSON.stringify(reply.json);
    headers['content-type'] ??= 'application/json; charset=utf-8';
  } else if (reply.text !== undefined) {
    body = reply.text;
    headers['content-type'] ??= reply.type ?? 'text/plain; charset=utf-8';
  } else if (reply.type) headers['content-type'] = reply.type;
  res.writeHead(reply.status ?? 200, headers);
  if (reply.trickleMs && body) {
    // A slow body (fault injection): the headers and the first half now, the rest after trickleMs.
    const all = Buffer.from(body);
    const half = Math.floor(all.length / 2);
    res.write(all.subarray(0, half));
    const timer = setTimeout(() => res.end(all.subarray(half)), reply.trickleMs);
    res.on('close', () => clearTimeout(timer));
    return;
  }
  res.end(body ?? '');
}

/** Reply helper: JSON error in one consistent shape `{ error, message, ...extra }`. @param {number} status @param {string} message @param {Record<string, unknown>} [extra] */
export function errorReply(status, message, extra = {}) {
  return reply({ status, json: { error: true, status, message, ...extra } });
}

const REPLY = Symbol('reply');

/** Marks an object as a full Reply (status/headers/body); plain handler return values are sent as JSON. @param {Reply} r */
export function reply(r) {
  return Object.assign(r, { [REPLY]: true });
}

/** @param {unknown} v @returns {v is Reply} */
function isReply(v) {
  return !!v && typeof v === 'object' && REPLY in v;
}

/**
 * Builds a request listener from a router. `before(ctx)` may return a Reply to short-circuit
 * (used for fault injection), `after(ctx, reply)` may rewrite the reply.
 * @param {ReturnType<typeof createRouter>} router
 * @param {{ before?: (ctx: Ctx, route: any) => Promise<Reply|undefined>, after?: (ctx: Ctx, reply: Reply, route: any) => Reply }} [hooks]
 */
export function listener(router, hooks = {}) {
  return async (/** @type {import('node:http').IncomingMessage} */ req, /** @type {import('node:http').ServerResponse} */ res) => {
    try {
      if (req.method === 'OPTIONS') return sendReply(res, reply({ status: 204 }));
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const rawBody = req.method === 'GET' || req.method === 'HEAD' ? '' : await readBody(req);
      let body;
      if (rawBody) {
        try {
          body = JSON.parse(rawBody);
        } catch {
          body = undefined;
        }
      }
      const m = router.match(req.method ?? 'GET', url.pathname);
      /** @type {Ctx} */
      const ctx = { req, res, url, params: m?.params ?? {}, query: Object.fromEntries(url.searchParams), body, rawBody };
      let answer = hooks.before ? await hooks.before(ctx, m?.route) : undefined;
      if (!answer) {
        if (!m) answer = errorReply(404, `No route for ${req.method} ${url.pathname}`);
        else {
          try {
            const out = await m.route.handler(ctx);
            if (out === undefined && res.headersSent) return;
            answer = isReply(out) ? out : { json: out ?? null };
          } catch (e) {
            if (e instanceof HttpError) answer = errorReply(e.status, e.message, e.extra);
            else answer = errorReply(500, e instanceof Error ? e.message : String(e));
          }
        }
      }
      if (hooks.after) answer = hooks.after(ctx, answer, m?.route);
      sendReply(res, answer);
    } catch (e) {
      if (!res.headersSent) sendReply(res, errorReply(500, String(e)));
    }
  };
}

/**
 * Starts an HTTP server on host:port. The returned close() ends idle and active sockets.
 * @param {import('node:http').RequestListener} handler
 * @param {{host: string, port: number}} where
 */
export async function serve(handler, { host, port }) {
  const server = createServer(handler);
  const sockets = new Set();
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(undefined));
  });
  const addr = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    server,
    port: addr.port,
    url: `http://${host}:${addr.port}`,
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve(undefined));
      }),
  };
}

/** Small JSON-RPC 2.0 client over fetch (used to talk to anvil and the other local nodes). @param {string} url @param {string} method @param {unknown[]} [params] @returns {Promise<any>} */
export async function rpc(url, method, params = []) {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) });
  const j = await res.json();
  if (j.error) throw new Error(`${method}: ${j.error.message}`);
  return j.result;
}

/** JSON-RPC 2.0 batch; results in call order, throws on the first error. @param {string} url @param {[string, unknown[]][]} calls @returns {Promise<any[]>} */
export async function rpcBatch(url, calls) {
  if (!calls.length) return [];
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(calls.map(([method, params], id) => ({ jsonrpc: '2.0', id, method, params }))) });
  const out = /** @type {any[]} */ (await res.json()).sort((x, y) => x.id - y.id);
  const err = out.find((x) => x.error);
  if (err) throw new Error(`${calls[err.id][0]}: ${err.error.message}`);
  return out.map((x) => x.result);
}
