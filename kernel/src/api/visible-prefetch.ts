/**
 * `prefetch: 'visible'` (the default, issue 35): the first view's code is fetched once the page has
 * loaded, the main thread is idle and a connect button is in the viewport — the convention frameworks
 * follow for links. A visitor who never sees a button fetches nothing; one who asked to save data (or is
 * on 2g) gets `intent` instead (kernel.ts). Eager code: kept to a few hundred bytes.
 */

type Idle = (cb: () => void, o?: { timeout: number }) => unknown;

/** Runs `cb` when the main thread is idle, within 2 s at the latest (a timer where the browser has no requestIdleCallback). */
export const whenIdle = (cb: () => void): void => {
  const ric = (globalThis as { requestIdleCallback?: Idle }).requestIdleCallback;
  if (ric) ric(cb, { timeout: 2000 });
  else setTimeout(cb, 200);
};

/** Save-Data on, or a 2g/slow-2g connection: no fetch the visitor did not ask for. */
export const savesData = (nav: unknown): boolean => {
  const c = (nav as { connection?: { saveData?: boolean; effectiveType?: string } } | undefined)?.connection;
  return !!c && (c.saveData === true || /2g$/.test(c.effectiveType ?? ''));
};

export interface VisibleWatch {
  /** Watches an element (a connect button); returns the call that stops watching it. */
  observe(el: Element): () => void;
  /** Stops for good: the wave was fetched, or the widget opened or was destroyed. */
  stop(): void;
}

/**
 * Calls `fetch` once: after the `load` event, at an idle moment, when one of the observed elements
 * first intersects the viewport. Elements registered before then are remembered; every observer is
 * disconnected once it has fired (or on stop).
 */
export function watchVisible(fetch: () => void): VisibleWatch {
  const els = new Set<Element>();
  let io: IntersectionObserver | undefined;
  let done = false;
  const stop = () => {
    done = true;
    io?.disconnect();
    els.clear();
  };
  const start = () => {
    if (done) return;
    io = new IntersectionObserver((entries) => {
      if (done || !entries.some((e) => e.isIntersecting)) return;
      stop();
      // Scrolled in during a busy moment: the requests still wait for an idle one.
      whenIdle(fetch);
    });
    els.forEach((el) => io!.observe(el));
  };
  if (document.readyState === 'complete') whenIdle(start);
  else addEventListener('load', () => whenIdle(start), { once: true });
  return {
    observe(el) {
      if (done) return () => undefined;
      els.add(el);
      io?.observe(el);
      return () => { els.delete(el); io?.unobserve(el); };
    },
    stop,
  };
}
