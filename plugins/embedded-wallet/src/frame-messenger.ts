/**
 * The secure frame and its messaging (spec §4 frame states, §7 messaging, §9 timing):
 * - the frame is created on demand (`load()`), never before: not created → loading → ready, ready
 *   500 ms after its READY message; no READY within 20 s is a load failure ('failed'; the next
 *   `load()` retries with a new frame);
 * - each request carries a fresh random id and is posted to the frame's exact origin (never '*');
 * - an incoming message counts only when the browser dispatched it (`isTrusted`: a page script can
 *   dispatch a synthetic MessageEvent carrying any origin and source, even the frame's window), it
 *   comes from that origin AND from that frame's window, passes the schema, and answers a pending id
 *   with the event it was asked; anything else (an untrusted event, another origin or window, a
 *   malformed payload, an unknown id, an id already answered) is ignored;
 * - connect, otp and social requests time out after 30 s.
 * The DOM and the clock are injected, so tests drive it with fakes.
 */
import * as z from 'zod/mini';
import { GangwayError } from '@gangway/kernel';
import type { FrameState } from './public';
import { EMBEDDED_ERRORS } from './errors';
import {
  APP_PREFIX, ErrorPayloadSchema, FRAME_LOAD_TIMEOUT_MS, FRAME_PREFIX, FRAME_READY_DELAY_MS, FRAME_REQUEST_TIMEOUT_MS,
  FrameMessageSchema, TIMED_EVENTS, type AppEvent,
} from './frame-protocol';
import { DEFAULT_FRAME_RPC, secureFrameUrl } from './frame-url';

/** What the messenger reads of a message event (`isTrusted`: the browser, not a script, dispatched it). */
export interface FrameMessageEvent { isTrusted: boolean; origin: string; source: unknown; data: unknown }

/** Where the frame lives: the page's window for messages, a mount for the iframe, a clock and ids. */
export interface FrameHost {
  addMessageListener(fn: (e: FrameMessageEvent) => void): () => void;
  /** Creates the iframe (src) and returns its window, a remover and where to show it (null: hidden). */
  mountFrame(src: string): { window: { postMessage(message: unknown, targetOrigin: string): void } | null; remove(): void; place?(rect: FrameRect | null): void };
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  randomId(): string;
}

/** Where the frame shows, in viewport pixels (over ApproveTransaction, for the visitor's approval). */
export interface FrameRect { left: number; top: number; width: number; height: number }

export interface MessengerOptions {
  /** The configured frame URL (options.endpoints.frame). */
  frameUrl: string;
  projectId: string;
  /** The blockchain API base the frame proxies chain calls through (options.endpoints.rpc; frame-url.ts). */
  rpcUrl?: string;
  /** The CAIP-2 network the frame starts on, read when it loads (frame-url.ts). */
  chainId?(): string | undefined;
  host: FrameHost;
  /** Called once per load failure (alert + analytics report). */
  onLoadFailed?(): void;
  /** Called when a request timed out (alert + analytics report). */
  onRequestTimeout?(event: AppEvent): void;
  /** Called with every new state. */
  onState?(state: FrameState): void;
  /** Runs when the frame became ready, before queued requests go out (theme and dapp data). */
  onReady?(): Promise<void> | void;
  requestTimeoutMs?: number;
  loadTimeoutMs?: number;
  readyDelayMs?: number;
}

interface Pending {
  event: AppEvent;
  resolve(payload: unknown): void;
  reject(error: Error): void;
  timer?: unknown;
}

export interface FrameMessenger {
  state(): FrameState;
  /** The frame's origin: requests go only there, answers count only from there. */
  readonly origin: string;
  /** Creates the frame if needed; resolves when it is ready, rejects 'Unable to load email login dependency'. */
  load(): Promise<void>;
  /** One request; its answer is checked with `schema`. Waits for the frame (loading it if needed). */
  request<T>(event: AppEvent, payload: Record<string, unknown>, schema: z.ZodMiniType<T>): Promise<T>;
  /** Rejects every pending request ('Request was aborted'), e.g. when the modal closes. */
  abortAll(message?: string): void;
  /** Shows the frame at `rect` (the visitor approves inside it) or hides it again (null). */
  place(rect: FrameRect | null): void;
  destroy(): void;
}

