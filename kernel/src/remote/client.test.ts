import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { GangwayError } from '../errors/catalogue';
import { errorMessage } from '../errors/messages';
import { createApiClient, httpStatus } from './client';
import { endpoints, fakeFetch } from '../testing/fake-fetch';

const make = (routes: Parameters<typeof fakeFetch>[0], timeoutMs?: number) => {
  const ff = fakeFetch(routes);
  const client = createApiClient({ endpoints, projectId: 'p1', sdkType: 'gangway', sdkVersion: 'react-gangway-0.1.0', fetch: ff.fetch, timeoutMs });
  return { client, ...ff };
};

async function failure(p: Promise<unknown>): Promise<GangwayError> {
  try {
    await p;
  } catch (e) {
    expect(e).toBeInstanceOf(GangwayError);
    return e as GangwayError;
  }
  throw new Error('expected a rejection');
}

describe('createApiClient', () => {
  it('sends projectId, st and sv on every call, plus the query', async () => {
    const { client, calls } = make({ 'GET /v1/account/0xabc/balance': { json: { balances: [] } }, 'POST /v1/fungible/price': { json: {} } });
    await client.get('api', '/v1/account/0xabc/balance', { query: { currency: 'usd', chainId: 'eip155:1', forceUpdate: undefined } });
    await client.post('api', 'v1/fungible/price', { body: { currency: 'usd', addresses: ['a'] } });
    expect(calls[0].url.origin).toBe('http://api.test');
    expect(Object.fromEntries(calls[0].url.searchParams)).toEqual({ projectId: 'p1', st: 'gangway', sv: 'react-gangway-0.1.0', currency: 'usd', chainId: 'eip155:1' });
    expect(calls[1].method).toBe('POST');
    expect(calls[1].url.searchParams.get('projectId')).toBe('p1');
    expect(calls[1].body).toEqual({ currency: 'usd', addresses: ['a'] });
    expect(calls[1].headers['content-type']).toBe('application/json');
  });

  it('builds URLs for image endpoints and joins arrays with commas', () => {
    const { client } = make({});
    expect(client.url('walletServices', '/getWalletImage/abc')).toBe('http://ws.test/getWalletImage/abc?projectId=p1&st=gangway&sv=react-gangway-0.1.0');
    expect(new URL(client.url('walletServices', '/getWallets', { include: ['a', 'b'], page: 1 })).searchParams.get('include')).toBe('a,b');
  });

  it('validates responses with the schema', async () => {
    const schema = z.object({ data: z.array(z.object({ id: z.string() })), count: z.number() });
    const { client } = make({ 'GET /getWallets': { json: { data: [{ id: 'w' }], count: 1 } }, 'GET /bad': { json: { data: [{ id: 1 }] } } });
    expect(await client.get('walletServices', '/getWallets', { schema })).toEqual({ data: [{ id: 'w' }], count: 1 });
    const e = await failure(client.get('walletServices', '/bad', { schema }));
    expect(e.code).toBe('INVALID_RESPONSE');
    expect(e.message).toContain('data.0.id: Expected string received number');
    expect(e.message).toContain('count: Required');
  });

  it('reports invalid JSON, HTTP errors with status, and network failures', async () => {
    const { client } = make({ 'GET /json': { text: '<html>' }, 'GET /gone': { status: 403, text: 'forbidden' }, 'GET /down': new TypeError('Failed to fetch') });
    expect((await failure(client.get('api', '/json'))).code).toBe('INVALID_RESPONSE');
    const http = await failure(client.get('api', '/gone'));
    expect(http.code).toBe('HTTP_ERROR');
    expect(http.message).toBe('GET /gone failed with HTTP 403');
    expect(httpStatus(http)).toBe(403);
    expect(http.details?.body).toBe('forbidden');
    const net = await failure(client.get('api', '/down'));
    expect(net.code).toBe('NETWORK_ERROR');
    expect(net.message).toBe('GET /down failed: Failed to fetch');
    expect(httpStatus(net)).toBeUndefined();
  });

  it('times out through AbortController', async () => {
    vi.useFakeTimers();
    try {
      const hang = (_: string, init: RequestInit) =>
        new Promise<Response>((_, reject) => init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
      const client = createApiClient({ endpoints, sdkType: 'gangway', sdkVersion: 'v', fetch: hang as unknown as typeof fetch });
      const p = failure(client.get('api', '/slow'));
      await vi.advanceTimersByTimeAsync(9_999);
      let settled = false;
      void p.then(() => (settled = true));
      await Promise.resolve();
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      const e = await p;
      expect(e.code).toBe('TIMEOUT');
      expect(e.message).toBe('GET /slow timed out after 10000 ms');

      const own = new AbortController();
      const q = failure(client.get('api', '/slow', { signal: own.signal }));
      own.abort();
      expect((await q).message).toBe('Request was aborted');
    } finally {
      vi.useRealTimers();
    }
  });

  it('the deadline covers the body: headers then a body that never ends time out too', async () => {
    vi.useFakeTimers();
    try {
      // Headers arrive at once; the body stream never closes (and ignores the abort, as a stuck proxy could).
      const trickle = async () => new Response(new ReadableStream({ start(c) { c.enqueue(new TextEncoder().encode('{"par')); } }), { status: 200 });
      const client = createApiClient({ endpoints, sdkType: 'gangway', sdkVersion: 'v', fetch: trickle as unknown as typeof fetch, timeoutMs: 500 });
      const p = failure(client.get('api', '/trickle'));
      await vi.advanceTimersByTimeAsync(500);
      const e = await p;
      expect(e.code).toBe('TIMEOUT');
      expect(e.message).toBe('GET /trickle timed out after 500 ms');
    } finally {
      vi.useRealTimers();
    }
  });

  it('looks fetch up per call, not at creation (SSR-safe)', async () => {
    const client = createApiClient({ endpoints, sdkType: 'gangway', sdkVersion: 'v' });
    const { fetch, calls } = fakeFetch({ 'GET /x': { json: 1 } });
    vi.stubGlobal('fetch', fetch);
    try {
      expect(await client.get('api', '/x')).toBe(1);
      expect(calls[0].url.searchParams.has('projectId')).toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('keeps the call in the developer message and shows visitors the fallback text (issue 36)', async () => {
    const { client } = make({ 'POST /v1/generators/onrampurl': { status: 500, text: 'boom' }, 'GET /down': new TypeError('Failed to fetch'), 'GET /json': { text: '<html>' } });
    for (const call of [client.post('api', '/v1/generators/onrampurl', { body: {} }), client.get('api', '/down'), client.get('api', '/json')]) {
      const e = await failure(call);
      expect(e.details?.request).toMatch(/^(GET|POST) \//);
      expect(e.message).toContain(e.details?.request as string);
      expect(errorMessage(e)).toBe('An error occurred');
      expect(errorMessage(e, 'Something went wrong')).toBe('Something went wrong');
    }
    // Errors that are not remote calls keep their own message.
    expect(errorMessage(new GangwayError('TIMEOUT', 'The wallet did not answer eth_sign within 30 s'))).toBe('The wallet did not answer eth_sign within 30 s');
  });
});
