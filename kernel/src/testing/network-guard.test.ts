// The harness's network guard, in node (no DOM): every path fails loudly with its URL unless the
// test answers it, and the globals come back when the last harness is disposed.
import { createPublicClient, http } from 'viem';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PluginApi } from '../plugins/api-types';
import { defineManifest, definePlugin } from '../plugins/define';
import { PLUGIN_API_VERSION } from '../plugins/types';
import { fakeFetch } from './fake-fetch';
import { fakeWebSocket } from './fake-socket';
import { createPluginHarness, type HarnessOptions } from './harness';

const PATHS = ['fetch', 'XMLHttpRequest', 'WebSocket', 'EventSource'] as const;
const descriptors = () => Object.fromEntries(PATHS.map((p) => [p, Object.getOwnPropertyDescriptor(globalThis, p)]));
const original = descriptors();
const originalFetch = globalThis.fetch;

/** A plugin that hands its api to the test. */
function caller(permissions: ('http' | `origin:${string}`)[] = ['http', 'origin:https://api.example.com']) {
  let api!: PluginApi;
  const manifest = defineManifest({ id: 'caller', apiVersion: PLUGIN_API_VERSION, permissions, load: async () => definePlugin((a) => { api = a; }) });
  return { manifest, api: () => api };
}
async function start(opts: HarnessOptions = {}) {
  const c = caller();
  const h = createPluginHarness(c.manifest, opts);
  expect(await h.activate()).toBe(true);
  return { h, api: c.api() };
}
const refused = (what: string) => new RegExp(`Unexpected network request in a unit test: ${what.replace(/[.?*+()[\]/\\]/g, '\\$&')}`);

afterEach(() => { vi.unstubAllGlobals(); });

