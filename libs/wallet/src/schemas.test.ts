import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as z from 'zod/mini';
import { MAX_TOKEN_DECIMALS, TokenBalanceSchema, WalletAssetSchema } from './schemas';

const asset = (decimals: unknown) => ({
  address: '0x0000000000000000000000000000000000000001', balance: '0x10', type: 'ERC20',
  metadata: { name: 'T', symbol: 'T', decimals, price: 1, iconUrl: '' },
});
const balance = (decimals: unknown) => ({
  name: 'T', symbol: 'T', chainId: 'eip155:1', price: 1, iconUrl: '', quantity: { decimals, numeric: '1.5' },
});

describe('token decimals are range-checked', () => {
  it('0 to 36 pass; negative, fractional, huge, non-numeric fail', () => {
    for (const d of [0, 6, 18, MAX_TOKEN_DECIMALS]) expect(z.safeParse(WalletAssetSchema, asset(d)).success, String(d)).toBe(true);
    for (const d of [-1, 1.5, 37, 255, 1e9, Number.NaN, Number.POSITIVE_INFINITY, '18']) expect(z.safeParse(WalletAssetSchema, asset(d)).success, String(d)).toBe(false);
    for (const d of ['0', '6', '18', '36']) expect(z.safeParse(TokenBalanceSchema, balance(d)).success, d).toBe(true);
    for (const d of ['37', '-1', '1.5', '1e3', '007', 'eighteen', '']) expect(z.safeParse(TokenBalanceSchema, balance(d)).success, d).toBe(false);
  });

  it('any integer decides by range alone (generated)', () => {
    fc.assert(fc.property(fc.integer({ min: -1000, max: 1000 }), (d) => {
      expect(z.safeParse(WalletAssetSchema, asset(d)).success).toBe(d >= 0 && d <= MAX_TOKEN_DECIMALS);
    }), { numRuns: 2000 });
  });
});
