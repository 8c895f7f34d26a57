import { describe, expect, it } from 'vitest';
import { testDevnet } from './test-networks';
import { walletChainReads } from './chain-reads';

const HASH = `0x${'12'.repeat(32)}` as const;

describe('walletChainReads', () => {
  it('reads the native balance through eth_getBalance and validates the answer', async () => {
    const reads = walletChainReads(async (method, params) => {
      expect([method, params]).toEqual(['eth_getBalance', ['0xabc', 'latest']]);
      return '0x1bc16d674ec80000';
    });
    expect(await reads.getNativeBalance(testDevnet, '0xabc')).toBe(2_000_000_000_000_000_000n);
    await expect(walletChainReads(async () => 'lots').getNativeBalance(testDevnet, '0xabc')).rejects.toThrow();
  });

  it('polls eth_getTransactionReceipt until mined', async () => {
    let polls = 0;
    const reads = walletChainReads(async () => (++polls < 3 ? null : { status: '0x0', blockNumber: '0x10' }), 1);
    expect(await reads.waitForReceipt(testDevnet, HASH)).toEqual({ status: 'reverted', blockNumber: 16n });
    expect(polls).toBe(3);
  });
});
