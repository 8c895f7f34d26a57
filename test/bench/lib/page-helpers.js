// Injected into every bench page before its own scripts (Playwright addInitScript). Runs in the
// browser: plain ES2020, no imports. Gives the harness one notion of "visible" for all widgets,
// including AppKit's, which lives inside open shadow roots.
(() => {
  const roots = (root, out = []) => {
    out.push(root);
    for (const el of root.querySelectorAll('*')) if (el.shadowRoot) roots(el.shadowRoot, out);
    return out;
  };
  // Visible = has a box, and no ancestor (across shadow boundaries) hides it by display,
  // visibility or opacity 0 — a closed modal that stays in the DOM faded out is not visible.
  const visible = (el) => {
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) return false;
    for (let n = el; n; n = n.parentElement || (n.getRootNode() && n.getRootNode().host)) {
      const s = getComputedStyle(n);
      if (s.display === 'none' || s.visibility === 'hidden' || Number(s.opacity) === 0) return false;
    }
    return true;
  };
  const find = (selectors) => {
    for (const root of roots(document)) {
      for (const sel of selectors) {
        for (const el of root.querySelectorAll(sel)) if (visible(el)) return el;
      }
    }
    return null;
  };
  const bench = { clickT: null, find, visible };
  // Capture phase on window: the first listener to see the click, before the widget's own handler.
  window.addEventListener('click', () => (bench.clickT = performance.now()), true);
  window.__bench = bench;
})();
