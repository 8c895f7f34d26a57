// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { awaitResult, isPopupResultEvent } from './popup-result';

const ORIGIN = 'https://secure.walletconnect.org';
const RESULT = { type: '@w3m-social/RESULT', resultUri: `${ORIGIN}/sdk/callback?code=1` };
const popup = { closed: false } as unknown as Window;

/** A message event as the browser dispatches it (`trusted`) or as a page script can forge it. */
function message(data: unknown, init: { origin?: string; source?: unknown; trusted?: boolean } = {}) {
  const e = new MessageEvent('message', { data, origin: init.origin ?? ORIGIN });
  Object.defineProperty(e, 'source', { value: 'source' in init ? init.source : popup });
  // happy-dom leaves isTrusted unset; a browser sets it true only on events it dispatched itself.
  Object.defineProperty(e, 'isTrusted', { value: init.trusted ?? true });
  return e;
}

afterEach(() => { vi.useRealTimers(); });

describe('isPopupResultEvent', () => {
  it('only a trusted event from the popup on the frame origin', () => {
    expect(isPopupResultEvent({ isTrusted: true, origin: ORIGIN, source: popup }, popup, ORIGIN)).toBe(true);
    expect(isPopupResultEvent({ isTrusted: false, origin: ORIGIN, source: popup }, popup, ORIGIN)).toBe(false);
    expect(isPopupResultEvent({ isTrusted: true, origin: 'https://accounts.google.com', source: popup }, popup, ORIGIN)).toBe(false);
    expect(isPopupResultEvent({ isTrusted: true, origin: ORIGIN, source: window }, popup, ORIGIN)).toBe(false);
  });
});

describe('awaitResult', () => {
  it('ignores forged, foreign and malformed messages; resolves with the real one', async () => {
    const abort = new AbortController();
    const result = awaitResult(popup, ORIGIN, abort.signal);
    let settled = false;
    void result.then(() => { settled = true; });
    window.dispatchEvent(message(RESULT, { trusted: false }));
    window.dispatchEvent(message(RESULT, { origin: 'https://evil.example' }));
    window.dispatchEvent(message(RESULT, { source: window }));
    window.dispatchEvent(message({ type: '@w3m-social/RESULT', resultUri: '' }));
    await Promise.resolve();
    expect(settled).toBe(false);
    window.dispatchEvent(message(RESULT));
    await expect(result).resolves.toBe(RESULT.resultUri);
  });

  it("rejects 'closed' once the popup is closed", async () => {
    vi.useFakeTimers();
    const p = { closed: false } as { closed: boolean };
    const result = awaitResult(p as unknown as Window, ORIGIN, new AbortController().signal);
    p.closed = true;
    vi.advanceTimersByTime(600);
    await expect(result).rejects.toThrow('closed');
  });
});
