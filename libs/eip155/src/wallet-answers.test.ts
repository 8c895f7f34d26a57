import { describe, expect, it } from 'vitest';
import { AccountsSchema, HexChainIdSchema, RequestedAccountsSchema, SignatureSchema, TxHashSchema, walletAnswer } from './wallet-answers';

const hash = `0x${'ab'.repeat(32)}`;

describe('wallet answers (spec §5)', () => {
  it('accepts well-formed answers', () => {
    expect(walletAnswer(TxHashSchema, 'eth_sendTransaction', hash)).toBe(hash);
    expect(walletAnswer(SignatureSchema, 'personal_sign', `0x${'1'.repeat(62)}`)).toHaveLength(64);
    expect(walletAnswer(HexChainIdSchema, 'eth_chainId', '0x7a69')).toBe('0x7a69');
    expect(walletAnswer(AccountsSchema, 'eth_accounts', [])).toEqual([]);
  });
  it.each([
    [TxHashSchema, 'eth_sendTransaction', `0x${'a'.repeat(63)}`, /Invalid wallet response to eth_sendTransaction: Expected a transaction hash/],
    [SignatureSchema, 'personal_sign', `0x${'a'.repeat(61)}`, /personal_sign: Expected a signature/],
    [HexChainIdSchema, 'eth_chainId', 31337, /eth_chainId: Expected string/],
    [RequestedAccountsSchema, 'eth_requestAccounts', [], /Expected at least one account/],
    [AccountsSchema, 'eth_accounts', ['0x123'], /Expected an address/],
  ])('rejects malformed answers with a clear error', (schema, method, value, message) => {
    expect(() => walletAnswer(schema as never, method, value)).toThrow(message);
  });
});
