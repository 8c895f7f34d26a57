/**
 * The Solana adapter: a web3.js `Connection` on the active cluster and the connected wallet's provider.
 *
 *   const solanaAdapter = new SolanaAdapter();
 *   const gangway = createGangway({ networks: [solanaDevnet], projectId, adapters: [solanaAdapter], plugins: builtinPlugins });
 *   const connection = await solanaAdapter.getConnection();          // the active cluster's RPC
 *   const lamports = await connection.getBalance(solanaAdapter.provider.publicKey!);
 *   const signature = await solanaAdapter.provider.signMessage(new TextEncoder().encode('hello'));
 *   await solanaAdapter.switchNetwork(solanaTestnet);                // the widget follows; getConnection() is the new cluster's
 *
 * web3.js is the host's (a peer dependency, one copy). React: `@gangway/adapter-solana/react`.
 */
import { Connection, type Commitment } from '@solana/web3.js';
import type { Network, PluginManifest } from '@gangway/kernel';
import { configuredNetworks, createBridge, switchConfiguredNetwork } from '@gangway/lib-adapter';
import { solanaService } from '@gangway/plugin-chain-solana/public';
import { adapterSolanaManifest } from './manifest';
import { createSolanaProvider, type SolanaProvider } from './solana-provider';

export type { AnyTransaction, SolanaProvider } from './solana-provider';

export class SolanaAdapter {
  readonly type = 'solana' as const;
  readonly namespace = 'solana' as const;
  /** The seam the adapter's plugin binds (lib-adapter). */
  readonly bridge = createBridge();
  readonly plugins: PluginManifest[] = [adapterSolanaManifest];
  readonly provider: SolanaProvider = createSolanaProvider(this.bridge);
  readonly #commitment: Commitment;
  #connection?: { url: string; connection: Connection };

  constructor(options: { commitment?: Commitment } = {}) {
    this.#commitment = options.commitment ?? 'confirmed';
  }

  /** The active Solana network (the widget's; its first Solana network before any choice). */
  async getNetwork(): Promise<Network> {
    const api = await this.bridge.api();
    return (await api.services.require(solanaService)).network();
  }

  /** The Solana clusters the host configured (the widget's `networks` of namespace solana), in order. */
  async getNetworks(): Promise<Network[]> {
    return configuredNetworks(await this.bridge.api(), 'solana');
  }

  /**
   * Switches the widget's Solana cluster (a configured one, by object or CAIP-2 id): the widget's network
   * button and Account view show it, `getNetwork()` answers it and `getConnection()` hands out a
   * Connection on its RPC. Connected or not, like the widget's own switch; 'Network not found' for a
   * network that is not one of the configured Solana clusters.
   */
  async switchNetwork(target: Network | string): Promise<void> {
    await switchConfiguredNetwork(await this.bridge.api(), 'solana', target);
  }

  /**
   * A web3.js Connection on the active cluster's RPC (the network's own URL, else the configured RPC
   * proxy). The same object while the cluster stays; a new one after a switch.
   */
  async getConnection(): Promise<Connection> {
    const api = await this.bridge.api();
    const service = await api.services.require(solanaService);
    const url = service.rpcUrl(service.network());
    if (this.#connection?.url !== url) this.#connection = { url, connection: new Connection(url, this.#commitment) };
    return this.#connection.connection;
  }
}
