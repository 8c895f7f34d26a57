/**
 * The universal adapter, for hosts that use no chain library:
 *
 *   const universalAdapter = new UniversalAdapter();
 *   const gangway = createGangway({ networks, projectId, adapters: [universalAdapter], plugins: builtinPlugins });
 *   const balance = await universalAdapter.provider.request({ method: 'eth_getBalance', params: [address, 'latest'] });
 *   const signature = await universalAdapter.provider.request({ method: 'personal_sign', params: [hexMessage, address] });
 *
 * `provider` is WalletConnect UniversalProvider-shaped (`request(args, chainId?)` on the connected
 * namespace; EIP-1193 events for eip155) and backed by the widget, whichever wallet the visitor
 * connected; `getWalletProvider(ns)` hands out the connected wallet's own provider (for a WalletConnect
 * session: WalletConnect's UniversalProvider itself).
 */
import type { ChainNamespace, PluginManifest } from '@gangway/kernel';
import { createBridge, createWidgetProvider } from '@gangway/lib-adapter';
import { adapterUniversalManifest } from './manifest';
import { createUniversalProvider, type UniversalProvider } from './universal-provider';

export type { UniversalProvider } from './universal-provider';

export class UniversalAdapter {
  readonly type = 'universal' as const;
  /** Absent: it serves every namespace (spec §1: the universal adapter). */
  readonly namespace?: ChainNamespace;
  /** The seam the adapter's plugin binds (lib-adapter). */
  readonly bridge = createBridge();
  readonly plugins: PluginManifest[] = [adapterUniversalManifest];
  readonly provider: UniversalProvider;

  constructor(options: { namespace?: ChainNamespace } = {}) {
    if (options.namespace) this.namespace = options.namespace;
    this.provider = createUniversalProvider(this.bridge, createWidgetProvider(this.bridge), options.namespace);
  }

  /**
   * The connected wallet's own provider on `namespace` (default: the active one) — for a WalletConnect
   * session WalletConnect's UniversalProvider, for an injected wallet its EIP-1193 provider — or
   * undefined when nothing is connected there.
   */
  async getWalletProvider<T = unknown>(namespace?: ChainNamespace): Promise<T | undefined> {
    const api = await this.bridge.api();
    const ns = namespace ?? api.state.getState().activeChain ?? 'eip155';
    if (api.state.getState().chains[ns]?.account.status !== 'connected') return undefined;
    return (await api.hooks.getProvider.for(ns).promise({ namespace: ns })) as T | undefined;
  }
}
