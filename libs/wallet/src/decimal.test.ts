import { describe, expect, it } from 'vitest';
import { formatUnits } from 'viem';
import { BIG_NUMBER_DECIMALS, divideDecimals, fromScaled, multiplyDecimals, toScaled } from './decimal';

describe('big-number decimals (spec §9: default 20 decimals)', () => {
  it('reads and writes 20-decimal values exactly, where a float keeps ~16 digits', () => {
    const v = '1.12345678901234567891';
    expect(Number(v).toString()).not.toBe(v); // the float rounds it
    expect(fromScaled(toScaled(v)!)).toBe(v);
    expect(toScaled(v)).toBe(112345678901234567891n);
    expect(BIG_NUMBER_DECIMALS).toBe(20);
  });

  it('rounds half-up past the 20th decimal; accepts signs, exponents and numbers', () => {
    expect(fromScaled(toScaled('0.000000000000000000015')!)).toBe('0.00000000000000000002');
    expect(fromScaled(toScaled('0.000000000000000000014')!)).toBe('0.00000000000000000001');
    expect(fromScaled(toScaled('-2.5')!)).toBe('-2.5');
    expect(fromScaled(toScaled('1e-7')!)).toBe('0.0000001');
    expect(fromScaled(toScaled(1e-7)!)).toBe('0.0000001');
    expect(fromScaled(toScaled('.5')!)).toBe('0.5');
    expect(toScaled('abc')).toBeUndefined();
    expect(toScaled('')).toBeUndefined();
    expect(toScaled(Number.NaN)).toBeUndefined();
  });

  it('an 18-decimal token: base units to a decimal and a USD value with no float rounding', () => {
    const wei = 123456789012345678901234567n; // 123,456,789.012345678901234567 tokens
    const amount = formatUnits(wei, 18); // viem's exact base-units reading, what the balances use
    expect(amount).toBe('123456789.012345678901234567');
    expect(multiplyDecimals(amount, '3000.5')).toBe('370432095431.5432095431543182835') // checked with Python's decimal module;
    expect(multiplyDecimals('0.000000000000000001', '0.00001')).toBe('0'); // 1e-23 is below 20 decimals
  });

  it('division keeps 20 decimals, rounded half-up, and refuses zero and non-numbers', () => {
    expect(divideDecimals('1', '3')).toBe('0.33333333333333333333');
    expect(divideDecimals('2', '3')).toBe('0.66666666666666666667');
    expect(divideDecimals('10', '4')).toBe('2.5');
    expect(divideDecimals('-1', '3')).toBe('-0.33333333333333333333');
    expect(divideDecimals('1.00000000000000000001', '1')).toBe('1.00000000000000000001');
    expect(() => divideDecimals('1', '0')).toThrow('Division by zero');
    expect(() => multiplyDecimals('x', '1')).toThrow('Amount is not a decimal number: x');
  });
});
