import { describe, expect, it } from 'vitest';
import { ERRORS, GangwayError, type Network } from '@gangway/kernel';
import { testDevnet, testMainnet } from '@gangway/lib-wallet/testing';
import type { Address, Hex } from 'viem';
import { createBatchApi } from './batch';

const alice: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const bob: Address = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const usdc: Address = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const h = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as Hex;
const transfer = '0xa9059cbb0000000000000000000000003c44cdddb6a900fa2b585dd299e03d12fa4293bc00000000000000000000000000000000000000000000000000000000000f4240' as Hex;
const walletError = (code: number, message: string) => Object.assign(new Error(message), { code });

/**
 * A wallet stand-in: answers by method (a function gets the params), records every request; its
 * transactions are mined with the statuses given, in order.
 */
function setup(opts: { answers?: Record<string, unknown>; mined?: ('success' | 'reverted')[]; active?: { network?: Network; address?: Address } } = {}) {
  const sent: { method: string; params: unknown }[] = [];
  const mined = [...(opts.mined ?? [])];
  let nonce = 0;
  const networks = [testDevnet, testMainnet];
  const api = createBatchApi({
    network: (id) => {
      const n = networks.find((x) => String(x.id) === String(id) || x.caipNetworkId === id);
      if (!n) throw new GangwayError('NETWORK_NOT_FOUND');
      return n;
    },
    async request<T>(method: string, params?: unknown) {
      sent.push({ method, params });
      const a = opts.answers?.[method];
      if (a instanceof Error) throw a;
      return (typeof a === 'function' ? a(params) : a) as T;
    },
    async sendTransaction(tx) { sent.push({ method: 'eth_sendTransaction', params: [tx] }); return h(++nonce); },
    publicClient: () => ({
      waitForTransactionReceipt: async ({ hash }: { hash: Hex }) => ({ status: mined.shift() ?? 'success', blockNumber: BigInt(hash) }),
    }) as never,
  }, { active: () => opts.active ?? { network: testDevnet, address: alice }, sleep: async () => {} });
  return { api, sent };
}

const capable = { '0x7a69': { atomic: { status: 'supported' } } };

