import { describe, expect, it } from 'vitest';
import { chainFamilyKey, chainFamilyServiceId, explorerPage, formatBaseUnits } from './chain-family';

describe('chain-family contract', () => {
  it('keys a family service by its namespace, one key per namespace', () => {
    expect(chainFamilyServiceId('solana')).toBe('chainFamily:solana');
    expect(chainFamilyKey('fakechain').id).toBe('chainFamily:fakechain');
    expect(chainFamilyKey('solana')).toBe(chainFamilyKey('solana'));
  });

  it('writes base units as whole coins, exactly', () => {
    expect(formatBaseUnits(150_000_000n, 8)).toBe('1.5');
    expect(formatBaseUnits(1n, 9)).toBe('0.000000001');
    expect(formatBaseUnits(0n, 18)).toBe('0');
    expect(formatBaseUnits(-2_000n, 3)).toBe('-2');
    expect(formatBaseUnits(42n, 0)).toBe('42');
  });

  it('builds explorer pages from the network\'s default explorer, none without one', () => {
    const network = { blockExplorers: { default: { name: 'X', url: 'https://x.example/' } } } as never;
    expect(explorerPage(network, { tx: '0xab' })).toBe('https://x.example/tx/0xab');
    expect(explorerPage(network, { address: 'a b' })).toBe('https://x.example/address/a%20b');
    expect(explorerPage({} as never, { tx: '0xab' })).toBeUndefined();
  });
});