describe('network guard', () => {
  it("refuses fetch on every path: the kernel's API client, api.fetch, a direct fetch and viem's http transport (chain RPC)", async () => {
    const { h, api } = await start();
    await expect(api.http.get('api', '/v1/balance')).rejects.toThrow(refused('GET https://rpc.walletconnect.org/v1/balance?projectId=test'));
    await expect(api.fetch('https://api.example.com/v1/things')).rejects.toThrow(refused('GET https://api.example.com/v1/things (fetch)'));
    await expect(fetch('https://example.com/data', { method: 'post' })).rejects.toThrow(refused('POST https://example.com/data (fetch)'));
    const client = createPublicClient({ transport: http('http://127.0.0.1:8545', { retryCount: 0 }) });
    await expect(client.getChainId()).rejects.toThrow(refused('POST http://127.0.0.1:8545'));
    expect(h.takeUnexpectedRequests()).toEqual([
      expect.stringMatching(/^GET https:\/\/rpc\.walletconnect\.org\/v1\/balance\?projectId=test&st=.* \(fetch\)$/),
      'GET https://api.example.com/v1/things (fetch)',
      'POST https://example.com/data (fetch)',
      'POST http://127.0.0.1:8545/ (fetch)',
    ]);
    expect(h.unexpectedRequests).toEqual([]);
    h.dispose();
    expect(globalThis.fetch).toBe(originalFetch);
  });

  it('refuses WebSocket, XMLHttpRequest and EventSource with their URLs (installed even where node lacks them)', async () => {
    const { h } = await start();
    expect(() => new WebSocket('wss://relay.test/?projectId=test')).toThrow(refused('wss://relay.test/?projectId=test (WebSocket)'));
    expect(WebSocket.OPEN).toBe(1);
    expect(() => new EventSource('https://events.test/stream')).toThrow(refused('https://events.test/stream (EventSource)'));
    const xhr = new XMLHttpRequest();
    xhr.open('put', 'https://api.test/x');
    expect(() => xhr.send('{}')).toThrow(refused('PUT https://api.test/x (XMLHttpRequest)'));
    expect(h.takeUnexpectedRequests()).toHaveLength(3);
    h.dispose();
    expect(descriptors()).toEqual(original);
  });

  it('fails the test at dispose when the code under test swallowed the refusal', async () => {
    const { h } = await start();
    await fetch('https://example.com/swallowed').catch(() => undefined);
    expect(h.unexpectedRequests).toEqual(['GET https://example.com/swallowed (fetch)']);
    expect(() => h.dispose()).toThrow(/1 request\(s\) went unanswered[\s\S]*- GET https:\/\/example\.com\/swallowed \(fetch\)/);
    expect(() => h.dispose()).not.toThrow(); // once
    expect(globalThis.fetch).toBe(originalFetch);
  });

  it('answers through the doubles the test passes: fetch, webSocket, xmlHttpRequest, eventSource', async () => {
    const api = fakeFetch({ 'GET /v1/balance': { json: { balances: [] } }, 'GET /direct': { text: 'direct' } });
    const ws = fakeWebSocket();
    class FakeXhr { url = ''; open(_m: string, url: string) { this.url = url; } send() {} }
    class FakeEventSource { constructor(readonly url: string) {} }
    const { h, api: plugin } = await start({
      fetch: api.fetch, webSocket: ws.WebSocket,
      xmlHttpRequest: FakeXhr as unknown as typeof XMLHttpRequest, eventSource: FakeEventSource as unknown as typeof EventSource,
    });
    expect(await plugin.http.get('api', '/v1/balance')).toEqual({ balances: [] });
    expect(await (await fetch('https://anywhere.test/direct')).text()).toBe('direct');
    expect(api.calls.map((c) => c.url.pathname)).toEqual(['/v1/balance', '/direct']);

    const socket = new WebSocket('wss://relay.test');
    const got: unknown[] = [];
    socket.onmessage = (e) => got.push(e.data);
    await new Promise<void>((r) => socket.addEventListener('open', () => r()));
    socket.send('ping');
    ws.sockets[0].receive('pong');
    expect(ws.sockets[0].sent).toEqual(['ping']);
    expect(got).toEqual(['pong']);

    const xhr = new XMLHttpRequest();
    expect(xhr).toBeInstanceOf(FakeXhr);
    expect(new EventSource('https://events.test')).toBeInstanceOf(FakeEventSource);
    h.dispose();
  });

  it('lets a fetch the test stubbed before the harness answer, and leaves the stub to the test', async () => {
    const stub = vi.fn(async () => new Response('{"ok":true}'));
    vi.stubGlobal('fetch', stub);
    const { h, api } = await start();
    expect(await (await fetch('http://127.0.0.1:8545')).json()).toEqual({ ok: true });
    expect(await api.http.get('api', '/v1/x')).toEqual({ ok: true });
    expect(stub).toHaveBeenCalledTimes(2);
    h.dispose();
    expect(globalThis.fetch).toBe(stub);
  });

  it('keeps the guard up while any harness lives; the newest one answers', async () => {
    const first = await start({ fetch: fakeFetch({ 'GET /a': { text: 'first' } }).fetch });
    const second = await start();
    expect(await (await fetch('http://x.test/a')).text()).toBe('first');
    first.h.dispose();
    await expect(fetch('http://x.test/a')).rejects.toThrow(refused('GET http://x.test/a (fetch)'));
    expect(second.h.takeUnexpectedRequests()).toEqual(['GET http://x.test/a (fetch)']);
    second.h.dispose();
    expect(descriptors()).toEqual(original);
  });

  it('puts the guard up when a harness is made, and the harness disposes itself when the test ends', async () => {
    createPluginHarness(caller().manifest);
    expect(globalThis.fetch).not.toBe(originalFetch);
  });

  it('…so the next test starts with the original globals', () => {
    expect(descriptors()).toEqual(original);
  });

  it('a harness whose options are invalid leaves no guard behind', () => {
    expect(() => createPluginHarness(caller().manifest, { options: { networks: [] } })).toThrow();
    expect(descriptors()).toEqual(original);
  });
});
