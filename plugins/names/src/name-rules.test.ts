// Spec §5 name validity, §9 suffixes, §7 registration message and the coin type (chain id below 2^31).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { coinTypeFor, fullName, isProfileName, isValidLabel, labelOf, MAX_CHAIN_ID, registrationMessage } from './name-rules';

describe('name rules', () => {
  it('accepts at least 4 letters, digits or hyphens, nothing else', () => {
    for (const ok of ['abcd', 'AB-9', '----', 'alice-2030', 'x'.repeat(64)]) expect(isValidLabel(ok), ok).toBe(true);
    for (const bad of ['', 'abc', 'ab c', 'alice.bob', 'ali_ce', 'émile', 'a\u0000bcd', '<img>', 'abcd ']) expect(isValidLabel(bad), bad).toBe(false);
    fc.assert(fc.property(fc.string(), (s) => isValidLabel(s) === (s.length >= 4 && /^[a-zA-Z0-9-]+$/.test(s))));
  });

  it('reads a label from either suffix and registers it under .reown.id', () => {
    expect(labelOf('  Alice.reown.id ')).toBe('alice');
    expect(labelOf('bob.wcn.id')).toBe('bob');
    expect(fullName('bob.wcn.id')).toBe('bob.reown.id');
    expect(fullName('Carol')).toBe('carol.reown.id');
    expect(isProfileName('x.wcn.id')).toBe(true);
    expect(isProfileName('x.eth')).toBe(false);
  });

  it('derives the coin type from the chain id, below 2^31 only', () => {
    expect(coinTypeFor(1)).toBe(2147483649);
    expect(coinTypeFor(31337)).toBe(0x80000000 + 31337);
    expect(coinTypeFor('8453')).toBe(0x80000000 + 8453);
    expect(coinTypeFor(MAX_CHAIN_ID - 1)).toBe(0xffffffff);
    expect(() => coinTypeFor(MAX_CHAIN_ID)).toThrow(/not below 2\^31/);
    expect(() => coinTypeFor(-1)).toThrow();
    expect(() => coinTypeFor('solana')).toThrow();
  });

  it('builds the message: JSON with the name, empty attributes and a timestamp in seconds', () => {
    expect(JSON.parse(registrationMessage('alice.reown.id', 1_900_000_000_999))).toEqual({ name: 'alice.reown.id', attributes: {}, timestamp: 1_900_000_000 });
  });
});