describe('eip155 batches (EIP-5792)', () => {
  it('sends wallet_sendCalls v2 from the connected address on the active chain, values in hex, and reads the id', async () => {
    const { api, sent } = setup({ answers: { wallet_sendCalls: { id: '0xbatch' } } });
    expect(await api.sendCalls({ calls: [{ to: bob, value: 5n }, { to: usdc, data: transfer }], capabilities: { paymasterService: { url: 'https://pm' } } })).toEqual({ id: '0xbatch' });
    expect(sent).toEqual([{ method: 'wallet_sendCalls', params: [{
      version: '2.0.0', from: alice, chainId: '0x7a69', atomicRequired: false,
      calls: [{ to: bob, value: '0x5' }, { to: usdc, data: transfer }],
      capabilities: { paymasterService: { url: 'https://pm' } },
    }] }]);
  });

  it("refuses a malformed call with spec §5's messages, naming every problem, before the wallet is asked", async () => {
    const { api, sent } = setup({ answers: { wallet_sendCalls: { id: '0xbatch' } } });
    const bad = [{ to: 'abc' }, { to: bob, data: 'a9059cbb' }, { data: '0x' }, { to: 7 }, 'x', { to: bob, value: -1n }];
    await expect(api.sendCalls({ calls: bad as never })).rejects.toMatchObject({
      code: 'INVALID_CALLS',
      message: `calls.0.to: ${ERRORS.INVALID_INPUT}; calls.1.data: Invalid input; calls.2.to: Required; calls.3.to: Expected string received number; calls.4: Expected object received string; calls.5.value: Invalid input`,
    });
    await expect(api.sendCalls({ calls: [] })).rejects.toThrow('calls: Invalid input');
    await expect(api.sendBatch({ calls: [{ to: 'bob' as Address }] })).rejects.toThrow('calls.0.to: Invalid input');
    expect(sent).toEqual([]);
  });

  it("needs a connected address: 'CaipNetwork or CaipAddress is undefined', nothing asked", async () => {
    const { api, sent } = setup({ active: { network: testDevnet } });
    await expect(api.sendCalls({ calls: [{ to: bob }] })).rejects.toThrow(ERRORS.CAIP_NETWORK_OR_ADDRESS_UNDEFINED);
    await expect(api.atomicSupport()).rejects.toThrow(ERRORS.CAIP_NETWORK_OR_ADDRESS_UNDEFINED);
    expect(sent).toEqual([]);
  });

  it("reads atomic support per chain (v2 atomic.status, the '0x0' entry, the earlier atomicBatch); a wallet without the method has none", async () => {
    expect(await setup({ answers: { wallet_getCapabilities: capable } }).api.atomicSupport()).toBe('supported');
    expect(await setup({ answers: { wallet_getCapabilities: { '0x0': { atomic: { status: 'ready' } } } } }).api.atomicSupport(31337)).toBe('ready');
    expect(await setup({ answers: { wallet_getCapabilities: { '0x7A69': { atomicBatch: { supported: true } } } } }).api.atomicSupport()).toBe('supported');
    expect(await setup({ answers: { wallet_getCapabilities: capable } }).api.atomicSupport(1)).toBe('unsupported');
    expect(await setup({ answers: { wallet_getCapabilities: { '0x7a69': { atomic: { status: 'unsupported' } } } } }).api.atomicSupport()).toBe('unsupported');
    expect(await setup({ answers: { wallet_getCapabilities: walletError(-32601, 'Method not found') } }).api.atomicSupport()).toBe('unsupported');
    const { api, sent } = setup({ answers: { wallet_getCapabilities: capable } });
    await api.atomicSupport();
    expect(sent).toEqual([{ method: 'wallet_getCapabilities', params: [alice, ['0x7a69']] }]);
    await expect(setup({ answers: { wallet_getCapabilities: 'yes' } }).api.atomicSupport()).rejects.toThrow('Invalid wallet response to wallet_getCapabilities: Expected object received string');
  });

  it('reads the calls status and its receipts; a malformed answer is a clear error', async () => {
    const receipt = { transactionHash: h(1), status: '0x1', blockNumber: '0x10', logs: [], blockHash: h(9), gasUsed: '0x5208' };
    const { api } = setup({ answers: { wallet_getCallsStatus: { version: '2.0.0', id: '0xb', chainId: '0x7a69', atomic: true, status: 200, receipts: [receipt] } } });
    expect(await api.getCallsStatus('0xb')).toEqual({ id: '0xb', statusCode: 200, status: 'success', atomic: true, receipts: [{ transactionHash: h(1), status: 'success', blockNumber: 16n }] });
    const partial = setup({ answers: { wallet_getCallsStatus: { status: 600, receipts: [receipt, { ...receipt, transactionHash: h(2), status: '0x0' }] } } });
    expect(await partial.api.getCallsStatus('0xb')).toMatchObject({ status: 'partial', atomic: false, receipts: [{ status: 'success' }, { status: 'reverted' }] });
    await expect(setup({ answers: { wallet_getCallsStatus: { status: 'done' } } }).api.getCallsStatus('0xb')).rejects.toThrow('Invalid wallet response to wallet_getCallsStatus: Expected a status code');
    await expect(setup({ answers: { wallet_getCallsStatus: { status: 200, receipts: [{ transactionHash: '0x12', status: '0x1' }] } } }).api.getCallsStatus('0xb')).rejects.toThrow('Expected receipts with a transaction hash');
    await expect(setup({ answers: { wallet_sendCalls: { id: 42 } } }).api.sendCalls({ calls: [{ to: bob }] })).rejects.toThrow('Invalid wallet response to wallet_sendCalls: Expected a batch id');
  });

  it('waits while the batch is pending; gives up after the timeout', async () => {
    const answers = [{ status: 100 }, { status: 100 }, { status: 200, receipts: [] }];
    const { api, sent } = setup({ answers: { wallet_getCallsStatus: () => answers.shift() } });
    expect((await api.waitForCallsStatus('0xb', { pollMs: 1 })).status).toBe('success');
    expect(sent.filter((s) => s.method === 'wallet_getCallsStatus')).toHaveLength(3);
    await expect(setup({ answers: { wallet_getCallsStatus: { status: 100 } } }).api.waitForCallsStatus('0xb', { pollMs: 1, timeoutMs: 0 })).rejects.toMatchObject({ code: 'TIMEOUT' });
  });

  it('sendBatch: one wallet_sendCalls for a wallet with atomic batches, waited for', async () => {
    const { api, sent } = setup({ answers: {
      wallet_getCapabilities: capable,
      wallet_sendCalls: { id: '0xb' },
      wallet_getCallsStatus: { status: 200, atomic: true, receipts: [{ transactionHash: h(7), status: '0x1' }, { transactionHash: h(8), status: '0x1' }] },
    } });
    const r = await api.sendBatch({ calls: [{ to: usdc, data: transfer }, { to: bob, value: 1n }] });
    expect(r).toEqual({ via: 'wallet_sendCalls', id: '0xb', status: 'success', receipts: [{ transactionHash: h(7), status: 'success' }, { transactionHash: h(8), status: 'success' }] });
    expect(sent.map((s) => s.method)).toEqual(['wallet_getCapabilities', 'wallet_sendCalls', 'wallet_getCallsStatus']);
  });

  it('sendBatch without the capability: one eth_sendTransaction per call, each mined first, stopping at a revert', async () => {
    const { api, sent } = setup({ answers: { wallet_getCapabilities: {} }, mined: ['success', 'reverted'] });
    const r = await api.sendBatch({ calls: [{ to: usdc, data: transfer }, { to: bob, value: 1n }, { to: bob, value: 2n }] });
    expect(r).toEqual({ via: 'eth_sendTransaction', status: 'partial', receipts: [{ transactionHash: h(1), status: 'success', blockNumber: 1n }, { transactionHash: h(2), status: 'reverted', blockNumber: 2n }] });
    expect(sent.map((s) => s.method)).toEqual(['wallet_getCapabilities', 'eth_sendTransaction', 'eth_sendTransaction']);
    expect(sent[1]!.params).toEqual([{ from: alice, to: usdc, value: undefined, data: transfer }]);
  });

  it('sendBatch without the capability: atomicRequired is refused, and a batch for another network than the wallet is on', async () => {
    const { api, sent } = setup({ answers: { wallet_getCapabilities: {} } });
    await expect(api.sendBatch({ calls: [{ to: bob }], atomicRequired: true })).rejects.toMatchObject({ code: 'ATOMIC_UNSUPPORTED' });
    await expect(api.sendBatch({ calls: [{ to: bob }], chainId: 1 })).rejects.toThrow('Switch the wallet to Ethereum to send these calls');
    expect(sent.map((s) => s.method)).toEqual(['wallet_getCapabilities', 'wallet_getCapabilities']);
  });
});
