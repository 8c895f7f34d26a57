import { decodeFunctionData, erc20Abi } from 'viem';
import { describe, expect, it } from 'vitest';
import type { TokenBalance } from '@gangway/kernel';
import { transferTransaction } from './transfer';

const eth: TokenBalance = { name: 'Ether', symbol: 'ETH', chainId: 'eip155:31337', price: 3000, iconUrl: '', quantity: { decimals: '18', numeric: '2' } };
const usdc: TokenBalance = { ...eth, name: 'USDC', symbol: 'USDC', address: 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3', quantity: { decimals: '6', numeric: '1000' } };
const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const from = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

describe('transferTransaction', () => {
  it('native: value to the receiver with empty data', () => {
    expect(transferTransaction(eth, from, to, 10n)).toEqual({ from, to, value: 10n, data: '0x' });
  });
  it('ERC-20: transfer(to, amount) to the token contract', () => {
    const tx = transferTransaction(usdc, from, to, 1_500_000n);
    expect(tx.to).toBe('0x5FbDB2315678afecb367f032d93F642f64180aa3');
    expect(tx.value).toBeUndefined();
    expect(decodeFunctionData({ abi: erc20Abi, data: tx.data })).toEqual({ functionName: 'transfer', args: [to, 1_500_000n] });
  });
});
