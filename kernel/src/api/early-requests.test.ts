import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { definePlugin, defineManifest } from '../plugins/define';
import { PLUGIN_API_VERSION } from '../plugins/types';
import { memoryStorage } from '../testing/memory-storage';
import { testDevnet } from '../testing/networks.test-util';
import { requestEarly, takeEarly, urlOf } from './early-requests';
import { kernelHttp } from './http';
import { createKernel } from './kernel';

/** A fetch whose answers the test releases: shows what was sent before anything arrived. */
function heldFetch() {
  const sent: string[] = [];
  const release: Array<() => void> = [];
  const f = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const n = sent.push(url) - 1;
    return new Promise<Response>((resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      release.push(() => resolve(Response.json(url.includes('/appkit/v1/config') ? { features: [] } : { n })));
    });
  });
  return { f, sent, releaseAll: () => release.splice(0).forEach((r) => r()) };
}

const base = { projectId: 'p1', networks: [testDevnet] };

afterEach(() => vi.useRealTimers());
// open and prefetch start the lazy chunks' imports and the tests do not wait for them: compiled here
// first, those imports settle at once instead of after the file's environment is torn down.
beforeAll(async () => { await Promise.all([import('./runtime'), import('./flows'), import('../ui/mount'), import('./remote-startup')]); });

describe('early requests (the first view\'s data in the click\'s wave)', () => {
  it('the API client takes an answer already on its way, once, for the same plain GET', async () => {
    const { f, sent, releaseAll } = heldFetch();
    const k = createKernel({ ...base, basic: true }, { fetch: f as never, storage: memoryStorage(), skipStartup: true });
    const req = { service: 'walletServices' as const, path: '/getWallets', query: { page: 1, entries: 4, chains: ['eip155:31337'] } };
    requestEarly(k, [req, req]);
    expect(sent).toEqual([urlOf(k, req)]); // asked once
    const http = kernelHttp(k);
    const first = http.get('walletServices', '/getWallets', { query: req.query });
    expect(sent).toHaveLength(1); // taken, not asked again
    releaseAll();
    expect(await first).toEqual({ n: 0 });
    // Taken once: the next identical call asks the service.
    const second = http.get('walletServices', '/getWallets', { query: req.query });
    expect(sent).toHaveLength(2);
    releaseAll();
    expect(await second).toEqual({ n: 1 });
  });

  it('another query, a POST or a call with its own headers is not served the early answer', async () => {
    const { f, sent, releaseAll } = heldFetch();
    const k = createKernel({ ...base, basic: true }, { fetch: f as never, storage: memoryStorage(), skipStartup: true });
    requestEarly(k, [{ service: 'walletServices', path: '/getWallets', query: { page: 1 } }]);
    const http = kernelHttp(k);
    const calls = [
      http.get('walletServices', '/getWallets', { query: { page: 2 } }),
      http.post('walletServices', '/getWallets', { query: { page: 1 }, body: {} }),
      http.get('walletServices', '/getWallets', { query: { page: 1 }, headers: { 'x-a': '1' } }),
    ];
    expect(sent).toHaveLength(4);
    releaseAll();
    await Promise.all(calls);
  });

  it('a timeout of the call that took it aborts the early request, with the usual TIMEOUT error', async () => {
    const { f } = heldFetch();
    const k = createKernel({ ...base, basic: true }, { fetch: f as never, storage: memoryStorage(), skipStartup: true });
    requestEarly(k, [{ service: 'walletServices', path: '/x' }]);
    const err = await kernelHttp(k).get('walletServices', '/x', { timeoutMs: 20 }).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'TIMEOUT' });
    expect((f.mock.calls[0][1] as RequestInit).signal!.aborted).toBe(true);
  });

  it('an answer nobody took within a minute is dropped: the call asks afresh', () => {
    vi.useFakeTimers();
    const { f, sent } = heldFetch();
    const k = createKernel({ ...base, basic: true }, { fetch: f as never, storage: memoryStorage(), skipStartup: true });
    const req = { service: 'walletServices' as const, path: '/x' };
    requestEarly(k, [req]);
    vi.advanceTimersByTime(60_001);
    expect(takeEarly(k, urlOf(k, req))).toBeUndefined();
    requestEarly(k, [req]);
    expect(sent).toHaveLength(2);
  });

  it('open sends the first view\'s data with its chunks: a manifest\'s firstRequests, given the options and the view', async () => {
    const { f, sent, releaseAll } = heldFetch();
    const firstRequests = vi.fn((o: { projectId?: string }, view: string) => [{ service: 'walletServices' as const, path: `/data/${view}`, query: { p: o.projectId } }]);
    const plugin = defineManifest({
      id: 'data-view', apiVersion: PLUGIN_API_VERSION, views: ['Connect'], opens: { disconnected: 'Connect' }, firstRequests,
      load: async () => ({ default: definePlugin(() => undefined) }),
    });
    const k = createKernel({ ...base, basic: true, plugins: [plugin] }, { fetch: f as never, storage: memoryStorage(), skipStartup: true });
    void k.open().catch(() => undefined);
    // The wave (chunks and data together) starts once the dialog's frame is painted (after-paint.test.ts).
    await vi.waitFor(() => expect(firstRequests).toHaveBeenCalledWith(k.options, 'Connect'));
    expect(sent.map((u) => new URL(u).pathname + new URL(u).search.replace(/&st=.*$/, ''))).toEqual(['/data/Connect?projectId=p1']);
    releaseAll();
    k.destroy();
  });

  it('the idle prefetch fetches code only; a firstRequests that throws costs only the head start', () => {
    const { f, sent } = heldFetch();
    const plugin = defineManifest({
      id: 'data-view', apiVersion: PLUGIN_API_VERSION, views: ['Connect'], opens: { disconnected: 'Connect' },
      firstRequests: () => { throw new Error('broken manifest'); },
      load: async () => ({ default: definePlugin(() => undefined) }),
    });
    const k = createKernel({ ...base, basic: true, plugins: [plugin] }, { fetch: f as never, storage: memoryStorage(), skipStartup: true });
    k.prefetch(undefined, false);
    expect(() => k.prefetch()).not.toThrow();
    expect(sent).toEqual([]);
    k.destroy();
  });

  it('outside basic mode the project config is sent at the first need, before the startup chunk runs', async () => {
    const { f, sent, releaseAll } = heldFetch();
    const k = createKernel(base, { fetch: f as never, storage: memoryStorage() });
    k.prefetch();
    // Not before the task's script requests (the runtime's first), but in that same task: a microtask
    // later, while the startup chunk (a dynamic import) has not run yet.
    expect(sent).toEqual([]);
    await Promise.resolve();
    expect(sent.map((u) => new URL(u).pathname)).toContain('/appkit/v1/config');
    releaseAll();
    await k.ready;
    // The startup chunk took that answer rather than asking again.
    expect(sent.filter((u) => u.includes('/appkit/v1/config'))).toHaveLength(1);
    k.destroy();
  });
});
