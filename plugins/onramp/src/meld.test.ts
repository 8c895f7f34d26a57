import { describe, expect, it } from 'vitest';
import { MELD_PUBLIC_KEY, meldUrl } from './meld';

describe('the Meld checkout URL', () => {
  it("has AppKit's parameters (OnRampController.ts:110-114) and the amount typed", () => {
    const u = new URL(meldUrl({ namespace: 'eip155', address: '0xabc', projectId: 'p1', amount: '25.50', currency: 'USD' }));
    expect(u.origin + u.pathname).toBe('https://meldcrypto.com/');
    expect([...u.searchParams]).toEqual([
      ['publicKey', MELD_PUBLIC_KEY], ['destinationCurrencyCode', 'USDC'], ['walletAddress', '0xabc'], ['externalCustomerId', 'p1'], ['sourceAmount', '25.50'], ['sourceCurrencyCode', 'USD'],
    ]);
  });

  it("defaults to SOL on solana, as AppKit; a chosen currency wins", () => {
    expect(new URL(meldUrl({ namespace: 'solana', address: 'So1', projectId: 'p', amount: '10', currency: 'EUR' })).searchParams.get('destinationCurrencyCode')).toBe('SOL');
    expect(new URL(meldUrl({ namespace: 'eip155', address: '0x1', projectId: 'p', symbol: 'ETH', amount: '10', currency: 'EUR' })).searchParams.get('destinationCurrencyCode')).toBe('ETH');
  });
});
