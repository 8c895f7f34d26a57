import { describe, expect, it } from 'vitest';
import { featureHref, featureOn, toggleHref } from './toggles';

describe('the demo switch links', () => {
  it('turns an off-by-default feature on, and back off, keeping the other settings', () => {
    const on = featureHref('?theme=dark&off=send', 'legalCheckbox', false);
    expect(new URLSearchParams(on).get('on')).toBe('legalCheckbox');
    expect(new URLSearchParams(on).get('off')).toBe('send');
    expect(new URLSearchParams(on).get('theme')).toBe('dark');
    const off = featureHref(on, 'legalCheckbox', true);
    expect(new URLSearchParams(off).get('on')).toBeNull();
    expect(new URLSearchParams(off).get('off')).toBe('send,legalCheckbox');
  });

  it('turns an on feature off and moves it between the lists, never into both', () => {
    const off = featureHref('?on=swaps,pay', 'swaps', true);
    expect(new URLSearchParams(off).get('on')).toBe('pay');
    expect(new URLSearchParams(off).get('off')).toBe('swaps');
    expect(featureHref('?off=swaps', 'swaps', false)).toBe('?on=swaps');
  });

  it('reads a provider list as on only when it names one', () => {
    expect([true, ['meld'], false, [], undefined].map(featureOn)).toEqual([true, true, false, false, false]);
  });

  it('flips a page setting (?solana=1) and keeps the rest', () => {
    expect(toggleHref('?bitcoin=1', 'solana', '1')).toBe('?bitcoin=1&solana=1');
    expect(toggleHref('?bitcoin=1&solana=1', 'solana', '1')).toBe('?bitcoin=1');
    expect(toggleHref('?solana=1', 'solana', '1')).toBe('?');
  });
});
