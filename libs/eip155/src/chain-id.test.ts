import { describe, expect, it } from 'vitest';
import { ERRORS } from '@gangway/kernel';
import { toCaipNetworkId, toChainId, toHexChainId } from './chain-id';

describe('chain ids', () => {
  it('converts chain ids', () => {
    expect(toHexChainId(31338)).toBe('0x7a6a');
    expect(toHexChainId('0x01')).toBe('0x1');
    expect(toChainId('0x7a69')).toBe(31337);
    for (const bad of ['x', '0x', '-1', 0, 1.5, 'eip155:']) expect(() => toChainId(bad as never)).toThrow(ERRORS.CAIP2);
  });
  it('gives the numeric EVM chain id of a CAIP-2 id', () => {
    expect(toChainId('eip155:31338')).toBe(31338);
    expect(() => toChainId('solana:1')).toThrow(ERRORS.CAIP2);
    expect(() => toChainId('eip155:abc')).toThrow(ERRORS.CAIP2);
  });
  it('writes the CAIP-2 id from any form', () => {
    for (const id of [31337, '31337', '0x7a69', 'eip155:31337']) expect(toCaipNetworkId(id)).toBe('eip155:31337');
  });
});

describe('toChainId on values of any type (found by the fuzz suite)', () => {
  it('refuses objects, including one without a prototype, with the CAIP-2 message', () => {
    expect(() => toChainId(Object.create(null) as never)).toThrow('Invalid CAIP-2 network id');
    expect(() => toChainId({} as never)).toThrow('Invalid CAIP-2 network id');
    expect(() => toChainId(null as never)).toThrow('Invalid CAIP-2 network id');
  });
});
