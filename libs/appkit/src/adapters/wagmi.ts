/**
 * `@gangway/appkit/adapter-wagmi`: AppKit's `WagmiAdapter` (reown-com/appkit packages/adapters/wagmi/src/client.ts:86,
 * its options wagmi's `CreateConfigParameters` plus `networks`, `projectId`, `customRpcUrls`,
 * `pendingTransactionsFilter`) on Gangway's wagmi adapter (plugins/adapter-wagmi): the same class with
 * AppKit's constructor. `storage` (e.g. `createStorage({ storage: cookieStorage })`) and `ssr` are wagmi's
 * own options and reach `wagmiConfig` as they are.
 */
import { WagmiAdapter as GangwayWagmiAdapter, type WagmiAdapterOptions as GangwayWagmiAdapterOptions } from '@gangway/adapter-wagmi';
import type { Network } from '@gangway/kernel';
import { warnOnce } from '../options';

/** AppKit's `CustomRpcUrlMap`: RPC URLs by CAIP-2 network id, first one first. */
export type CustomRpcUrlMap = Record<string, { url: string; config?: unknown }[]>;

export interface WagmiAdapterOptions extends Omit<GangwayWagmiAdapterOptions, 'networks' | 'projectId'> {
  networks: readonly Network[];
  projectId: string;
  customRpcUrls?: CustomRpcUrlMap;
  /** AppKit's filter for the Activity view's pending transactions; Gangway's activity plugin has its own. */
  pendingTransactionsFilter?: { enable: boolean; pollingInterval?: number };
}

/** The networks with `customRpcUrls` put first in their RPC URLs (the wagmi transports read them). */
export function withCustomRpcUrls(networks: readonly Network[], custom: CustomRpcUrlMap | undefined): Network[] {
  if (!custom) return [...networks];
  return networks.map((n) => {
    const urls = custom[n.caipNetworkId]?.map((u) => u.url);
    if (!urls?.length) return n;
    return { ...n, rpcUrls: { ...n.rpcUrls, default: { ...n.rpcUrls.default, http: urls } } };
  });
}

export class WagmiAdapter extends GangwayWagmiAdapter {
  constructor(options: WagmiAdapterOptions) {
    const { customRpcUrls, pendingTransactionsFilter, networks, ...rest } = options;
    if (pendingTransactionsFilter !== undefined) warnOnce('pendingTransactionsFilter', 'not supported by Gangway; ignored');
    super({ ...rest, networks: withCustomRpcUrls(networks, customRpcUrls) });
  }
}
