/** A fetch double for unit tests (remote API clients, plugins through the harness): routes on `METHOD /path`. */
export interface Call {
  method: string;
  url: URL;
  body: unknown;
  headers: Record<string, string>;
}

type Answer = { status?: number; json?: unknown; text?: string } | Error;
type Reply = Answer | ((call: Call) => Answer | Promise<Answer>);

/** A fetch double routing on `METHOD /path`, recording every call. */
export function fakeFetch(routes: Record<string, Reply>) {
  const calls: Call[] = [];
  const fn = (async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const call: Call = {
      method: init.method ?? 'GET',
      url,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: (init.headers ?? {}) as Record<string, string>,
    };
    calls.push(call);
    const route = routes[`${call.method} ${url.pathname}`];
    const r = typeof route === 'function' ? await route(call) : route;
    if (r instanceof Error) throw r;
    if (!r) return new Response('not found', { status: 404 });
    return new Response(r.text ?? (r.json === undefined ? '' : JSON.stringify(r.json)), { status: r.status ?? 200 });
  });
  return { fetch: fn as unknown as typeof fetch, calls };
}

/** Base URLs for tests: every service on its own fake host. */
export const endpoints = {
  api: 'http://api.test',
  walletServices: 'http://ws.test/',
  analytics: 'http://pulse.test',
  rpc: 'http://rpc.test',
  relay: 'ws://relay.test',
  frame: 'http://frame.test',
};
