/**
 * The eip155 service's EIP-5792 part: capabilities, wallet_sendCalls, wallet_getCallsStatus, and
 * sendBatch, which falls back to one eth_sendTransaction per call for a wallet without batches.
 * Every call is checked (spec §5) before anything reaches the wallet.
 */
import { GangwayError, type Network } from '@gangway/kernel';
import { numberToHex, type Address } from 'viem';
import { assertCalls, atomicSupport, callsStatus, sendCallsId, type CallBatch, type CallReceipt, type CallsStatus, type Eip155Service } from '@gangway/lib-eip155';

type BatchApi = Pick<Eip155Service, 'atomicSupport' | 'sendCalls' | 'getCallsStatus' | 'waitForCallsStatus' | 'sendBatch'>;
type Base = Pick<Eip155Service, 'network' | 'request' | 'sendTransaction' | 'publicClient'>;

export interface BatchDeps {
  /** The active eip155 network and the connected address (undefined when not connected). */
  active(): { network?: Network; address?: Address };
  sleep?(ms: number): Promise<void>;
}

const sleepMs = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
/** A JSON-RPC error from the wallet (EIP-1193 errors carry a numeric code), as opposed to Gangway's own. */
const isWalletError = (e: unknown) => typeof (e as { code?: unknown } | null)?.code === 'number';

export function createBatchApi(base: Base, deps: BatchDeps): BatchApi {
  const sleep = deps.sleep ?? sleepMs;
  /** The batch's network (the active one by default) and the connected address, or §8's error. */
  const origin = (chainId: CallBatch['chainId']) => {
    const { network: active, address } = deps.active();
    if (!active || !address) throw new GangwayError('CAIP_NETWORK_OR_ADDRESS_UNDEFINED');
    return { network: chainId === undefined ? active : base.network(chainId), active, address };
  };

  const api: BatchApi = {
    async atomicSupport(chainId) {
      const { network, address } = origin(chainId);
      const hexId = numberToHex(Number(network.id));
      let answer: unknown;
      try {
        answer = await base.request('wallet_getCapabilities', [address, [hexId]]);
      } catch (error) {
        // A wallet that does not know the method (or refuses it) simply has no batches.
        if (isWalletError(error)) return 'unsupported';
        throw error;
      }
      return atomicSupport(answer, hexId);
    },
    async sendCalls({ calls, chainId, capabilities, atomicRequired = false }) {
      assertCalls(calls);
      const { network, address } = origin(chainId);
      const params = {
        version: '2.0.0',
        from: address,
        chainId: numberToHex(Number(network.id)),
        atomicRequired,
        calls: calls.map((c) => ({ to: c.to, ...(c.data !== undefined && { data: c.data }), ...(c.value !== undefined && { value: numberToHex(c.value) }) })),
        ...(capabilities && { capabilities }),
      };
      return { id: sendCallsId(await base.request('wallet_sendCalls', [params])) };
    },
    async getCallsStatus(id) {
      return callsStatus(await base.request('wallet_getCallsStatus', [id]), id);
    },
    async waitForCallsStatus(id, { pollMs = 1000, timeoutMs = 120_000 } = {}) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const status = await api.getCallsStatus(id);
        if (status.status !== 'pending') return status;
        if (Date.now() >= until) throw new GangwayError('TIMEOUT', `The batch ${id} is still pending after ${Math.round(timeoutMs / 1000)} s`);
        await sleep(pollMs);
      }
    },
    async sendBatch(batch) {
      assertCalls(batch.calls);
      const { network, active, address } = origin(batch.chainId);
      const support = await api.atomicSupport(network.id);
      if (support !== 'unsupported') {
        const { id } = await api.sendCalls(batch);
        const status: CallsStatus = await api.waitForCallsStatus(id);
        return { via: 'wallet_sendCalls', id, status: status.status, receipts: status.receipts };
      }
      if (batch.atomicRequired) throw new GangwayError('ATOMIC_UNSUPPORTED', 'The wallet cannot send these calls as one all-or-nothing batch');
      // eth_sendTransaction goes to the wallet's network: the batch must be for that one.
      if (active.caipNetworkId !== network.caipNetworkId) throw new GangwayError('BATCH_NETWORK', `Switch the wallet to ${network.name} to send these calls`);
      const client = base.publicClient(network.id);
      const receipts: CallReceipt[] = [];
      for (const call of batch.calls) {
        // Each call mined before the next is asked: a later call may need an earlier one's effect (an approval).
        const hash = await base.sendTransaction({ from: address, to: call.to, value: call.value, data: call.data });
        const r = await client.waitForTransactionReceipt({ hash });
        receipts.push({ transactionHash: hash, status: r.status, blockNumber: r.blockNumber });
        if (r.status !== 'success') break;
      }
      const ok = receipts.filter((r) => r.status === 'success').length;
      const status = ok === batch.calls.length ? 'success' : ok === 0 ? 'failure' : 'partial';
      return { via: 'eth_sendTransaction', status, receipts };
    },
  };
  return api;
}