export function frameOrigin(frameUrl: string): string {
  return new URL(frameUrl).origin;
}

export function createFrameMessenger(o: MessengerOptions): FrameMessenger {
  const { host } = o;
  const origin = frameOrigin(o.frameUrl);
  let state: FrameState = 'not-created';
  let frame: ReturnType<FrameHost['mountFrame']> | undefined;
  let readyPromise: Promise<void> | undefined;
  const pending = new Map<string, Pending>();
  let settleLoad: { resolve(): void; reject(e: Error): void; timer: unknown } | undefined;

  const setState = (s: FrameState) => { state = s; o.onState?.(s); };

  const failLoad = () => {
    if (!settleLoad) return;
    const { reject, timer } = settleLoad;
    host.clearTimeout(timer);
    settleLoad = undefined;
    frame?.remove();
    frame = undefined;
    readyPromise = undefined;
    setState('failed');
    o.onLoadFailed?.();
    reject(new GangwayError('EMAIL_DEPENDENCY', EMBEDDED_ERRORS.EMAIL_DEPENDENCY));
  };

  const onMessage = (e: FrameMessageEvent) => {
    // Only the frame we created, on its origin, through the browser: another iframe cannot answer
    // for it, nor can a page script forging the event (its origin and source are whatever it says).
    if (e.isTrusted !== true || e.origin !== origin || !frame?.window || e.source !== frame.window) return;
    const parsed = FrameMessageSchema.safeParse(e.data);
    if (!parsed.success) return;
    const { type, id, payload } = parsed.data;
    const name = type.slice(FRAME_PREFIX.length);
    if (name === 'READY') {
      if (!settleLoad) return;
      const { resolve, timer } = settleLoad;
      host.clearTimeout(timer);
      settleLoad = undefined;
      // Spec §4: ready 500 ms after the ready event.
      host.setTimeout(() => {
        setState('ready');
        void Promise.resolve(o.onReady?.()).catch(() => undefined).then(resolve);
      }, o.readyDelayMs ?? FRAME_READY_DELAY_MS);
      return;
    }
    if (!id) return;
    const p = pending.get(id);
    if (!p) return; // unknown, or already answered (a replay)
    const ok = name === `${p.event}_SUCCESS`;
    if (!ok && name !== `${p.event}_ERROR`) return; // an answer for another event under this id
    pending.delete(id);
    if (p.timer !== undefined) host.clearTimeout(p.timer);
    if (ok) p.resolve(payload ?? {});
    else {
      const err = ErrorPayloadSchema.safeParse(payload ?? {});
      p.reject(new GangwayError('FRAME_ERROR', (err.success && err.data.message) || EMBEDDED_ERRORS.FRAME_ERROR));
    }
  };
  const unlisten = host.addMessageListener(onMessage);

  function load(): Promise<void> {
    if (readyPromise) return readyPromise;
    setState('loading');
    const src = secureFrameUrl({ frameUrl: o.frameUrl, projectId: o.projectId, chainId: o.chainId?.(), rpcUrl: o.rpcUrl ?? DEFAULT_FRAME_RPC });
    readyPromise = new Promise<void>((resolve, reject) => {
      settleLoad = { resolve, reject, timer: host.setTimeout(failLoad, o.loadTimeoutMs ?? FRAME_LOAD_TIMEOUT_MS) };
      try {
        frame = host.mountFrame(src);
      } catch {
        failLoad();
      }
    });
    return readyPromise;
  }

  async function request<T>(event: AppEvent, payload: Record<string, unknown>, schema: z.ZodMiniType<T>): Promise<T> {
    // 'ready' already while onReady syncs the theme and dapp data (those requests must not wait on themselves).
    if (state !== 'ready') await load();
    const win = frame?.window;
    if (!win) throw new GangwayError('EMAIL_DEPENDENCY', EMBEDDED_ERRORS.EMAIL_DEPENDENCY);
    const id = host.randomId();
    const answer = await new Promise<unknown>((resolve, reject) => {
      const p: Pending = { event, resolve, reject };
      if (TIMED_EVENTS.has(event)) {
        p.timer = host.setTimeout(() => {
          if (!pending.delete(id)) return;
          o.onRequestTimeout?.(event);
          reject(new GangwayError('EMBEDDED_WALLET_TIMEOUT', EMBEDDED_ERRORS.REQUEST_TIMED_OUT));
        }, o.requestTimeoutMs ?? FRAME_REQUEST_TIMEOUT_MS);
      }
      pending.set(id, p);
      win.postMessage({ type: `${APP_PREFIX}${event}`, id, payload }, origin);
    });
    const parsed = schema.safeParse(answer);
    // A malformed answer is the frame's error, with the spec's generic text.
    if (!parsed.success) throw new GangwayError('FRAME_ERROR', EMBEDDED_ERRORS.FRAME_ERROR);
    return parsed.data;
  }

  return {
    state: () => state,
    origin,
    load,
    request,
    abortAll(message = EMBEDDED_ERRORS.REQUEST_ABORTED) {
      for (const [id, p] of pending) {
        pending.delete(id);
        if (p.timer !== undefined) host.clearTimeout(p.timer);
        p.reject(new GangwayError('REQUEST_ABORTED', message));
      }
    },
    place(rect) { frame?.place?.(rect); },
    destroy() {
      unlisten();
      if (settleLoad) host.clearTimeout(settleLoad.timer);
      settleLoad = undefined;
      // The widget is going away: whatever was pending cannot complete.
      this.abortAll(EMBEDDED_ERRORS.SOMETHING_WENT_WRONG);
      frame?.remove();
      frame = undefined;
      readyPromise = undefined;
      state = 'not-created';
    },
  };
}

