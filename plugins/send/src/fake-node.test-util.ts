/**
 * A JSON-RPC node double for the Send suites: the devnet network's RPC (127.0.0.1:8545) answered by
 * method — an answer may be a promise the test holds — and every other request left to `rest` (the
 * balance API double). Records each JSON-RPC call.
 */
export type RpcAnswer = (params: any[]) => unknown;

export function fakeNode(answers: Record<string, RpcAnswer>, rest: typeof fetch) {
  const calls: { method: string; params: any[] }[] = [];
  const one = async (body: { id: number; method: string; params: any[] }) => {
    calls.push({ method: body.method, params: body.params });
    const answer = answers[body.method];
    if (!answer) return { jsonrpc: '2.0', id: body.id, error: { code: -32601, message: `no ${body.method}` } };
    try {
      return { jsonrpc: '2.0', id: body.id, result: await answer(body.params) };
    } catch (e) {
      return { jsonrpc: '2.0', id: body.id, error: { code: 3, message: (e as Error).message } };
    }
  };
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    if (new URL(String(input)).port !== '8545') return rest(input, init);
    const body = JSON.parse(String(init?.body));
    const out = Array.isArray(body) ? await Promise.all(body.map(one)) : await one(body);
    return new Response(JSON.stringify(out), { headers: { 'content-type': 'application/json' } });
  }) as typeof globalThis.fetch;
  return { fetch, calls, estimates: () => calls.filter((c) => c.method === 'eth_estimateGas').map((c) => c.params[0]) };
}
