/**
 * The wagmi adapter, for hosts on wagmi (RainbowKit and ConnectKit users are wagmi users):
 *
 *   const wagmiAdapter = new WagmiAdapter({ networks, projectId });
 *   const gangway = createGangway({ networks, projectId, adapters: [wagmiAdapter], plugins: builtinPlugins });
 *   <WagmiProvider config={wagmiAdapter.wagmiConfig}>…</WagmiProvider>
 *
 * `wagmiConfig` holds one connector, the widget's; its chains are the widget's eip155 networks and its
 * transports their RPC URLs. The adapter brings its plugin (plugin API v2) in `plugins`: the kernel adds
 * it when the host passes the adapter. wagmi (and @wagmi/core, viem) are the host's: peer dependencies,
 * one copy.
 */
import { createConfig, type Config, type CreateConfigParameters, type Transport } from '@wagmi/core';
import type { Chain } from 'viem';
import type { Network, PluginManifest } from '@gangway/kernel';
import { createBridge, createWidgetProvider, type WidgetProvider } from '@gangway/lib-adapter';
import { toViemChain, transportsFor } from './chains';
import { gangwayConnector } from './connector';
import { adapterWagmiManifest } from './manifest';

export { GANGWAY_CONNECTOR_ID, gangwayConnector } from './connector';
export { toViemChain, transportsFor } from './chains';

export interface WagmiAdapterOptions extends Omit<Partial<CreateConfigParameters>, 'chains' | 'connectors' | 'transports' | 'client'> {
  /** The widget's networks (the same list as createGangway's); the eip155 ones become wagmi's chains. */
  networks: readonly Network[];
  projectId?: string;
  /** Your own transports by chain id; default: each network's RPC URL (else the RPC proxy). */
  transports?: Record<number, Transport>;
  /** The RPC proxy base (createGangway's `endpoints.rpc`), for networks without an RPC URL. */
  rpcUrl?: string;
}

export class WagmiAdapter {
  readonly type = 'wagmi' as const;
  readonly namespace = 'eip155' as const;
  /** The seam the adapter's plugin binds (lib-adapter). */
  readonly bridge = createBridge();
  /** The EIP-1193 provider behind the connector. */
  readonly provider: WidgetProvider = createWidgetProvider(this.bridge);
  readonly plugins: PluginManifest[] = [adapterWagmiManifest];
  readonly wagmiConfig: Config<readonly [Chain, ...Chain[]], Record<number, Transport>>;

  constructor(options: WagmiAdapterOptions) {
    const { networks, projectId, transports, rpcUrl, ...rest } = options;
    const eip155 = networks.filter((n) => n.chainNamespace === 'eip155');
    if (!eip155.length) throw new Error('WagmiAdapter needs at least one eip155 network');
    const chains = eip155.map(toViemChain) as [Chain, ...Chain[]];
    this.wagmiConfig = createConfig({
      // The widget discovers wallets (EIP-6963 included) and is the one connect UI.
      multiInjectedProviderDiscovery: false,
      ...rest,
      chains,
      connectors: [gangwayConnector(this.bridge, this.provider)],
      transports: { ...transportsFor(eip155, rpcUrl ? { url: rpcUrl, projectId } : undefined), ...transports },
    });
  }
}