/**
 * The browser's side of FrameHost: a hidden sandboxed iframe appended to <body>. `trapFocus` (the
 * kernel's api.ui.addTrapContainer) makes the shown frame part of the modal's focus trap, so keyboard
 * users Tab into it and back out; hidden, it is out of the Tab order and of the trap.
 */
export function browserFrameHost(trapFocus?: (el: HTMLElement) => () => void): FrameHost {
  return {
    addMessageListener(fn) {
      const l = (e: MessageEvent) => fn({ isTrusted: e.isTrusted, origin: e.origin, source: e.source, data: e.data });
      window.addEventListener('message', l);
      return () => window.removeEventListener('message', l);
    },
    mountFrame(src) {
      const el = document.createElement('iframe');
      // Scripts and its own (cross-origin) storage for the session; no top navigation, no popups.
      el.setAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms');
      el.setAttribute('referrerpolicy', 'origin');
      el.setAttribute('title', 'Secure embedded wallet');
      el.dataset.gangwayFrame = '';
      const hidden = 'position:fixed;width:0;height:0;border:0;left:-9999px;top:-9999px;visibility:hidden';
      // Hidden: out of the accessibility tree and never focusable (visibility:hidden, tabindex -1).
      const hide = () => {
        el.style.cssText = hidden;
        el.setAttribute('aria-hidden', 'true');
        el.setAttribute('tabindex', '-1');
      };
      hide();
      el.src = src;
      document.body.appendChild(el);
      let release: (() => void) | undefined;
      const place = (r: FrameRect | null) => {
        if (!r) {
          // Out of the trap first, while still shown: focus inside it goes back to the dialog.
          release?.();
          release = undefined;
          hide();
          return;
        }
        // Shown: over the modal, reachable by keyboard and screen readers, inside the modal's trap.
        el.style.cssText = `position:fixed;border:0;z-index:2147483647;left:${r.left}px;top:${r.top}px;width:${r.width}px;height:${r.height}px`;
        el.removeAttribute('aria-hidden');
        el.removeAttribute('tabindex');
        release ??= trapFocus?.(el);
      };
      return { window: el.contentWindow, remove: () => { release?.(); release = undefined; el.remove(); }, place };
    },
    setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
    clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>),
    randomId: () => crypto.randomUUID(),
  };
}
