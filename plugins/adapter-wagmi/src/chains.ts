/** The widget's eip155 networks as viem chains, and wagmi transports on each network's own RPC. */
import { http, type Transport } from '@wagmi/core';
import { defineChain, type Chain } from 'viem';
import type { Network } from '@gangway/kernel';

export function toViemChain(n: Network): Chain {
  return defineChain({
    id: Number(n.id),
    name: n.name,
    nativeCurrency: n.nativeCurrency,
    rpcUrls: { default: { http: [...n.rpcUrls.default.http] } },
    ...(n.blockExplorers?.default ? { blockExplorers: { default: { name: n.blockExplorers.default.name, url: n.blockExplorers.default.url } } } : {}),
    testnet: n.testnet,
  });
}

/**
 * The configured RPC of each network (its first http URL); a network without one uses the widget's
 * RPC proxy (spec §7: /v1/?chainId={id}&projectId={id}) when a project id is given.
 */
export function transportsFor(networks: readonly Network[], rpcProxy: { url: string; projectId?: string } | undefined): Record<number, Transport> {
  const out: Record<number, Transport> = {};
  for (const n of networks) {
    const own = n.rpcUrls.default.http[0];
    const proxy = rpcProxy?.projectId ? `${rpcProxy.url.replace(/\/+$/, '')}/v1/?chainId=${n.caipNetworkId}&projectId=${rpcProxy.projectId}` : undefined;
    out[Number(n.id)] = http(own ?? proxy);
  }
  return out;
}
