// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"enableIframePageLoading":true}}
// The browser's FrameHost: a page script's synthetic MessageEvent (origin and source set to the
// frame's) never makes the frame ready nor answers a request; the shown frame is in the focus trap, the hidden one not.
import { afterEach, expect, it, vi } from 'vitest';
import { browserFrameHost, createFrameMessenger, type FrameMessageEvent } from './frame-messenger';

const FRAME_URL = 'https://frame.test/sdk';
afterEach(() => { document.body.innerHTML = ''; });

it('passes isTrusted on: a script-dispatched event arrives untrusted', () => {
  const seen: FrameMessageEvent[] = [];
  const stop = browserFrameHost().addMessageListener((e) => seen.push(e));
  window.dispatchEvent(new MessageEvent('message', { origin: 'https://frame.test', data: 1 }));
  stop();
  expect(seen).toHaveLength(1);
  expect(seen[0].isTrusted).not.toBe(true);
});

it('a forged READY from the frame origin and window leaves the frame loading; the real one makes it ready', async () => {
  vi.useFakeTimers();
  try {
    // The page's real message listener; the iframe's window is a stand-in the test can name as source.
    const frameWindow = { postMessage: vi.fn() };
    const host = { ...browserFrameHost(), mountFrame: () => ({ window: frameWindow, remove() {} }) };
    const m = createFrameMessenger({ frameUrl: FRAME_URL, projectId: 'p', host, readyDelayMs: 0 });
    void m.load().catch(() => undefined);
    const ready = (trusted: boolean) => {
      const e = new MessageEvent('message', { origin: 'https://frame.test', data: { type: '@w3m-frame/READY', payload: { version: 1 } }, source: frameWindow as unknown as Window });
      // happy-dom leaves isTrusted unset on every event; a browser sets it only on the ones it dispatched.
      if (trusted) Object.defineProperty(e, 'isTrusted', { value: true });
      window.dispatchEvent(e);
    };
    ready(false);
    await vi.advanceTimersByTimeAsync(10);
    expect(m.state()).toBe('loading');
    ready(true);
    await vi.advanceTimersByTimeAsync(10);
    expect(m.state()).toBe('ready');
    m.destroy();
  } finally {
    vi.useRealTimers();
  }
});

it('the frame joins the focus trap only while shown, and leaves it before it is hidden', () => {
  const calls: string[] = [];
  const host = browserFrameHost((el) => {
    calls.push(`in:${el.style.visibility || 'visible'}`);
    return () => { calls.push(`out:${el.style.visibility || 'visible'}`); };
  });
  const frame = host.mountFrame('about:blank');
  const el = document.querySelector<HTMLIFrameElement>('iframe[data-gangway-frame]')!;
  const hiddenAndUnreachable = () => {
    expect(el.style.visibility).toBe('hidden');
    expect(el.getAttribute('tabindex')).toBe('-1');
    expect(el.getAttribute('aria-hidden')).toBe('true');
  };
  hiddenAndUnreachable();
  expect(calls).toEqual([]);
  frame.place!({ left: 10, top: 20, width: 300, height: 400 });
  frame.place!({ left: 10, top: 30, width: 300, height: 400 });
  expect(el.hasAttribute('tabindex')).toBe(false);
  expect(el.hasAttribute('aria-hidden')).toBe(false);
  // Registered once however often it moves, after it is visible.
  expect(calls).toEqual(['in:visible']);
  frame.place!(null);
  hiddenAndUnreachable();
  // Released while still visible: focus inside goes back to the dialog rather than into a hidden frame.
  expect(calls).toEqual(['in:visible', 'out:visible']);
  frame.place!(null);
  frame.place!({ left: 0, top: 0, width: 1, height: 1 });
  frame.remove();
  expect(calls).toEqual(['in:visible', 'out:visible', 'in:visible', 'out:visible']);
  expect(document.querySelector('iframe[data-gangway-frame]')).toBeNull();
});
