// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineManifest, definePlugin } from '../plugins/define';
import { PLUGIN_API_VERSION } from '../plugins/types';
import { memoryStorage } from '../testing/memory-storage';
import { testDevnet } from '../testing/networks.test-util';
import { afterPaint } from './after-paint';
import { afterViewShown, VIEW_ENTRANCE_MS } from './view-shown';
import { createKernel } from './kernel';

afterEach(() => { document.body.innerHTML = ''; });

describe('the click: the dialog first, then the wave', () => {
  it('afterPaint resolves after the next animation frame (or, in a tab that paints none, a timer)', async () => {
    const order: string[] = [];
    requestAnimationFrame(() => order.push('frame'));
    await afterPaint();
    order.push('after');
    expect(order).toEqual(['frame', 'after']);
  });

  it('afterPaint waits for the frame even after a click task longer than its fallback timer (the timer counts from the task\'s end)', async () => {
    for (let i = 0; i < 5; i++) {
      const order: string[] = [];
      requestAnimationFrame(() => order.push('frame'));
      const painted = afterPaint().then(() => order.push('after'));
      const until = Date.now() + 150; // a click task that holds the thread past the 100 ms fallback
      while (Date.now() < until) { /* busy */ }
      await painted;
      expect(order).toEqual(['frame', 'after']);
      // The next round starts from another phase of the event loop.
      await new Promise((r) => (i % 2 ? setTimeout(r, 0) : setImmediate(r)));
    }
  });

  it('afterViewShown waits for the paint and then the view\'s entrance', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame', 'performance'] });
    try {
      let shown = false;
      void afterViewShown().then(() => { shown = true; });
      await vi.advanceTimersByTimeAsync(17); // the frame and its paint
      expect(shown).toBe(false);
      await vi.advanceTimersByTimeAsync(VIEW_ENTRANCE_MS);
      expect(shown).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('open paints the frame and requests the first view\'s scripts in the click; its data requests follow the paint', async () => {
    const load = vi.fn(async () => ({ default: definePlugin(() => undefined) }));
    const firstRequests = vi.fn(() => []);
    const plugin = defineManifest({ id: 'first', apiVersion: PLUGIN_API_VERSION, views: ['Connect'], opens: { disconnected: 'Connect' }, firstRequests, load });
    const k = createKernel({ projectId: 'p1', networks: [testDevnet], basic: true, plugins: [plugin] }, { storage: memoryStorage(), skipStartup: true, mountUi: async () => () => undefined });
    let framed = false;
    requestAnimationFrame(() => { framed = true; });
    void k.open().catch(() => undefined);
    expect(document.querySelector('[data-gangway-frame] [role="dialog"]')).not.toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
    expect(firstRequests).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(firstRequests).toHaveBeenCalledWith(k.options, 'Connect'));
    expect(framed).toBe(true);
    // Requested once: the open's own prefetch after the paint finds the script on its way.
    expect(load).toHaveBeenCalledTimes(1);
    k.destroy();
  });

  it('start-up (the project config request) waits for the click\'s paint', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ features: [] }), { status: 200 }));
    const k = createKernel({ projectId: 'p1', networks: [testDevnet] }, { fetch: fetch as never, storage: memoryStorage(), mountUi: async () => () => undefined });
    let framed = false;
    requestAnimationFrame(() => { framed = true; });
    void k.open().catch(() => undefined);
    await Promise.resolve();
    expect(fetch).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(framed).toBe(true);
    expect(new URL(String((fetch.mock.calls[0] as unknown[])[0])).pathname).toBe('/appkit/v1/config');
    k.destroy();
  });

  it('closed before the paint: the frame goes and the open that follows shows nothing', async () => {
    const k = createKernel({ projectId: 'p1', networks: [testDevnet], basic: true }, { storage: memoryStorage(), skipStartup: true, mountUi: async () => () => undefined });
    const opened = k.open();
    k.close();
    expect(document.querySelector('[data-gangway-frame]')).toBeNull();
    expect(await opened).toBe(false);
    k.destroy();
  });
});
