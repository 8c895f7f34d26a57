// @vitest-environment happy-dom
// `prefetch: 'visible'` (issue 35): after load, at an idle moment, a watched button in the viewport;
// never under Save-Data or on 2g. The browser's IntersectionObserver, idle callback and load are faked.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createGangway } from './create-gangway';
import { memoryStorage } from '../testing/memory-storage';
import { testDevnet } from '../testing/networks.test-util';
import { savesData, watchVisible, whenIdle } from './visible-prefetch';

/** Every IntersectionObserver made, with what it watches; `show(el)` reports `el` as intersecting. */
class FakeIO {
  static all: FakeIO[] = [];
  watched = new Set<Element>();
  disconnected = false;
  constructor(private cb: (entries: { target: Element; isIntersecting: boolean }[]) => void) { FakeIO.all.push(this); }
  observe(el: Element) { this.watched.add(el); }
  unobserve(el: Element) { this.watched.delete(el); }
  disconnect() { this.disconnected = true; this.watched.clear(); }
  report(el: Element, isIntersecting: boolean) { if (this.watched.has(el)) this.cb([{ target: el, isIntersecting }]); }
}
const report = (el: Element, on = true) => FakeIO.all.forEach((io) => io.report(el, on));

let idleQueue: (() => void)[] = [];
const runIdle = () => { const q = idleQueue; idleQueue = []; q.forEach((cb) => cb()); };
let readyState: DocumentReadyState = 'loading';
const load = () => { readyState = 'complete'; window.dispatchEvent(new Event('load')); };

beforeEach(() => {
  FakeIO.all = [];
  idleQueue = [];
  readyState = 'loading';
  vi.stubGlobal('IntersectionObserver', FakeIO);
  vi.stubGlobal('requestIdleCallback', (cb: () => void, o?: { timeout: number }) => { expect(o?.timeout).toBeGreaterThan(0); idleQueue.push(cb); });
  vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
});
afterEach(() => { vi.unstubAllGlobals(); vi.restoreAllMocks(); document.body.replaceChildren(); });

const button = () => document.body.appendChild(document.createElement('button'));

describe('watchVisible', () => {
  it('fetches once: only after load, an idle moment and a watched element in the viewport; then disconnects', () => {
    const fetch = vi.fn();
    const w = watchVisible(fetch);
    const b = button();
    w.observe(b);
    // Before load: no observer at all, whatever is on screen.
    runIdle();
    expect(FakeIO.all).toHaveLength(0);
    load();
    expect(FakeIO.all).toHaveLength(0); // load, but not idle yet
    runIdle();
    const [io] = FakeIO.all;
    expect([...io.watched]).toEqual([b]); // the element registered before load is watched now
    report(b, false);
    expect(fetch).not.toHaveBeenCalled();
    report(b);
    expect(io.disconnected).toBe(true);
    expect(fetch).not.toHaveBeenCalled(); // the requests wait for an idle moment
    runIdle();
    expect(fetch).toHaveBeenCalledTimes(1);
    // Once fetched: nothing more is watched.
    const later = button();
    w.observe(later)();
    expect(FakeIO.all).toHaveLength(1);
    expect(io.watched.size).toBe(0);
  });

  it('an element out of the viewport fetches nothing until it scrolls in; an unobserved one never', () => {
    const fetch = vi.fn();
    readyState = 'complete'; // the page had loaded before the widget started
    const w = watchVisible(fetch);
    runIdle();
    const [gone, below] = [button(), button()];
    const stopGone = w.observe(gone);
    w.observe(below);
    report(below, false);
    stopGone();
    report(gone);
    runIdle();
    expect(fetch).not.toHaveBeenCalled();
    report(below);
    runIdle();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('stop (open, destroy) ends the watch before anything was fetched', () => {
    const fetch = vi.fn();
    const w = watchVisible(fetch);
    const b = button();
    w.observe(b);
    w.stop();
    load();
    runIdle();
    report(b);
    runIdle();
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('whenIdle and savesData', () => {
  it('whenIdle falls back to a timer where the browser has no requestIdleCallback', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const cb = vi.fn();
    whenIdle(cb);
    expect(cb).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(cb).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it('Save-Data or a 2g / slow-2g connection saves data; 3g, 4g and no connection info do not', () => {
    expect(savesData({ connection: { saveData: true, effectiveType: '4g' } })).toBe(true);
    expect(savesData({ connection: { effectiveType: '2g' } })).toBe(true);
    expect(savesData({ connection: { effectiveType: 'slow-2g' } })).toBe(true);
    expect(savesData({ connection: { saveData: false, effectiveType: '3g' } })).toBe(false);
    expect(savesData({})).toBe(false);
    expect(savesData(undefined)).toBe(false);
  });
});

describe("the kernel's prefetch option", () => {
  const make = (options: Record<string, unknown> = {}) => createGangway({ projectId: 'p1', networks: [testDevnet], basic: true, ...options } as never, { storage: memoryStorage() });

  it("'visible' is the default: a registered element in the viewport after load and idle fetches the first view's code (no data)", () => {
    const g = make();
    expect(g.kernel.options.prefetch).toBe('visible');
    const prefetch = vi.spyOn(g.kernel, 'prefetch').mockImplementation(() => undefined);
    const b = button();
    g.observe(b);
    load();
    runIdle();
    report(b);
    runIdle();
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(prefetch).toHaveBeenCalledWith(undefined, false);
    g.destroy();
  });

  it("Save-Data and 2g fall back to 'intent': nothing is watched", () => {
    for (const connection of [{ saveData: true }, { effectiveType: 'slow-2g' }]) {
      Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
      const g = make();
      expect(g.kernel.options.prefetch).toBe('intent');
      const prefetch = vi.spyOn(g.kernel, 'prefetch').mockImplementation(() => undefined);
      g.observe(button());
      load();
      runIdle();
      FakeIO.all.forEach((io) => io.watched.forEach((el) => report(el)));
      runIdle();
      expect(FakeIO.all).toHaveLength(0);
      expect(prefetch).not.toHaveBeenCalled();
      g.destroy();
      delete (navigator as { connection?: unknown }).connection;
    }
  });

  it("'intent', 'idle' and 'none' watch nothing; an open or destroy before the button shows ends the watch", () => {
    for (const prefetch of ['intent', 'idle', 'none']) {
      const g = make({ prefetch });
      expect(g.observe(button())).toBeTypeOf('function');
      g.destroy();
    }
    load();
    runIdle();
    expect(FakeIO.all).toHaveLength(0);
    const g = make();
    const prefetch = vi.spyOn(g.kernel, 'prefetch').mockImplementation(() => undefined);
    const b = button();
    g.observe(b);
    g.destroy();
    runIdle();
    report(b);
    runIdle();
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('without IntersectionObserver (no DOM, an old browser) the default behaves as intent', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    expect(make().kernel.options.prefetch).toBe('intent');
  });
});
