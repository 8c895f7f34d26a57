/**
 * The ethers (v6) adapter:
 *
 *   const ethersAdapter = new EthersAdapter();
 *   const gangway = createGangway({ networks, projectId, adapters: [ethersAdapter], plugins: builtinPlugins });
 *   const provider = ethersAdapter.getBrowserProvider();   // or new BrowserProvider(ethersAdapter.provider, 'any', { cacheTimeout: -1 })
 *   const signer = await ethersAdapter.getSigner();                  // the connected account
 *
 * `provider` is an EIP-1193 provider backed by the widget (lib-adapter's widget provider): requests
 * reach the wallet the visitor connected in the widget, `eth_requestAccounts` opens the widget, a
 * `wallet_switchEthereumChain` is the widget's switch and `wallet_revokePermissions` its disconnect.
 * ethers is the host's (a peer dependency, one copy).
 */
import { BrowserProvider, type JsonRpcSigner } from 'ethers';
import type { PluginManifest } from '@gangway/kernel';
import { createBridge, createWidgetProvider, type WidgetProvider } from '@gangway/lib-adapter';
import { adapterEthersManifest } from './manifest';

export class EthersAdapter {
  readonly type = 'ethers' as const;
  readonly namespace = 'eip155' as const;
  /** The seam the adapter's plugin binds (lib-adapter). */
  readonly bridge = createBridge();
  /** EIP-1193, ready for `new BrowserProvider(provider)`. */
  readonly provider: WidgetProvider = createWidgetProvider(this.bridge);
  readonly plugins: PluginManifest[] = [adapterEthersManifest];
  #browser?: BrowserProvider;

  /**
   * One BrowserProvider over the widget. Its network is 'any': the visitor may switch chains in the
   * widget, and ethers then follows instead of failing with "network changed". Its request cache is
   * off (`cacheTimeout: -1`): ethers shares identical requests for 250 ms by method and parameters,
   * not by chain, so a balance read just after a switch would answer the previous chain's.
   */
  getBrowserProvider(): BrowserProvider {
    return (this.#browser ??= new BrowserProvider(this.provider as never, 'any', { cacheTimeout: -1 }));
  }

  /** The connected account's signer; opens the widget to connect first when nobody is connected. */
  async getSigner(): Promise<JsonRpcSigner> {
    return this.getBrowserProvider().getSigner();
  }
}
