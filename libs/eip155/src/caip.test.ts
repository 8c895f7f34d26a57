import { describe, expect, it } from 'vitest';
import { ERRORS } from '@gangway/kernel';
import { addressOf, formatCaip10, formatCaip2, isCaip10, isCaip2, parseCaip10, parseCaip2 } from './caip';

describe('CAIP-2 (spec §5: exactly 2 parts)', () => {
  it('parses namespace and reference', () => {
    expect(parseCaip2('eip155:31337')).toEqual({ namespace: 'eip155', reference: '31337' });
    expect(isCaip2('solana:devnet')).toBe(true);
  });
  it.each(['eip155', 'eip155:1:0xabc', ':1', 'eip155:', '', 42, undefined])('rejects %j with the spec message', (v) => {
    expect(() => parseCaip2(v)).toThrow(ERRORS.CAIP2);
    expect(isCaip2(v)).toBe(false);
  });
  it('formats and validates', () => {
    expect(formatCaip2('eip155', 10)).toBe('eip155:10');
    expect(() => formatCaip2('eip155', '')).toThrow(ERRORS.CAIP2);
  });
});

describe('CAIP-10 (spec §5: exactly 3 non-empty parts)', () => {
  const a = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
  it('parses', () => {
    expect(parseCaip10(`eip155:1:${a}`)).toEqual({ namespace: 'eip155', reference: '1', address: a, caipNetworkId: 'eip155:1' });
    expect(addressOf(`eip155:1:${a}`)).toBe(a);
  });
  it.each(['eip155:1', `eip155:1:${a}:x`, `eip155::${a}`, 'eip155:1:', '', null])('rejects %j with the spec message', (v) => {
    expect(() => parseCaip10(v)).toThrow(ERRORS.CAIP10);
    expect(isCaip10(v)).toBe(false);
  });
  it('formats from a network id and an address', () => {
    expect(formatCaip10('eip155:31337', a)).toBe(`eip155:31337:${a}`);
    expect(() => formatCaip10('eip155', a)).toThrow(ERRORS.CAIP2);
    expect(() => formatCaip10('eip155:1', '')).toThrow(ERRORS.CAIP10);
  });
});
