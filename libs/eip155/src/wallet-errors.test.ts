import { describe, expect, it } from 'vitest';
import { hasWalletCode, isUnrecognizedChain, isUserRejection, WALLET_CODES, walletErrorCodes } from './wallet-errors';

describe('wallet error codes', () => {
  it('finds codes at the top, in data.originalError and in cause', () => {
    expect(isUserRejection({ code: 4001 })).toBe(true);
    expect(isUserRejection({ code: 5000 })).toBe(true);
    expect(isUserRejection({ code: 4902 })).toBe(false);
    expect(isUnrecognizedChain({ code: -32603, data: { originalError: { code: 4902 } } })).toBe(true);
    expect(isUnrecognizedChain(new Error('x', { cause: { code: 4902 } }))).toBe(true);
    expect(walletErrorCodes('nope')).toEqual([]);
  });
  it('one rejection rule for injected (4001) and WalletConnect (5000) wallets, nested or in words', () => {
    expect(isUserRejection({ code: -32603, data: { originalError: { code: WALLET_CODES.USER_REJECTED } } })).toBe(true);
    expect(isUserRejection(new Error('x', { cause: { code: WALLET_CODES.WC_USER_REJECTED } }))).toBe(true);
    for (const message of ['User rejected.', 'User denied transaction signature', 'Request rejected by the user'])
      expect(isUserRejection(new Error(message))).toBe(true);
    expect(isUserRejection(new Error('The relay rejected the project id'))).toBe(false);
    expect(isUserRejection(null)).toBe(false);
  });
  it('hasWalletCode looks through nesting and ignores cycles', () => {
    const e: { code: number; cause?: unknown } = { code: 1 };
    e.cause = e;
    expect(hasWalletCode(e, 1)).toBe(true);
    expect(hasWalletCode(e, 2)).toBe(false);
  });
});

describe('wallet errors of any shape (found by the fuzz suite)', () => {
  it('reads only a text message: an object message (even without a prototype) is no rejection and no crash', () => {
    const odd = { code: Object.create(null), message: Object.create(null), data: Object.create(null), cause: { code: -32603 } };
    expect(isUserRejection(odd)).toBe(false);
    expect(isUnrecognizedChain(odd)).toBe(true);
    expect(isUserRejection({ message: 'User rejected the request.' })).toBe(true);
    expect(isUserRejection('User denied transaction signature')).toBe(true);
  });
});
