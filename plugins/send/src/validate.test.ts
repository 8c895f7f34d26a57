import { isAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import type { TokenBalance } from '@gangway/kernel';
import { amountInBaseUnits, checkInputs, validateSend } from './validate';
import { SEND_ERRORS } from './errors';

const eth: TokenBalance = { name: 'Ether', symbol: 'ETH', chainId: 'eip155:31337', price: 3000, iconUrl: '', quantity: { decimals: '18', numeric: '2' } };
const usdc: TokenBalance = { ...eth, name: 'USDC', symbol: 'USDC', address: 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3', quantity: { decimals: '6', numeric: '1000' } };
const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const isEvm = (v: string) => isAddress(v, { strict: false });

describe('validateSend (spec §5 messages)', () => {
  it('needs an amount and a receiver', () => {
    expect(validateSend({ token: eth, receiverAddress: to }, true)).toBe(SEND_ERRORS.SEND_AMOUNT_RECEIVER);
    expect(validateSend({ token: eth, sendTokenAmount: '1' }, true)).toBe(SEND_ERRORS.SEND_AMOUNT_RECEIVER);
    expect(SEND_ERRORS.SEND_AMOUNT_RECEIVER).toBe('An amount and receiver address are required');
  });
  it('needs a token', () => {
    expect(validateSend({ sendTokenAmount: '1', receiverAddress: to }, true)).toBe('A token is required');
  });
  it('works only where a chain family serves the namespace', () => {
    expect(validateSend({ token: eth, sendTokenAmount: '1', receiverAddress: to }, false)).toBe('Unsupported chain');
    expect(validateSend({ token: eth, sendTokenAmount: '1', receiverAddress: to }, true)).toBeUndefined();
  });
});

describe('checkInputs', () => {
  it('rejects a bad address, a bad amount and more than the balance', () => {
    expect(checkInputs({ token: eth, sendTokenAmount: '1', receiverAddress: 'vitalik.eth' }, isEvm)?.key).toBe('send.invalidAddress');
    expect(checkInputs({ token: eth, sendTokenAmount: '-1', receiverAddress: to }, isEvm)?.key).toBe('send.invalidAmount');
    expect(checkInputs({ token: usdc, sendTokenAmount: '0.0000001', receiverAddress: to }, isEvm)?.key).toBe('send.invalidAmount');
    expect(checkInputs({ token: eth, sendTokenAmount: '0', receiverAddress: to }, isEvm)?.key).toBe('send.invalidAmount');
    expect(checkInputs({ token: eth, sendTokenAmount: '2.01', receiverAddress: to }, isEvm)?.key).toBe('send.insufficientFunds');
    expect(checkInputs({ token: eth, sendTokenAmount: '2', receiverAddress: to }, isEvm)).toBeUndefined();
  });
  it('parses amounts exactly', () => {
    expect(amountInBaseUnits('1.5', 6)).toBe(1_500_000n);
    expect(amountInBaseUnits('.5', 18)).toBe(500_000_000_000_000_000n);
    expect(amountInBaseUnits('1e3', 18)).toBeUndefined();
  });
});
