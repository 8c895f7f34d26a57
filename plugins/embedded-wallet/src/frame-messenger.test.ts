// The frame messaging (spec §4 states, §7 messaging, §9 timing): only the frame's own answers count.
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { createFrameMessenger } from './frame-messenger';
import { EmptySchema } from './frame-protocol';
import { fakeFrameHost, flush, FRAME_ORIGIN, FRAME_URL } from './fake-frame.test-util';

function setup() {
  const f = fakeFrameHost();
  const onLoadFailed = vi.fn();
  const onRequestTimeout = vi.fn();
  const states: string[] = [];
  const m = createFrameMessenger({ frameUrl: FRAME_URL, projectId: 'p1', host: f.host, onLoadFailed, onRequestTimeout, onState: (s) => states.push(s) });
  return { f, m, onLoadFailed, onRequestTimeout, states };
}

/** Loads the frame and makes it ready (READY, then the 500 ms delay). */
async function ready(s: ReturnType<typeof setup>) {
  const loaded = s.m.load();
  s.f.ready();
  await s.f.clock.advance(500);
  await loaded;
}

/** Starts a request and returns its promise (settled state observable) and what was posted. */
async function start(s: ReturnType<typeof setup>, event: Parameters<typeof s.m.request>[0] = 'RPC_REQUEST', schema: z.ZodMiniType<unknown> = EmptySchema) {
  const settled: { value?: unknown; error?: Error } = {};
  const p = s.m.request(event, { method: 'eth_call' }, schema).then((v) => { settled.value = v; }, (e: Error) => { settled.error = e; });
  await flush();
  return { p, settled, posted: s.f.posted.at(-1)! };
}

