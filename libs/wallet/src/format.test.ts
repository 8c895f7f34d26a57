import { describe, expect, it } from 'vitest';
import { formatDateTime, formatFiat, formatNumber, formatQuantity, formatUsd, truncateAddress } from './format';

describe('formatQuantity (spec §9: 3 decimals)', () => {
  it.each([
    ['1234.56789', '1,234.568'],
    ['1.5', '1.5'],
    ['10000', '10,000'],
    ['0.0004', '<0.001'],
    ['0.0005', '0.001'],
    ['0', '0'],
    ['0.000', '0'],
    ['9999.9996', '10,000'],
    ['123456789.123456789123456789', '123,456,789.123'],
    ['.25', '0.25'],
  ])('%s → %s', (input, out) => expect(formatQuantity(input)).toBe(out));

  it('leaves what is not a decimal number alone', () => {
    expect(formatQuantity('abc')).toBe('abc');
    expect(formatQuantity('')).toBe('');
  });
});

describe('truncateAddress (spec §9: 4 start, 6 end)', () => {
  it('keeps 4 leading and 6 trailing characters', () => {
    expect(truncateAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe('0xf3...b92266');
  });
  it('does not truncate short strings', () => expect(truncateAddress('0x1234567890')).toBe('0x1234567890'));
});

describe('formatUsd', () => {
  it('formats dollars', () => {
    expect(formatUsd(1234.567)).toBe('$1,234.57');
    expect(formatUsd(undefined)).toBe('');
  });
});

describe('in the widget\'s locale (Intl)', () => {
  it('keeps the spec §9 rounding and writes digits and separators the locale\'s way', () => {
    expect(formatQuantity('1234.56789', 3, 'en')).toBe('1,234.568');
    expect(formatQuantity('12345.6785', 3, 'es')).toBe('12.345,679');
    expect(formatQuantity('1234.5', 3, 'de')).toBe('1.234,5');
    expect(formatQuantity('0.0004', 3, 'es')).toBe('<0,001');
    expect(formatQuantity('0', 3, 'ja')).toBe('0');
    // Exact on 18-decimal values beyond a float's precision: the rounding is done on the digits.
    expect(formatQuantity('123456789012345678.9994999', 3, 'en')).toBe('123,456,789,012,345,678.999');
    expect(formatQuantity('2.5', 3, 'ar')).toBe(new Intl.NumberFormat('ar').format(2.5));
  });

  it('formats fiat and dates through Intl; an unknown tag falls back to English', () => {
    expect(formatUsd(1234.5, 'en')).toBe('$1,234.50');
    expect(formatUsd(1234.5, 'es')).toBe(new Intl.NumberFormat('es', { style: 'currency', currency: 'USD' }).format(1234.5));
    expect(formatUsd(undefined, 'es')).toBe('');
    expect(formatFiat('10', 'EUR', 'de')).toBe('10,00\u00a0€');
    expect(formatFiat(10, 'NOPE1', 'en')).toBe('10 NOPE1');
    // Right to left: 'US$' keeps its sign beside its letters (a left-to-right mark after it), else
    // the line shows '$US'; left-to-right locales are untouched.
    const ar = formatUsd(12.5, 'ar');
    expect(ar).toContain('US$\u200e');
    expect(ar.replace('\u200e', '')).toBe(new Intl.NumberFormat('ar', { style: 'currency', currency: 'USD', maximumFractionDigits: 2 }).format(12.5));
    expect(formatUsd(12.5, 'es')).not.toContain('\u200e');
    expect(formatNumber(7500, 'en')).toBe('7,500');
    expect(formatNumber(3.5, 'en', 2, 2)).toBe('3.50');
    expect(formatNumber(1234.5, 'es', 2, 2)).toBe(new Intl.NumberFormat('es', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(1234.5));
    // The pseudo-locale is no tag Intl knows: English digits, not a RangeError.
    expect(formatNumber(7500, 'x-pseudo', 2, 2)).toBe('7,500.00');
    const t = Date.UTC(2026, 10, 23, 12, 0);
    expect(formatDateTime(t, 'ja')).toBe(new Intl.DateTimeFormat('ja', { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' }).format(t));
    expect(formatQuantity('1.5', 3, 'not a tag!')).toBe('1.5');
  });
});
