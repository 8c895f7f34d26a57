/**
 * EIP-5792 batches, the parts several plugins need without viem at run time: the spec §5 check of
 * each call (a 'to' starting with 0x, optional data starting with 0x; the messages are §5's schema
 * wording), the wallet's atomic-batch capability for a chain, and the calls-status answer checked and
 * read (status codes as viem reads them: 1xx pending, 200 success, 4xx/5xx failure, 600 partial).
 */
import { ERRORS, GangwayError, expectedReceived } from '@gangway/kernel';
import { invalidWalletResponse } from './wallet-answers';

/** One call of a batch, as a caller gives it. */
export interface BatchCall { to: `0x${string}`; data?: `0x${string}`; value?: bigint }

/** What the wallet says about batching on a chain (EIP-5792 `atomic.status`; 'unsupported' when it says nothing). */
export type AtomicSupport = 'supported' | 'ready' | 'unsupported';

export interface CallReceipt { transactionHash: `0x${string}`; status: 'success' | 'reverted'; blockNumber?: bigint }

export interface CallsStatus {
  id: string;
  /** The wallet's code (EIP-5792: 100 pending, 200 confirmed, 400 failed off chain, 500 reverted, 600 partly reverted). */
  statusCode: number;
  status: 'pending' | 'success' | 'failure' | 'partial';
  /** Whether the wallet ran the calls all-or-nothing. */
  atomic: boolean;
  receipts: CallReceipt[];
}

const typeName = (x: unknown) => (x === null ? 'null' : Array.isArray(x) ? 'array' : typeof x);

/** Spec §5: each call needs a 'to' starting with 0x and optional data starting with 0x; `value` a non-negative bigint. */
export function callProblems(calls: unknown): string[] {
  if (calls === undefined) return [`calls: ${ERRORS.REQUIRED}`];
  if (!Array.isArray(calls)) return [`calls: ${expectedReceived('array', typeName(calls))}`];
  // An empty batch asks the visitor to approve nothing.
  if (!calls.length) return [`calls: ${ERRORS.INVALID_INPUT}`];
  const problems: string[] = [];
  calls.forEach((call: unknown, i) => {
    const at = `calls.${i}`;
    if (!call || typeof call !== 'object' || Array.isArray(call)) { problems.push(`${at}: ${expectedReceived('object', typeName(call))}`); return; }
    const { to, data, value } = call as Record<string, unknown>;
    if (to === undefined) problems.push(`${at}.to: ${ERRORS.REQUIRED}`);
    else if (typeof to !== 'string') problems.push(`${at}.to: ${expectedReceived('string', typeName(to))}`);
    else if (!to.startsWith('0x')) problems.push(`${at}.to: ${ERRORS.INVALID_INPUT}`);
    if (data !== undefined) {
      if (typeof data !== 'string') problems.push(`${at}.data: ${expectedReceived('string', typeName(data))}`);
      else if (!data.startsWith('0x')) problems.push(`${at}.data: ${ERRORS.INVALID_INPUT}`);
    }
    if (value !== undefined) {
      if (typeof value !== 'bigint') problems.push(`${at}.value: ${expectedReceived('bigint', typeName(value))}`);
      else if (value < 0n) problems.push(`${at}.value: ${ERRORS.INVALID_INPUT}`);
    }
  });
  return problems;
}

/** Throws one GangwayError ('INVALID_CALLS') listing every problem of the batch, so nothing reaches the wallet. */
export function assertCalls(calls: unknown): asserts calls is BatchCall[] {
  const problems = callProblems(calls);
  if (problems.length) throw new GangwayError('INVALID_CALLS', problems.join('; '), { details: { problems } });
}

const isRecord = (x: unknown): x is Record<string, unknown> => !!x && typeof x === 'object' && !Array.isArray(x);

/**
 * The atomic-batch support a wallet_getCapabilities answer gives `hexChainId`: its own entry, else the
 * '0x0' entry (EIP-5792: every chain). EIP-5792 v2's `atomic.status`; the earlier `atomicBatch.supported` counts too.
 */
export function atomicSupport(answer: unknown, hexChainId: string): AtomicSupport {
  if (!isRecord(answer)) throw invalidWalletResponse('wallet_getCapabilities', expectedReceived('object', typeName(answer)));
  const key = Object.keys(answer).find((k) => k.toLowerCase() === hexChainId.toLowerCase());
  for (const caps of [key === undefined ? undefined : answer[key], answer['0x0']]) {
    if (!isRecord(caps)) continue;
    const atomic = caps.atomic;
    if (isRecord(atomic) && (atomic.status === 'supported' || atomic.status === 'ready')) return atomic.status;
    if (isRecord(caps.atomicBatch) && caps.atomicBatch.supported === true) return 'supported';
  }
  return 'unsupported';
}

/** The batch id in a wallet_sendCalls answer: `{ id }` (EIP-5792 v2) or the id itself (earlier drafts). */
export function sendCallsId(answer: unknown): string {
  const id = isRecord(answer) ? answer.id : answer;
  if (typeof id !== 'string' || !id || id.length > 4096) throw invalidWalletResponse('wallet_sendCalls', 'Expected a batch id');
  return id;
}

const HASH = /^0x[0-9a-fA-F]{64}$/;

/** Reads a wallet_getCallsStatus answer; a malformed one is 'Invalid wallet response to wallet_getCallsStatus: …'. */
export function callsStatus(answer: unknown, id: string): CallsStatus {
  const bad = (why: string) => invalidWalletResponse('wallet_getCallsStatus', why);
  if (!isRecord(answer)) throw bad(expectedReceived('object', typeName(answer)));
  // Earlier drafts answered 'PENDING' / 'CONFIRMED'.
  const code = answer.status === 'PENDING' ? 100 : answer.status === 'CONFIRMED' ? 200 : answer.status;
  if (typeof code !== 'number' || !Number.isInteger(code) || code < 100 || code > 699) throw bad('Expected a status code');
  const raw = answer.receipts ?? [];
  if (!Array.isArray(raw)) throw bad(expectedReceived('array', typeName(raw)));
  const receipts = raw.map((r): CallReceipt => {
    if (!isRecord(r) || typeof r.transactionHash !== 'string' || !HASH.test(r.transactionHash)) throw bad('Expected receipts with a transaction hash');
    const status = r.status === '0x1' || r.status === 1 || r.status === 'success' ? 'success' : r.status === '0x0' || r.status === 0 || r.status === 'reverted' ? 'reverted' : undefined;
    if (!status) throw bad('Expected a receipt status');
    const block = typeof r.blockNumber === 'string' && /^0x[0-9a-fA-F]+$/.test(r.blockNumber) ? BigInt(r.blockNumber) : undefined;
    return { transactionHash: r.transactionHash as `0x${string}`, status, ...(block !== undefined && { blockNumber: block }) };
  });
  const status = code < 200 ? 'pending' : code < 300 ? 'success' : code >= 600 ? 'partial' : 'failure';
  return { id: typeof answer.id === 'string' ? answer.id : id, statusCode: code, status, atomic: answer.atomic === true, receipts };
}
