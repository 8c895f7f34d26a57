// @vitest-environment happy-dom
// Motion: 120 ms modal open, 150 ms view change, 150 ms hover/press — and none under prefers-reduced-motion,
// in the modal's stylesheet, the host components' stylesheet and the painted frame.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paintFrame, removeFrame } from '../api/paint-frame';
import { HOST_CSS } from './host-look';
import { REDUCED_MOTION } from './reduced-motion';
import { MODAL_CSS } from './styles';

const rules = (css: string) => css.replace(/\n/g, '');

describe('motion', () => {
  afterEach(() => { removeFrame(); vi.unstubAllGlobals(); });

  it('has the durations of the issue as variables: open 120 ms, view change 150 ms, hover 150 ms', () => {
    const css = rules(MODAL_CSS);
    expect(css).toContain('--gw-duration-open:120ms;--gw-duration-view:150ms;--gw-duration-hover:150ms');
    expect(css).toMatch(/\.gw-card\{[^}]*animation:gw-pop var\(--gw-duration-open\)/);
    expect(css).toMatch(/\.gw-body>\*\{animation:gw-view var\(--gw-duration-view\)/);
    // Not for the open's first view (no view to change from); the open counts from the click (the painted frame).
    expect(css).toContain('.gw-body[data-gangway-first]>*{animation:none}');
    expect(css).toMatch(/\.gw-card\{[^}]*animation:gw-pop var\(--gw-duration-open\) ease-out var\(--gw-open-elapsed,0ms\)/);
    expect(css).toMatch(/\.gw-btn\{[^}]*transition:[^}]*var\(--gw-duration-hover\)/);
  });

  it('switches every animation and transition off under prefers-reduced-motion, in both stylesheets, last', () => {
    expect(REDUCED_MOTION).toMatch(/^@media \(prefers-reduced-motion:reduce\)\{[^{]*\{animation:none!important;transition:none!important\}\}$/);
    for (const scope of ['[data-gangway-modal] *', '[data-gangway-host] *']) expect(REDUCED_MOTION).toContain(scope);
    // Last: nothing after it can switch motion back on.
    expect(MODAL_CSS.trim().endsWith(REDUCED_MOTION)).toBe(true);
    expect(HOST_CSS.trim().endsWith(REDUCED_MOTION)).toBe(true);
  });

  it('the painted frame spins only for visitors who have not asked for less motion', () => {
    const look = { dark: false, variables: {}, label: 'Connect Wallet', onDismiss: () => {} };
    const animate = vi.fn();
    const original = HTMLElement.prototype.animate;
    HTMLElement.prototype.animate = animate as never;
    for (const [reduce, calls] of [[true, 0], [false, 1]] as const) {
      animate.mockClear();
      vi.stubGlobal('matchMedia', (q: string) => ({ matches: reduce && q.includes('reduce') }));
      paintFrame(look);
      expect(animate).toHaveBeenCalledTimes(calls);
      removeFrame();
    }
    HTMLElement.prototype.animate = original;
  });
});
