// EIP-5792 for the devnet's EVM test wallets (injected, WalletConnect, the embedded frame): wallet_sendCalls
// checked as a wallet would (spec §5: 'to' and data start with 0x; here whole addresses and hex), the
// whole batch simulated first in one block (eth_simulateV1, state carried from call to call) so a call that
// would fail refuses the batch with nothing sent, then each call sent on chain; wallet_getCallsStatus read
// from the receipts. The simulation is what lets the wallet report `atomic`: on a chain nobody else
// writes to between the simulation and the sends, the batch lands whole or not at all; if another
// writer makes a call revert anyway, the status says so (600, atomic false).
import { numberToHex } from 'viem';
import { RpcError } from './rpc-error.mjs';

/** Batches by id, for the process: the frame builds a signer per request, and the status comes later. */
const batches = new Map();

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const HEX = /^0x[0-9a-fA-F]*$/;

/** @param {unknown} v @param {string} what */
const invalid = (what, v) => new RpcError(-32602, `Invalid params: ${what} (got ${JSON.stringify(v)})`);

/** @param {string} url @param {string} method @param {unknown[]} params */
async function rpcAt(url, method, params) {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) });
  const j = await res.json();
  if (j.error) throw new RpcError(j.error.code ?? -32603, j.error.message, j.error.data);
  return j.result;
}

/** The calls of a wallet_sendCalls request, checked. @param {any} p */
export function checkedCalls(p) {
  if (!p || typeof p !== 'object') throw invalid('expected one object', p);
  if (!Array.isArray(p.calls) || !p.calls.length) throw invalid('calls must be a non-empty list', p.calls);
  return p.calls.map((/** @type {any} */ c, /** @type {number} */ i) => {
    if (!c || typeof c !== 'object') throw invalid(`calls.${i} is not an object`, c);
    if (typeof c.to !== 'string' || !ADDRESS.test(c.to)) throw invalid(`calls.${i}.to must be a 0x address`, c.to);
    if (c.data !== undefined && (typeof c.data !== 'string' || !HEX.test(c.data))) throw invalid(`calls.${i}.data must be 0x hex`, c.data);
    if (c.value !== undefined && (typeof c.value !== 'string' || !/^0x[0-9a-fA-F]+$/.test(c.value))) throw invalid(`calls.${i}.value must be a hex quantity`, c.value);
    return { to: c.to, ...(c.data !== undefined && { data: c.data }), ...(c.value !== undefined && { value: c.value }) };
  });
}

/**
 * @param {{ address: `0x${string}`, chains: () => Record<number, string>, current: () => number,
 *   sendTx: (tx: any, chainId: number) => Promise<`0x${string}`>, enabled: boolean }} w
 */
export function createBatches(w) {
  const unsupported = (/** @type {string} */ method) => new RpcError(4200, `Unsupported method ${method}`);
  return {
    /** EIP-5792 capabilities per chain: asset discovery always; atomic batches when enabled. */
    capabilities() {
      /** @type {Record<string, unknown>} */
      const caps = {};
      for (const id of Object.keys(w.chains())) caps[numberToHex(Number(id))] = { assetDiscovery: { supported: true }, ...(w.enabled && { atomic: { status: 'supported' } }) };
      return caps;
    },
    /** @param {any} p */
    async sendCalls(p) {
      if (!w.enabled) throw unsupported('wallet_sendCalls');
      const calls = checkedCalls(p);
      const chainId = p.chainId === undefined ? w.current() : Number(p.chainId);
      const url = w.chains()[chainId];
      if (!url) throw new RpcError(5710, `Unsupported chain id ${p.chainId}`);
      if (p.from !== undefined && String(p.from).toLowerCase() !== w.address.toLowerCase()) throw new RpcError(4100, `Unknown account ${p.from}`);
      const sim = await rpcAt(url, 'eth_simulateV1', [{ blockStateCalls: [{ calls: calls.map((/** @type {any} */ c) => ({ from: w.address, ...c })) }] }, 'latest']);
      const failed = sim[0].calls.findIndex((/** @type {any} */ c) => c.status !== '0x1');
      if (failed >= 0) throw new RpcError(-32603, `Call ${failed + 1} of ${calls.length} would fail (${sim[0].calls[failed].error?.message ?? 'reverted'}): nothing was sent`);
      const hashes = [];
      for (const call of calls) hashes.push(await w.sendTx(call, chainId));
      const id = `0x${Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('hex')}`;
      batches.set(id, { id, hashes, chainId, url });
      return { id };
    },
    /** @param {unknown} id */
    async getCallsStatus(id) {
      if (!w.enabled) throw unsupported('wallet_getCallsStatus');
      const b = batches.get(id);
      if (!b) throw new RpcError(5730, 'Unknown bundle id');
      const receipts = [];
      for (const h of b.hashes) {
        const r = await rpcAt(b.url, 'eth_getTransactionReceipt', [h]);
        if (r) receipts.push({ logs: r.logs.map((/** @type {any} */ l) => ({ address: l.address, data: l.data, topics: l.topics })), status: r.status, blockHash: r.blockHash, blockNumber: r.blockNumber, gasUsed: r.gasUsed, transactionHash: r.transactionHash });
      }
      const ok = receipts.filter((r) => r.status === '0x1').length;
      const status = receipts.length < b.hashes.length ? 100 : ok === receipts.length ? 200 : ok === 0 ? 500 : 600;
      return { version: '2.0.0', id: b.id, chainId: numberToHex(b.chainId), atomic: status !== 600, status, receipts };
    },
  };
}
