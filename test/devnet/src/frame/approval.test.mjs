// The frame's approval backend: which requests wait for the visitor, decoded with the devnet's tokens.
import { encodeFunctionData, erc20Abi, maxUint256 } from 'viem';
import { describe, expect, it } from 'vitest';
import { approvalFor } from './approval.mjs';

const USDC = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const SPENDER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const world = /** @type {import('../api/world.mjs').World} */ (/** @type {unknown} */ ({
  evmChain: (/** @type {number} */ id) => (id === 31337 ? { contracts: { tokens: { USDC } } } : undefined),
}));

describe('approvalFor', () => {
  it('safe methods need no approval', () => {
    expect(approvalFor(world, { method: 'eth_call', params: [{}] })).toEqual({ ok: true, payload: { approval: null } });
  });

  it('an unlimited USDC approve on the devnet chain reads in symbols and is named unlimited', () => {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [SPENDER, maxUint256] });
    const r = approvalFor(world, { method: 'eth_sendTransaction', params: [{ to: USDC, data }], chainId: 31337 });
    if (!r.ok || !r.payload.approval) throw new Error('expected an approval');
    expect(r.payload.approval.rows).toContainEqual({ key: 'token', value: `USDC (${USDC})` });
    expect(r.payload.approval.rows).toContainEqual({ key: 'spender', value: SPENDER });
    expect(r.payload.approval.rows.find((x) => x.key === 'allowance')).toMatchObject({ unlimited: true, value: expect.stringMatching(/ USDC$/) });
  });

  it('another chain does not borrow the devnet tokens', () => {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [SPENDER, 5n] });
    const r = approvalFor(world, { method: 'eth_sendTransaction', params: [{ to: USDC, data }], chainId: 'eip155:1' });
    expect(r.ok && r.payload.approval?.rows.find((x) => x.key === 'allowance')?.value).toBe('5 (raw units: token unknown)');
  });

  it('a malformed request is refused with a clear message', () => {
    expect(approvalFor(world, { method: 'eth_sendTransaction', params: [{ to: SPENDER, value: 'lots' }] })).toEqual({ ok: false, payload: { message: 'Malformed request: "value" is not a number (got "lots")' } });
    expect(approvalFor(world, {})).toEqual({ ok: false, payload: { message: 'Malformed request: no method' } });
  });
});
