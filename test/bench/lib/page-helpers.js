// Injected into every bench page before its own scripts (Playwright addInitScript). Runs in the
// browser: plain ES2020, no imports. Gives the harness one notion of "visible" for all widgets
// (including AppKit's, which lives inside open shadow roots) and times what the visitor sees from
// inside the page, frame by frame, so no round trip to the harness delays a reading.
//
// window.__benchConfig (set by an init script added just before this one):
//   { button, watch: { name: { selectors, shadow, boxOnly } }, autoClick }
//   watch     what to time after the click: the first animation frame in which one of `selectors`
//             is visible (see `visible`); `shadow` searches open shadow roots too (AppKit);
//             `boxOnly` counts an element that has a box even while it is still faded out (opacity 0)
//   autoClick click the button as soon as it is first visible (navigation → first view runs)
(() => {
  const config = window.__benchConfig || {};
  const roots = (root, out = []) => {
    out.push(root);
    for (const el of root.querySelectorAll('*')) if (el.shadowRoot) roots(el.shadowRoot, out);
    return out;
  };
  // Visible = has a box, and no ancestor (across shadow boundaries) hides it by display,
  // visibility or (unless boxOnly) opacity 0 — a closed modal that stays in the DOM faded out is not visible.
  const visible = (el, boxOnly = false) => {
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) return false;
    for (let n = el; n; n = n.parentElement || (n.getRootNode() && n.getRootNode().host)) {
      const s = getComputedStyle(n);
      if (s.display === 'none' || s.visibility === 'hidden' || (!boxOnly && Number(s.opacity) === 0)) return false;
    }
    return true;
  };
  const find = (selectors, { shadow = true, boxOnly = false } = {}) => {
    for (const root of shadow ? roots(document) : [document]) {
      for (const sel of selectors) {
        for (const el of root.querySelectorAll(sel)) if (visible(el, boxOnly)) return el;
      }
    }
    return null;
  };

  // Times are performance.now(): ms since navigation start.
  const bench = { clickT: null, intentT: null, buttonT: null, marks: {}, longTasks: [], armed: false, find, visible };
  const watch = config.watch || {};
  const pending = () => Object.keys(watch).filter((k) => bench.marks[k] == null);
  let looping = false;
  const frame = () => {
    const now = performance.now();
    for (const k of pending()) if (find(watch[k].selectors, watch[k])) bench.marks[k] = now;
    // Give up after 30 s (the harness times out before that).
    if (pending().length && now - bench.clickT < 30000) requestAnimationFrame(frame);
    else looping = false;
  };
  /** Reset the marks: the next click (or pointer over the button) is the one timed. */
  bench.arm = () => {
    bench.clickT = bench.intentT = null;
    bench.marks = {};
    bench.longTasks = [];
    bench.armed = true;
  };
  // Main-thread tasks over 50 ms after arming: whether the pointer or the press started work the view waits on.
  try {
    new PerformanceObserver((list) => {
      if (bench.armed) for (const e of list.getEntries()) bench.longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask' });
  } catch (e) { /* no Long Tasks API: none reported */ }
  // Capture phase on window: the first listener to see the click, before the widget's own handler.
  window.addEventListener('click', () => {
    if (bench.clickT != null || !bench.armed) return;
    bench.clickT = performance.now();
    if (!looping) {
      looping = true;
      requestAnimationFrame(frame);
    }
  }, true);
  // The pointer arriving over the button: what an intent prefetch reacts to.
  window.addEventListener('pointerover', (e) => {
    if (bench.intentT == null && bench.armed && config.button && e.target.closest && e.target.closest(config.button)) bench.intentT = performance.now();
  }, true);

  // The button's first visible frame; with autoClick, a click right after that frame (a synthetic
  // click: no pointer or focus event before it, so no intent prefetch either).
  if (config.button) {
    const poll = () => {
      const el = document.querySelector(config.button);
      if (el && visible(el)) {
        bench.buttonT = performance.now();
        if (config.autoClick) {
          bench.arm();
          setTimeout(() => el.click(), 0);
        }
      } else requestAnimationFrame(poll);
    };
    requestAnimationFrame(poll);
  }
  window.__bench = bench;
})();
