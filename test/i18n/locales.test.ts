/**
 * Every shipped locale translates exactly the English catalogue (kernel, alerts, built-in plugins,
 * slot labels): no key missing, none extra, the same {placeholders}, no empty text; and the
 * pseudo-locale transforms every text while keeping its placeholders.
 */
import { describe, expect, it } from 'vitest';
import { SHIPPED_LOCALES, loadLocale } from '../../kernel/src/i18n/locales';
import { pseudoLocalize } from '../../kernel/src/i18n/locales/x-pseudo';
import { ENGLISH } from './english-catalogue';

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe.each(SHIPPED_LOCALES)('locale %s', (tag) => {
  it('has exactly the English keys, the same placeholders, no empty text', async () => {
    const { messages } = (await loadLocale(tag))!;
    const english = Object.keys(ENGLISH).sort();
    const keys = Object.keys(messages).sort();
    expect(english.filter((k) => !keys.includes(k)), 'missing').toEqual([]);
    expect(keys.filter((k) => !english.includes(k)), 'extra').toEqual([]);
    for (const k of english) {
      expect(placeholders(messages[k]!), k).toEqual(placeholders(ENGLISH[k]!));
      expect(messages[k]!.trim().length, k).toBeGreaterThan(0);
    }
  });
});

describe('the English catalogue', () => {
  it('covers the kernel, its alerts, every built-in plugin with strings, and the slot labels', () => {
    for (const k of ['modal.title', 'alert.SESSION_EXPIRED.long', 'send.submit', 'activity.op.send', 'nfts.empty', 'slot.account.walletFeatures.send', 'alert.WC_JWT_INVALID'])
      expect(ENGLISH, k).toHaveProperty([k]);
    expect(Object.keys(ENGLISH).length).toBeGreaterThan(300);
  });
});

describe('x-pseudo', () => {
  it('accents and brackets every text and keeps its placeholders', async () => {
    const pack = (await loadLocale('x-pseudo'))!;
    expect(pack.messages).toEqual({});
    expect(pack.transform).toBe(pseudoLocalize);
    expect(pseudoLocalize('Connect Wallet')).toBe('⟦Ćöññéćţ Ŵåļļéţ⟧');
    expect(pseudoLocalize('Balance: {amount} {symbol}')).toBe('⟦Ɓåļåñćé: {amount} {symbol}⟧');
    for (const [k, v] of Object.entries(ENGLISH)) {
      const p = pseudoLocalize(v);
      expect(placeholders(p), k).toEqual(placeholders(v));
      // No ASCII letter is left outside a placeholder.
      expect(p.replace(/\{\w+\}/g, ''), k).not.toMatch(/[A-Za-z]/);
    }
  });
});
