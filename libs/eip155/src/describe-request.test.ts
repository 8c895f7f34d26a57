import { encodeFunctionData, erc20Abi, maxUint256, stringToHex } from 'viem';
import { describe, expect, it } from 'vitest';
import { DescribeError, describeRequest } from './describe-request.mjs';

const USDC = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const A = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const B = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const ctx = { chainId: 31337, nativeSymbol: 'ETH', token: (_c: number | undefined, a: string) => (a.toLowerCase() === USDC.toLowerCase() ? { symbol: 'USDC', decimals: 6 } : undefined) };
const rows = (d: ReturnType<typeof describeRequest>) => d.rows.map((r) => [r.call ? `${r.call}:` : '', r.key, r.path ?? '', r.value, r.unlimited ? 'unlimited' : ''].join('|'));

describe('describeRequest', () => {
  it('a native send: recipient and value in ETH', () => {
    expect(rows(describeRequest('eth_sendTransaction', [{ from: A, to: B, value: '0x6f05b59d3b20000' }], ctx))).toEqual([`|from||${A}|`, `|to||${B}|`, '|value||0.5 ETH|']);
  });

  it('an ERC-20 transfer in units and symbol, the data kept whole', () => {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [B, 12_500_000n] });
    const d = describeRequest('eth_sendTransaction', [{ to: USDC, data }], ctx);
    expect(rows(d)).toEqual([`|to||${USDC}|`, '|value||0 ETH|', '|action||transfer|', `|token||USDC (${USDC})|`, `|recipient||${B}|`, '|amount||12.5 USDC|', `|data||${data}|`]);
    expect(d.raw).toContain(data);
  });

  it('an unlimited approve is named so; an unknown token keeps raw units', () => {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [A, maxUint256] });
    expect(describeRequest('eth_sendTransaction', [{ to: USDC, data }], ctx).rows.find((r) => r.key === 'allowance')).toMatchObject({ unlimited: true });
    const exact = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [A, 5n] });
    expect(describeRequest('eth_sendTransaction', [{ to: B, data: exact }], ctx).rows.find((r) => r.key === 'allowance')).toEqual({ key: 'allowance', value: '5 (raw units: token unknown)' });
  });

  it('an unknown call names its selector', () => {
    const d = describeRequest('eth_sendTransaction', [{ to: B, data: '0xdeadbeef00' }], ctx);
    expect(d.rows.find((r) => r.key === 'selector')?.value).toBe('0xdeadbeef');
  });

  it('a permit: every domain and message field, the spender and the amount in units', () => {
    const typed = {
      domain: { name: 'USD Coin', version: '2', chainId: 31337, verifyingContract: USDC },
      types: { EIP712Domain: [], Permit: [] }, primaryType: 'Permit',
      message: { owner: A, spender: B, value: '2500000', nonce: 0, deadline: 1893456000 },
    };
    expect(rows(describeRequest('eth_signTypedData_v4', [A, JSON.stringify(typed)], ctx))).toEqual([
      `|account||${A}|`, '|primaryType||Permit|', '|domain|name|USD Coin|', '|domain|version|2|', '|domain|chainId|31337|', `|domain|verifyingContract|${USDC}|`,
      '|action||permit|', `|token||USDC (${USDC})|`, `|spender||${B}|`, '|allowance||2.5 USDC|',
      `|field|owner|${A}|`, `|field|spender|${B}|`, '|field|value|2500000|', '|field|nonce|0|', '|field|deadline|1893456000|',
    ]);
  });

  it('typed data is never cut: long nested messages keep every leaf', () => {
    const items = Array.from({ length: 60 }, (_, i) => ({ id: i, note: 'x'.repeat(30) }));
    const d = describeRequest('eth_signTypedData_v4', [A, { types: { Order: [] }, primaryType: 'Order', message: { items } }], ctx);
    expect(d.rows.filter((r) => r.key === 'field')).toHaveLength(120);
    expect(d.rows.at(-1)).toEqual({ key: 'field', path: 'items.59.note', value: 'x'.repeat(30) });
  });

  it('every call of a batch', () => {
    const calls = Array.from({ length: 5 }, (_, i) => ({ to: USDC, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [B, BigInt(i + 1) * 1_000_000n] }) }));
    const d = describeRequest('wallet_sendCalls', [{ version: '2.0.0', chainId: '0x7a69', from: A, calls }], ctx);
    expect(d.rows[0]).toEqual({ key: 'calls', value: '5' });
    expect(d.rows.filter((r) => r.key === 'amount').map((r) => `${r.call}:${r.value}`)).toEqual(['1:1 USDC', '2:2 USDC', '3:3 USDC', '4:4 USDC', '5:5 USDC']);
  });

  it('a personal_sign message as text when it is text', () => {
    expect(describeRequest('personal_sign', [stringToHex('hello'), A]).rows[0]).toEqual({ key: 'message', value: 'hello' });
    expect(describeRequest('personal_sign', ['0x00ff01', A]).rows[0]).toEqual({ key: 'message', value: '0x00ff01' });
  });

  it.each([
    ['eth_sendTransaction', [{ to: B, value: 'lots' }], /"value" is not a number/],
    ['eth_sendTransaction', [{ to: B, value: '-1' }], /"value" is not a number/],
    ['eth_sendTransaction', [{ to: B, data: '0xzz' }], /"data" is not hex bytes/],
    ['eth_sendTransaction', [{ to: 'nobody' }], /"to" is not an address/],
    ['eth_sendTransaction', ['nope'], /not an object/],
    ['eth_signTypedData_v4', [A, '{not json'], /not JSON/],
    ['eth_signTypedData_v4', [A, { message: {} }], /needs types, primaryType and message/],
    ['wallet_sendCalls', [{ calls: [] }], /needs a list of calls/],
  ])('%s with %j is refused with a clear error', (method, params, message) => {
    expect(() => describeRequest(method, params, ctx)).toThrow(DescribeError);
    expect(() => describeRequest(method, params, ctx)).toThrow(message);
  });

  it('any other method lists every field as sent', () => {
    expect(describeRequest('solana_signMessage', { message: 'abc', pubkey: 'P' }).rows).toEqual([{ key: 'field', path: 'message', value: 'abc' }, { key: 'field', path: 'pubkey', value: 'P' }]);
  });
});
