/**
 * The HTTP JSON-RPC transport for a network (spec §9 "HTTP RPC default timeout 10 s, batch size 1000,
 * fallback ping interval 4 s, 10 samples"). One URL: viem's http transport with those limits. Several:
 * viem's fallback transport over them in order — a failing node hands the call to the next — with
 * ranking on, so every 4 s each node is pinged and the last 10 samples (latency and success) reorder
 * them. A subpath of its own (`@gangway/lib-eip155/rpc-transport`): it imports viem, and the package
 * root stays free of a chain SDK.
 */
import { fallback, http, type HttpTransportConfig, type Transport } from 'viem';

export const RPC_TIMEOUT_MS = 10_000;
export const RPC_BATCH_SIZE = 1000;
export const RPC_FALLBACK_PING_MS = 4_000;
export const RPC_FALLBACK_SAMPLES = 10;

export interface RpcTransportOptions {
  /** Passed to each http transport (tests hand in a fetch double). */
  fetchFn?: HttpTransportConfig['fetchFn'];
  /** Ranking pings; on by default with several URLs (off in tests that count requests). */
  rank?: boolean;
}

/** The transport for these URLs, in order of preference; throws on an empty list (the caller decides what that means). */
export function rpcTransport(urls: readonly string[], { fetchFn, rank = true }: RpcTransportOptions = {}): Transport {
  const unique = [...new Set(urls)];
  if (!unique.length) throw new Error('rpcTransport: no RPC URL');
  const one = (url: string, retry?: number) =>
    http(url, { timeout: RPC_TIMEOUT_MS, batch: { batchSize: RPC_BATCH_SIZE }, ...(retry !== undefined && { retryCount: retry }), ...(fetchFn && { fetchFn }) });
  // One node: viem's own retries. Several: no per-node retries, so a dead node hands over at once
  // (the fallback itself retries the call on the next node).
  if (unique.length === 1) return one(unique[0]);
  return fallback(unique.map((u) => one(u, 0)), {
    rank: rank ? { interval: RPC_FALLBACK_PING_MS, sampleCount: RPC_FALLBACK_SAMPLES } : false,
  });
}
