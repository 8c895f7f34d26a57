// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { applyTheme, themeProperties } from './theme-vars';

describe('themeVariables → CSS custom properties', () => {
  it('maps short names to --gw-* and keeps full names', () => {
    expect(themeProperties({ accent: '#ff0066', '--gw-font-family': 'Inter, sans-serif', '--w3m-accent': 'red' })).toEqual([
      ['--gw-accent', '#ff0066'], ['--gw-font-family', 'Inter, sans-serif'], ['--w3m-accent', 'red'],
    ]);
  });

  it('reads numbers as pixels for lengths, a percentage for the mix strength, as written otherwise', () => {
    expect(themeProperties({ 'font-size-master': 12, '--gw-border-radius-master': 2, width: 400, 'color-mix-strength': 20, 'z-index': 2000 })).toEqual([
      ['--gw-font-size-master', '12px'], ['--gw-border-radius-master', '2px'], ['--gw-width', '400px'],
      ['--gw-color-mix-strength', '20%'], ['--gw-z-index', '2000'],
    ]);
    // Strings are never given a unit.
    expect(themeProperties({ 'font-size-master': '0.8rem' })).toEqual([['--gw-font-size-master', '0.8rem']]);
    expect(themeProperties(undefined)).toEqual([]);
  });

  it('sets them on an element', () => {
    const el = document.createElement('div');
    applyTheme(el, { accent: 'rebeccapurple', 'z-index': 5 });
    expect(el.style.getPropertyValue('--gw-accent')).toBe('rebeccapurple');
    expect(el.style.getPropertyValue('--gw-z-index')).toBe('5');
  });
});
