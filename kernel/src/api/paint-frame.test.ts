// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { frameOpener, paintFrame, removeFrame } from './paint-frame';

const look = { dark: false, variables: { '--gw-accent': 'rebeccapurple' }, label: 'Connect Wallet' };
const frame = () => document.querySelector<HTMLElement>('[data-gangway-frame] [role="dialog"]');

afterEach(() => { removeFrame(); document.body.innerHTML = ''; });

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

  it('is painted once, and removed for good', () => {
    paintFrame(look);
    paintFrame(look);
    expect(document.querySelectorAll('[data-gangway-frame]')).toHaveLength(1);
    removeFrame();
    expect(document.querySelectorAll('[data-gangway-frame]')).toHaveLength(0);
    removeFrame();
  });
});
