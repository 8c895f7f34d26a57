/**
 * A JSON-RPC node double for plugin tests (beside fakeFetch, which answers REST routes): answers each
 * call by method — a value, or a function of the params that may return a promise the test holds, or
 * throw to answer a JSON-RPC error — and hands every request it does not own (`owns`: by default any)
 * to `rest`. Single and batched calls; records the URLs and the calls.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the params are whatever JSON the client sent; tests read them freely
type Params = any[];
/** A result as it is, or computed from the params. */
export type RpcAnswer = ((params: Params) => unknown) | string | number | boolean | null | Record<string, unknown> | unknown[];

export interface FakeRpcNodeOptions {
  /** Which requests are the node's (e.g. the devnet RPC's port); the others go to `rest`. */
  owns?: (url: URL) => boolean;
  rest?: typeof fetch;
}

export function fakeRpcNode(answers: Record<string, RpcAnswer>, { owns = () => true, rest }: FakeRpcNodeOptions = {}) {
  const urls: string[] = [];
  const calls: { method: string; params: Params }[] = [];
  const one = async (body: { id: number; method: string; params: Params }) => {
    calls.push({ method: body.method, params: body.params });
    if (!(body.method in answers)) return { jsonrpc: '2.0', id: body.id, error: { code: -32601, message: `no ${body.method}` } };
    const answer = answers[body.method];
    try {
      return { jsonrpc: '2.0', id: body.id, result: typeof answer === 'function' ? await answer(body.params) : answer };
    } catch (e) {
      return { jsonrpc: '2.0', id: body.id, error: { code: 3, message: (e as Error).message } };
    }
  };
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    if (!owns(url)) {
      if (!rest) throw new Error(`fakeRpcNode: no route for ${url.href}`);
      return rest(input, init);
    }
    urls.push(url.href);
    const body = JSON.parse(String(init?.body));
    const out = Array.isArray(body) ? await Promise.all(body.map(one)) : await one(body);
    return new Response(JSON.stringify(out), { headers: { 'content-type': 'application/json' } });
  }) as typeof globalThis.fetch;
  return { fetch, urls, calls };
}
