// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { frameOpener, paintFrame, removeFrame, warmUpFonts } from './paint-frame';
import { MODAL_CSS } from '../ui/styles';

const dismissed: number[] = [];
const look = { dark: false, variables: { '--gw-accent': 'rebeccapurple' }, label: 'Connect Wallet', onDismiss: () => { dismissed.push(1); } };
const frame = () => document.querySelector<HTMLElement>('[data-gangway-frame] [role="dialog"]');

afterEach(() => { removeFrame(); document.body.innerHTML = ''; dismissed.length = 0; });

describe('the frame painted on the click', () => {
  it('is a labelled, focused modal dialog with the host theme variables, and remembers the opener', () => {
    const opener = document.body.appendChild(document.createElement('button'));
    opener.focus();
    paintFrame(look);
    expect(frame()?.getAttribute('aria-modal')).toBe('true');
    expect(frame()?.getAttribute('aria-label')).toBe('Connect Wallet');
    expect(frame()?.getAttribute('aria-busy')).toBe('true');
    expect(document.activeElement).toBe(frame());
    expect(document.querySelector<HTMLElement>('[data-gangway-frame]')!.style.getPropertyValue('--gw-accent')).toBe('rebeccapurple');
    expect(frameOpener()).toBe(opener);
  });

  it('warms up the modal\'s fonts with text no one sees or hears, inside the frame only', () => {
    warmUpFonts();
    expect(document.body.textContent).toBe('');
    paintFrame({ ...look, variables: { 'font-family': 'Inter' } });
    warmUpFonts();
    const box = document.querySelector<HTMLElement>('[data-gangway-frame] > [aria-hidden="true"]')!;
    expect(box.style.clipPath).toBe('inset(50%)');
    // Every size and weight the modal's styles use, in the host's font when it sets one (theme variable).
    expect(box.children).toHaveLength(16);
    expect(box.style.fontFamily).toContain('var(--gw-font-family');
    expect(document.querySelector<HTMLElement>('[data-gangway-frame]')!.style.getPropertyValue('--gw-font-family')).toBe('Inter');
    expect([...box.children].map((c) => (c as HTMLElement).style.fontWeight)).toContain('650');
    // Not part of the dialog: a screen reader meets the card's label, not the warm-up text.
    expect(frame()!.textContent).toBe('');
  });

  it('warms up every text size and weight the modal\'s stylesheet sets (the list in paint-frame.ts follows ui/styles.ts)', () => {
    paintFrame(look);
    warmUpFonts();
    const spans = [...document.querySelectorAll<HTMLElement>('[data-gangway-frame] > [aria-hidden="true"] > *')];
    const sizes = new Set(spans.map((c) => /\*([\d.]+)\)/.exec(c.style.fontSize)?.[1]));
    const weights = new Set(spans.map((c) => c.style.fontWeight));
    const cssSizes = [...MODAL_CSS.matchAll(/font-size-master\)\s*\*\s*([\d.]+)/g)].map((m) => m[1]);
    const cssWeights = [...MODAL_CSS.matchAll(/font-weight:\s*(\d+)/g)].map((m) => m[1]);
    expect(cssSizes.length).toBeGreaterThan(0);
    expect(cssWeights.length).toBeGreaterThan(0);
    for (const size of cssSizes) expect(sizes, `size ×${size}`).toContain(size);
    for (const weight of cssWeights) expect(weights, `weight ${weight}`).toContain(weight);
  });

  it('is painted once, and removed for good', () => {
    paintFrame(look);
    paintFrame(look);
    expect(document.querySelectorAll('[data-gangway-frame]')).toHaveLength(1);
    removeFrame();
    expect(document.querySelectorAll('[data-gangway-frame]')).toHaveLength(0);
    removeFrame();
  });

  it('behaves like the modal until it arrives: Esc and a backdrop click dismiss it, Tab stays on the card', () => {
    const opener = document.body.appendChild(document.createElement('button'));
    const after = document.body.appendChild(document.createElement('button'));
    opener.focus();
    paintFrame(look);
    const tab = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
    document.activeElement!.dispatchEvent(tab);
    expect(tab.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(frame());
    document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(dismissed).toHaveLength(1);
    frame()!.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    expect(dismissed).toHaveLength(1); // a click on the card is no backdrop click
    document.querySelector('[data-gangway-frame]')!.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    expect(dismissed).toHaveLength(2);
    expect(after).toBeTruthy();
  });

  it('removed because the open ended, it hands focus back to the opener; removed for the modal, it keeps its hands off', () => {
    const opener = document.body.appendChild(document.createElement('button'));
    opener.focus();
    paintFrame(look);
    removeFrame(true);
    expect(document.activeElement).toBe(opener);
    opener.focus();
    paintFrame(look);
    removeFrame();
    expect(document.activeElement).not.toBe(opener);
    // Keys no longer go to a removed frame.
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(dismissed).toHaveLength(0);
    expect(document.querySelectorAll('[data-gangway-frame]')).toHaveLength(0);
  });

  it('hands its focus to the modal card before it goes, so the page never holds it in between', () => {
    const card = document.body.appendChild(document.createElement('div'));
    card.tabIndex = -1;
    paintFrame(look);
    const seen: string[] = [];
    document.addEventListener('focusin', (e) => { seen.push((e.target as Element).tagName); });
    removeFrame(false, card);
    expect(document.activeElement).toBe(card);
    expect(seen).toEqual(['DIV']);
    // A frame without focus (the visitor moved it) leaves focus where it is.
    const elsewhere = document.body.appendChild(document.createElement('button'));
    paintFrame(look);
    elsewhere.focus();
    removeFrame(false, card);
    expect(document.activeElement).toBe(elsewhere);
  });

  it('cancels its spinner\'s endless animation when removed: a running animation would keep the removed frame alive', () => {
    const cancelled: string[] = [];
    const original = Element.prototype.animate;
    Element.prototype.animate = function animate(this: Element) {
      return { cancel: () => { cancelled.push(this.getAttribute('role') ?? ''); } } as unknown as Animation;
    };
    try {
      paintFrame(look);
      expect(cancelled).toEqual([]);
      removeFrame();
      expect(cancelled).toEqual(['progressbar']);
      removeFrame();
      expect(cancelled).toHaveLength(1);
    } finally {
      Element.prototype.animate = original;
    }
  });
});