describe('frame messenger', () => {
  it('creates nothing until asked, then goes loading → ready 500 ms after READY', async () => {
    const s = setup();
    expect(s.m.state()).toBe('not-created');
    expect(s.f.mounted).toEqual([]);
    const loaded = s.m.load();
    expect(s.m.state()).toBe('loading');
    expect(s.f.mounted[0].src).toBe(`${FRAME_URL}/?projectId=p1&chainId=eip155%3A1&version=4&enableLogger=false&rpcUrl=https%3A%2F%2Frpc.walletconnect.org`);
    s.f.ready();
    await s.f.clock.advance(499);
    expect(s.m.state()).toBe('loading');
    await s.f.clock.advance(1);
    await loaded;
    expect(s.states).toEqual(['loading', 'ready']);
  });

  it('ignores READY from another origin or another window, or forged by a page script', async () => {
    const s = setup();
    void s.m.load().catch(() => undefined);
    s.f.deliver({ origin: 'https://evil.test', source: s.f.frameWindow(), data: { type: '@w3m-frame/READY' } });
    s.f.deliver({ origin: FRAME_ORIGIN, source: {}, data: { type: '@w3m-frame/READY' } });
    s.f.deliver({ isTrusted: false, origin: FRAME_ORIGIN, source: s.f.frameWindow(), data: { type: '@w3m-frame/READY' } });
    await s.f.clock.advance(5_000);
    expect(s.m.state()).toBe('loading');
  });

  it('fails after 20 s without READY: the dependency error, the report, the frame removed; the next load retries', async () => {
    const s = setup();
    const loaded = s.m.load().catch((e: Error) => e);
    await s.f.clock.advance(19_999);
    expect(s.m.state()).toBe('loading');
    await s.f.clock.advance(1);
    expect((await loaded as Error).message).toBe('Unable to load email login dependency');
    expect(s.m.state()).toBe('failed');
    expect(s.onLoadFailed).toHaveBeenCalledTimes(1);
    expect(s.f.mounted[0].removed).toBe(true);
    const again = s.m.load();
    expect(s.f.mounted).toHaveLength(2);
    s.f.ready();
    await s.f.clock.advance(500);
    await again;
    expect(s.m.state()).toBe('ready');
  });

  it('posts each request to the exact frame origin with a fresh id, and matches the answer by id', async () => {
    const s = setup();
    await ready(s);
    const a = await start(s);
    const b = await start(s);
    expect(a.posted.targetOrigin).toBe(FRAME_ORIGIN);
    expect(a.posted.message).toMatchObject({ type: '@w3m-app/RPC_REQUEST', payload: { method: 'eth_call' } });
    expect(a.posted.message.id).not.toBe(b.posted.message.id);
    s.f.answer(b.posted, '0xb');
    s.f.answer(a.posted, '0xa');
    await Promise.all([a.p, b.p]);
    expect([a.settled.value, b.settled.value]).toEqual(['0xa', '0xb']);
  });

  it('ignores hostile answers: untrusted (synthetic), another origin, another window, malformed, unknown id, the wrong event, a replay', async () => {
    const s = setup();
    await ready(s);
    const r = await start(s);
    const id = r.posted.message.id;
    const good = { type: '@w3m-frame/RPC_REQUEST_SUCCESS', id, payload: '0xforged' };
    // A page script's synthetic MessageEvent: the frame's own origin and window, yet not the frame.
    s.f.deliver({ isTrusted: false, origin: FRAME_ORIGIN, source: s.f.frameWindow(), data: good });
    s.f.deliver({ origin: 'https://evil.test', source: s.f.frameWindow(), data: good });
    s.f.deliver({ origin: FRAME_ORIGIN, source: { postMessage() {} }, data: good });
    s.f.deliver({ origin: FRAME_ORIGIN, source: null, data: good });
    s.f.fromFrame('not an object');
    s.f.fromFrame({ type: 42, id, payload: '0xforged' });
    s.f.fromFrame({ type: 'RPC_REQUEST_SUCCESS', id, payload: '0xforged' });
    s.f.fromFrame({ type: '@w3m-frame/RPC_REQUEST_SUCCESS', id: 7, payload: '0xforged' });
    s.f.fromFrame({ type: '@w3m-frame/RPC_REQUEST_SUCCESS', id: 'unknown-id', payload: '0xforged' });
    s.f.fromFrame({ type: '@w3m-frame/GET_USER_SUCCESS', id, payload: '0xforged' });
    await flush();
    expect(r.settled).toEqual({});
    s.f.answer(r.posted, '0xreal');
    await r.p;
    expect(r.settled.value).toBe('0xreal');
    // A replay of the answered id (or an error under it) changes nothing for the next request.
    const next = await start(s);
    s.f.answer(r.posted, '0xreplayed');
    s.f.answer(r.posted, { message: 'replayed error' }, false);
    await flush();
    expect(next.settled).toEqual({});
    s.f.answer(next.posted, '0xnext');
    await next.p;
    expect(next.settled.value).toBe('0xnext');
  });

  it('turns an ERROR into its message, or the generic text; a malformed SUCCESS payload too', async () => {
    const s = setup();
    await ready(s);
    const a = await start(s);
    s.f.answer(a.posted, { message: 'Invalid code' }, false);
    const b = await start(s);
    s.f.answer(b.posted, {}, false);
    const c = await start(s, 'CONNECT_EMAIL', z.object({ action: z.enum(['VERIFY_OTP']) }));
    s.f.answer(c.posted, { action: 'HACK' });
    await Promise.all([a.p, b.p, c.p]);
    expect([a.settled.error?.message, b.settled.error?.message, c.settled.error?.message]).toEqual(['Invalid code', 'An error occurred', 'An error occurred']);
  });

  it('times out connect, otp and social requests after 30 s; other requests wait', async () => {
    const s = setup();
    await ready(s);
    const otp = await start(s, 'CONNECT_OTP');
    const social = await start(s, 'CONNECT_SOCIAL');
    const rpc = await start(s, 'RPC_REQUEST');
    await s.f.clock.advance(29_999);
    expect(otp.settled).toEqual({});
    await s.f.clock.advance(1);
    expect(otp.settled.error?.message).toBe('Embedded Wallet Request Timed Out');
    expect(social.settled.error?.message).toBe('Embedded Wallet Request Timed Out');
    expect(s.onRequestTimeout.mock.calls.map((c) => c[0])).toEqual(['CONNECT_OTP', 'CONNECT_SOCIAL']);
    await s.f.clock.advance(60_000);
    expect(rpc.settled).toEqual({});
    // A late answer to a timed-out request is an unknown id now.
    s.f.answer(otp.posted, {});
    await flush();
    expect(otp.settled.value).toBeUndefined();
  });

  it('aborts every pending request on demand', async () => {
    const s = setup();
    await ready(s);
    const a = await start(s);
    s.m.abortAll();
    await a.p;
    expect(a.settled.error?.message).toBe('Request was aborted');
    const b = await start(s);
    s.m.destroy();
    await b.p;
    expect(b.settled.error?.message).toBe('Something went wrong');
    expect(s.f.mounted[0].removed).toBe(true);
  });
});
