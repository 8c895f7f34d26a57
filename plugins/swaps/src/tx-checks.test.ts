import { encodeFunctionData, erc20Abi, maxUint256 } from 'viem';
import { describe, expect, it } from 'vitest';
import { testDevnet, testMainnet, testSolana } from '@gangway/kernel/testing';
import { checkApproveTx, checkSwapTx } from './tx-checks';
import { extraSwapNetworks, isSwapSupported, SWAP_CHAIN_IDS } from './supported';

const USER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const AMM = '0x5FC8d32690cc91D4c39d9d3abcBD16989F875707';
const approve = (n: bigint) => encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [AMM, n] });

describe('checkApproveTx', () => {
  it('accepts approve(spender, ≥ amount) on the token, from the user or unnamed, without value', () => {
    expect(checkApproveTx({ to: TOKEN, data: approve(maxUint256), value: '0x0', from: USER }, { token: TOKEN, user: USER, amount: 10n }).spender).toBe(AMM);
    expect(checkApproveTx({ to: TOKEN.toLowerCase(), data: approve(10n), from: `eip155:31337:${USER}` }, { token: TOKEN, user: USER, amount: 10n }).to).toBe(TOKEN);
  });
  it('refuses another sender, value, a smaller approval, garbage data', () => {
    const want = { token: TOKEN, user: USER, amount: 10n } as const;
    expect(() => checkApproveTx({ to: TOKEN, data: approve(10n), from: OTHER }, want)).toThrow(/sent from/);
    expect(() => checkApproveTx({ to: TOKEN, data: approve(10n), value: '1' }, want)).toThrow(/carries value/);
    expect(() => checkApproveTx({ to: TOKEN, data: approve(9n) }, want)).toThrow(/smaller than the amount/);
    expect(() => checkApproveTx({ to: TOKEN, data: '0xdeadbeef' }, want)).toThrow(/not an ERC-20 approve/);
  });
});

describe('checkSwapTx', () => {
  it('native: value must equal the amount; ERC-20: no value; call data required; the user sends', () => {
    expect(checkSwapTx({ to: AMM, data: '0x12', value: '0xa' }, { user: USER, native: true, amount: 10n })).toEqual({ to: AMM, data: '0x12', value: 10n });
    expect(checkSwapTx({ to: AMM, data: '0x12', value: '0' }, { user: USER, native: false, amount: 10n })).toEqual({ to: AMM, data: '0x12' });
    expect(() => checkSwapTx({ to: AMM, data: '0x12', value: '11' }, { user: USER, native: true, amount: 10n })).toThrow(/its value is 11/);
    expect(() => checkSwapTx({ to: AMM, data: '0x12', value: '1' }, { user: USER, native: false, amount: 10n })).toThrow(/its value is 1/);
    expect(() => checkSwapTx({ to: AMM, data: '0x' }, { user: USER, native: false, amount: 10n })).toThrow(/no call data/);
    expect(() => checkSwapTx({ to: AMM, data: '0x12', from: OTHER }, { user: USER, native: false, amount: 10n })).toThrow(/sent from/);
  });
});

describe('swap-supported networks (spec §9)', () => {
  it('the listed eip155 ids, plus swapNetworks; never another namespace', () => {
    expect(SWAP_CHAIN_IDS).toEqual([1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554]);
    expect(isSwapSupported(testMainnet, [])).toBe(true);
    expect(isSwapSupported(testDevnet, [])).toBe(false);
    expect(isSwapSupported(testDevnet, ['eip155:31337'])).toBe(true);
    expect(isSwapSupported(testSolana, ['solana:devnet'])).toBe(false);
    expect(isSwapSupported(undefined, [])).toBe(false);
  });
  it('validates the option', () => {
    expect(extraSwapNetworks({})).toEqual([]);
    expect(extraSwapNetworks({ swapNetworks: ['eip155:31337'] })).toEqual(['eip155:31337']);
    expect(() => extraSwapNetworks({ swapNetworks: 'eip155:31337' })).toThrow(/Invalid option swapNetworks/);
    expect(() => extraSwapNetworks({ swapNetworks: ['solana:devnet'] })).toThrow(/CAIP-2 eip155 id/);
  });
});
