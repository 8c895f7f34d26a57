import { encodeFunctionData, erc20Abi, maxUint256, type Address } from 'viem';
import { describe, expect, it } from 'vitest';
import { testDevnet, testMainnet, testSolana } from '@gangway/lib-wallet/testing';
import { checkApproveTx, checkSwapTx } from './tx-checks';
import { PINNED_ROUTERS } from './routers';
import { extraSwapNetworks, isSwapSupported, swapRouter, SwapsOptionsSchema, SWAP_CHAIN_IDS, type SwapsOptions } from './supported';

const USER: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const OTHER: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const TOKEN: Address = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const AMM: Address = '0x5FC8d32690cc91D4c39d9d3abcBD16989F875707';
const router = { address: AMM, name: 'Devnet AMM' };
const approve = (n: bigint, spender: Address = AMM) => encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, n] });
const tokenId = `eip155:31337:${TOKEN}`;
/** What the service answers to build-approve (approve.rs:29-36): from echoes `from`, to is CAIP-10, value '0'. */
const approveTx = (data: string, over: Record<string, string> = {}) => ({ from: tokenId, to: `eip155:31337:${TOKEN.toLowerCase()}`, data, value: '0', ...over });
/** What the service answers to build-transaction (transaction.rs:40-48): CAIP-10 from/to, no value. */
const swapTx = (over: Record<string, string> = {}) => ({ from: `eip155:31337:${USER.toLowerCase()}`, to: `eip155:31337:${AMM.toLowerCase()}`, data: '0x12', amount: '5', ...over });
const exact = { token: TOKEN, chainId: 31337, router, amount: 10n, unlimited: false };

describe('checkApproveTx', () => {
  it('accepts the real answer: approve(router, exactly the amount) on the token sold, CAIP-10 from/to, value "0"', () => {
    expect(checkApproveTx(approveTx(approve(10n)), exact)).toEqual({ to: TOKEN, data: approve(10n), spender: AMM, allowance: 10n });
    // Plain addresses are taken too (an older answer shape).
    expect(checkApproveTx(approveTx(approve(10n), { from: TOKEN, to: TOKEN, value: '0x0' }), exact).to).toBe(TOKEN);
  });
  it('unlimited only when chosen: the exact default refuses an unlimited or larger approval', () => {
    expect(() => checkApproveTx(approveTx(approve(maxUint256)), exact)).toThrow(/is for 1157920\d+, not the exact 10 asked/);
    expect(checkApproveTx(approveTx(approve(maxUint256)), { ...exact, unlimited: true }).allowance).toBe(maxUint256);
    expect(() => checkApproveTx(approveTx(approve(9n)), { ...exact, unlimited: true })).toThrow(/not the at least 10 asked/);
  });
  it('refuses a foreign spender, another token, another chain, value, garbage data', () => {
    expect(() => checkApproveTx(approveTx(approve(10n, OTHER)), exact)).toThrow(`the approval's spender ${OTHER} is not this network's swap router ${AMM}`);
    expect(() => checkApproveTx(approveTx(approve(10n), { to: `eip155:31337:${OTHER}` }), exact)).toThrow(/names eip155:31337:0x7099.* as its to, not the token/);
    expect(() => checkApproveTx(approveTx(approve(10n), { from: `eip155:1:${TOKEN}` }), exact)).toThrow(/is on another chain/);
    expect(() => checkApproveTx(approveTx(approve(10n), { value: '1' }), exact)).toThrow(/carries value/);
    expect(() => checkApproveTx(approveTx('0xdeadbeef'), exact)).toThrow(/not an ERC-20 approve/);
  });
});

describe('checkSwapTx', () => {
  const want = { user: USER, chainId: 31337, router, native: false, amount: 10n };
  it('the real answer has no value: the client adds the amount when the native coin is sold, none otherwise', () => {
    expect(checkSwapTx(swapTx(), { ...want, native: true })).toEqual({ to: AMM, data: '0x12', value: 10n });
    expect(checkSwapTx(swapTx(), want)).toEqual({ to: AMM, data: '0x12' });
    expect(checkSwapTx(swapTx({ value: '0xa' }), { ...want, native: true }).value).toBe(10n);
    expect(() => checkSwapTx(swapTx({ value: '11' }), { ...want, native: true })).toThrow(/its value is 11/);
    expect(() => checkSwapTx(swapTx({ value: '1' }), want)).toThrow(/its value is 1/);
  });
  it('refuses a foreign target, another sender, another chain, no call data', () => {
    expect(() => checkSwapTx(swapTx({ to: `eip155:31337:${OTHER}` }), want)).toThrow(`it calls ${OTHER}, not this network's swap router ${AMM}`);
    expect(() => checkSwapTx(swapTx({ from: `eip155:31337:${OTHER}` }), want)).toThrow(/sent from/);
    expect(() => checkSwapTx(swapTx({ to: `eip155:1:${AMM}` }), want)).toThrow(/is on another chain/);
    expect(() => checkSwapTx(swapTx({ data: '0x' }), want)).toThrow(/no call data/);
  });
});

describe('swap-supported networks and their routers (spec §9)', () => {
  it('the listed eip155 ids with 1inch Router v6 (zkSync its own), plus swapNetworks; never another namespace', () => {
    expect(SWAP_CHAIN_IDS).toEqual([1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554]);
    expect(Object.keys(PINNED_ROUTERS).map(Number).sort((a, b) => a - b)).toEqual([...SWAP_CHAIN_IDS].sort((a, b) => a - b));
    expect(PINNED_ROUTERS[1].address).toBe('0x111111125421cA6dc452d289314280a0f8842A65');
    expect(PINNED_ROUTERS[324].address).toBe('0x6fd4383cB451173D5f9304F041C7BCBf27d561fF');
    const extra = extraSwapNetworks({ networks: [{ network: 'eip155:31337', router: AMM.toLowerCase(), name: 'Devnet AMM' }] });
    expect(swapRouter(testMainnet, {})).toBe(PINNED_ROUTERS[1]);
    expect(isSwapSupported(testDevnet, {})).toBe(false);
    expect(swapRouter(testDevnet, extra)).toEqual({ address: AMM, name: 'Devnet AMM' });
    expect(isSwapSupported(testSolana, extra)).toBe(false);
    expect(isSwapSupported(undefined, extra)).toBe(false);
  });
  it('validates the option: each entry names its router; a spec §9 chain keeps its pinned one', () => {
    const check = (networks: unknown) => {
      const r = SwapsOptionsSchema['~standard'].validate({ networks }) as { value?: SwapsOptions; issues?: { message: string; path?: PropertyKey[] }[] };
      return r.issues ? r.issues.map((i) => `${(i.path ?? []).join('.')}: ${i.message}`).join('; ') : extraSwapNetworks(r.value!);
    };
    expect(extraSwapNetworks({})).toEqual({});
    expect(check([{ network: 'eip155:31337', router: AMM }])).toEqual({ 'eip155:31337': { address: AMM, name: 'Swap router' } });
    expect(check('eip155:31337')).toMatch(/^networks: /);
    expect(check(['eip155:31337'])).toMatch(/^networks\.0: Expected \{ network/);
    expect(check([{ network: 'solana:devnet', router: AMM }])).toMatch(/^networks\.0\.network: .*CAIP-2 eip155 id/);
    expect(check([{ network: 'eip155:31337', router: '0x12' }])).toMatch(/^networks\.0\.router: .*router contract address/);
    expect(check([{ network: 'eip155:1', router: AMM }])).toBe('networks.0.network: eip155:1 is swap-supported already, with its pinned router');
  });
});
