// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { paintFrame, removeFrame } from '../api/paint-frame';
import { holdFocus, returnFocus } from './hold-focus';

/** A page with a host button before the dialog's card (two buttons inside). */
function page() {
  document.body.innerHTML = '<button id="host" data-gangway-host>Connect</button><div id="card" tabindex="-1"><button id="a">A</button><button id="b">B</button></div><button id="after">After</button>';
  const $ = (id: string) => document.getElementById(id) as HTMLElement;
  return { host: $('host'), card: $('card'), a: $('a'), b: $('b'), after: $('after') };
}

afterEach(() => { removeFrame(); document.body.innerHTML = ''; });

describe('holdFocus', () => {
  it('lets focus move between the card\'s controls and brings focus that leaves it back to the card', () => {
    const { card, a, b, after } = page();
    const release = holdFocus(card);
    a.focus();
    b.focus();
    expect(document.activeElement).toBe(b);
    after.focus();
    expect(document.activeElement).toBe(card);
    release();
    after.focus();
    expect(document.activeElement).toBe(after);
  });

  it('wraps Tab at the dialog\'s ends: past the last control to the first, before the first (or the card) to the last', () => {
    const { card, a, b } = page();
    const release = holdFocus(card);
    const tab = (shiftKey = false) => {
      const e = new KeyboardEvent('keydown', { key: 'Tab', shiftKey, bubbles: true, cancelable: true });
      document.activeElement!.dispatchEvent(e);
      return e.defaultPrevented;
    };
    b.focus();
    expect(tab()).toBe(true);
    expect(document.activeElement).toBe(a);
    expect(tab(true)).toBe(true);
    expect(document.activeElement).toBe(b);
    card.focus();
    expect(tab(true)).toBe(true);
    expect(document.activeElement).toBe(b);
    // Between two controls the browser moves focus itself.
    a.focus();
    expect(tab()).toBe(false);
    release();
  });

  it('stands aside while `holding` says no (the focus-trap library holds the line then)', () => {
    const { card, after } = page();
    let holding = true;
    const release = holdFocus(card, () => holding);
    holding = false;
    after.focus();
    expect(document.activeElement).toBe(after);
    release();
  });
});

/** A button outside the dialog that had focus when the frame was painted (the opener the frame remembers). */
function clickedFrom() {
  const opener = document.createElement('button');
  document.body.prepend(opener);
  opener.focus();
  paintFrame({ dark: false, variables: {}, label: 'Connect Wallet', onDismiss: () => undefined });
  removeFrame();
  return opener;
}

describe('returnFocus', () => {
  it('gives focus back to the opener remembered by the painted frame', () => {
    const { host, card, a } = page();
    const opener = clickedFrom();
    a.focus();
    returnFocus(card);
    expect(document.activeElement).toBe(opener);
    expect(document.activeElement).not.toBe(host);
  });

  it('falls back to the host\'s button when the opener left the page', () => {
    const { host, card, a } = page();
    clickedFrom().remove();
    a.focus();
    card.remove();
    returnFocus(card);
    expect(document.activeElement).toBe(host);
  });

  it('leaves focus the visitor put outside the dialog where it is', () => {
    const { card, after } = page();
    after.focus();
    returnFocus(card);
    expect(document.activeElement).toBe(after);
  });
});
