/**
 * Which JSON-RPC URLs serve a network, in order (no viem here). A network's own http(s) URLs win,
 * all of them (the RPC transport falls back from one to the next): the host knows its nodes. A
 * network without its own URL goes through the configured RPC proxy of spec §7
 * (`/v1/?chainId=…&projectId=…`) — if the proxy serves it: `GET v1/supported-chains` lists the
 * chains it serves; while that list is unknown (not answered yet, or failed) the proxy is tried.
 * An empty result means no node serves the network: the caller raises 'Network not found' and the
 * Network Not Found alert. `supported` is called only for a network without its own URL, so a host
 * that lists its nodes never makes the supported-chains request.
 */
import type { Network } from '@gangway/kernel';
import { rpcUrlFor } from './networks';

export function rpcUrlsFor(network: Network, rpcBase: string, projectId: string | undefined, supported?: () => readonly string[] | undefined): string[] {
  const own = network.rpcUrls.default.http.filter((u) => /^https?:\/\//i.test(u));
  if (own.length) return own;
  const list = supported?.();
  return !list || list.includes(network.caipNetworkId) ? [rpcUrlFor(network, rpcBase, projectId)] : [];
}
