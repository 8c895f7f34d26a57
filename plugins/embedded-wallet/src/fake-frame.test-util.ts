/**
 * Test doubles for the frame: a FrameHost with a manual clock, a fake frame window that records
 * what the app posts, and a scripted frame that answers app events like the devnet emulator.
 */
import type { FrameHost, FrameMessageEvent, FrameRect } from './frame-messenger';

export const FRAME_URL = 'https://frame.test/sdk';
export const FRAME_ORIGIN = 'https://frame.test';

export interface Posted { message: { type: string; id: string; payload: Record<string, unknown> }; targetOrigin: string }

/** A clock whose timers run only when the test advances it. */
export function manualClock() {
  let now = 0;
  let seq = 0;
  const timers = new Map<number, { at: number; fn: () => void; every?: number }>();
  return {
    setTimeout: (fn: () => void, ms: number) => { const id = ++seq; timers.set(id, { at: now + ms, fn }); return id; },
    setInterval: (fn: () => void, ms: number) => { const id = ++seq; timers.set(id, { at: now + ms, fn, every: ms }); return id; },
    clearTimeout: (h: unknown) => { timers.delete(h as number); },
    clearInterval: (h: unknown) => { timers.delete(h as number); },
    /** Moves time forward, firing due timers in order (then lets promise callbacks run). */
    async advance(ms: number) {
      const end = now + ms;
      for (;;) {
        const due = [...timers.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        const [id, t] = due;
        now = t.at;
        if (t.every) t.at += t.every;
        else timers.delete(id);
        t.fn();
        await flush();
      }
      now = end;
      await flush();
    },
    now: () => now,
  };
}
export type ManualClock = ReturnType<typeof manualClock>;

export const flush = async () => { for (let i = 0; i < 10; i++) await Promise.resolve(); };

export function fakeFrameHost(clock: ManualClock = manualClock()) {
  const listeners = new Set<(e: FrameMessageEvent) => void>();
  const posted: Posted[] = [];
  const mounted: { src: string; removed: boolean }[] = [];
  /** Every place() call: where the frame was shown (null: hidden again). */
  const placed: (FrameRect | null)[] = [];
  let ids = 0;
  let onPost: ((p: Posted) => void) | undefined;
  /** The current frame's window: what the app posts to, and the source of genuine answers. */
  let frameWindow: { postMessage(message: unknown, targetOrigin: string): void } | null = null;
  const host: FrameHost = {
    addMessageListener(fn) { listeners.add(fn); return () => listeners.delete(fn); },
    mountFrame(src) {
      const record = { src, removed: false };
      mounted.push(record);
      const win = { postMessage(message: unknown, targetOrigin: string) { const p = { message: message as Posted['message'], targetOrigin }; posted.push(p); onPost?.(p); } };
      frameWindow = win;
      return { window: win, remove: () => { record.removed = true; }, place: (r: FrameRect | null) => { placed.push(r); } };
    },
    setTimeout: clock.setTimeout,
    clearTimeout: clock.clearTimeout,
    randomId: () => `req-${++ids}-${Math.random().toString(36).slice(2, 8)}`,
  };
  /** Delivers a message event; a browser-dispatched one (isTrusted) unless the test forges it. */
  const deliver = (e: Omit<FrameMessageEvent, 'isTrusted'> & { isTrusted?: boolean }) => { for (const l of [...listeners]) l({ ...e, isTrusted: e.isTrusted ?? true }); };
  return {
    host,
    clock,
    posted,
    mounted,
    placed,
    frameWindow: () => frameWindow,
    deliver,
    /** A genuine message from the frame (right origin, right window). */
    fromFrame: (data: unknown) => deliver({ origin: FRAME_ORIGIN, source: frameWindow, data }),
    ready: () => deliver({ origin: FRAME_ORIGIN, source: frameWindow, data: { type: '@w3m-frame/READY', payload: { version: 1 } } }),
    answer: (p: Posted, payload: unknown, ok = true) => deliver({ origin: FRAME_ORIGIN, source: frameWindow, data: { type: `@w3m-frame/${p.message.type.slice('@w3m-app/'.length)}_${ok ? 'SUCCESS' : 'ERROR'}`, id: p.message.id, payload } }),
    onPost: (fn: (p: Posted) => void) => { onPost = fn; },
  };
}
export type FakeFrame = ReturnType<typeof fakeFrameHost>;

/**
 * A frame that answers like the devnet emulator: events in `script` answer at once (a function of the
 * payload, or a value; throwing answers _ERROR), others stay pending for the test (`held`). READY is
 * sent on mount, and the sync events answer {} by default.
 */
export function scriptedFrame(script: Record<string, unknown | ((payload: Record<string, unknown>) => unknown)>, clock: ManualClock = manualClock()) {
  const f = fakeFrameHost(clock);
  const held: Posted[] = [];
  const answers: Record<string, unknown> = { SYNC_THEME: {}, SYNC_DAPP_DATA: {}, GET_SMART_ACCOUNT_ENABLED_NETWORKS: { smartAccountEnabledNetworks: [] }, ...script };
  f.onPost((p) => {
    const name = p.message.type.slice('@w3m-app/'.length);
    if (!(name in answers)) { held.push(p); return; }
    const a = answers[name];
    queueMicrotask(() => {
      try { f.answer(p, typeof a === 'function' ? (a as (x: Record<string, unknown>) => unknown)(p.message.payload) : a); } catch (e) { f.answer(p, { message: (e as Error).message }, false); }
    });
  });
  const mount = f.host.mountFrame;
  f.host.mountFrame = (src) => { const r = mount(src); queueMicrotask(() => f.ready()); return r; };
  return { ...f, held, answers };
}
