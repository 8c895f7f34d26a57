import { describe, expect, it } from 'vitest';
import { formatQuantity, formatUsd, truncateAddress } from './format';

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
