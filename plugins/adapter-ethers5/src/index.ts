/**
 * The ethers 5 adapter (installed as an npm alias: `"ethers5": "npm:ethers@5"`):
 *
 *   const ethers5Adapter = new Ethers5Adapter();
 *   const gangway = createGangway({ networks, projectId, adapters: [ethers5Adapter], plugins: builtinPlugins });
 *   const provider = new providers.Web3Provider(ethers5Adapter.provider, 'any');  // or ethers5Adapter.getWeb3Provider()
 *   const signer = ethers5Adapter.getSigner();                                      // the connected account
 *
 * `provider` is the widget's EIP-1193 provider (see the ethers v6 adapter); ethers 5 is the host's.
 */
import { providers } from 'ethers5';
import type { PluginManifest } from '@gangway/kernel';
import { createBridge, createWidgetProvider, type WidgetProvider } from '@gangway/lib-adapter';
import { adapterEthers5Manifest } from './manifest';

export class Ethers5Adapter {
  readonly type = 'ethers5' as const;
  readonly namespace = 'eip155' as const;
  /** The seam the adapter's plugin binds (lib-adapter). */
  readonly bridge = createBridge();
  /** EIP-1193, ready for `new providers.Web3Provider(provider, 'any')`. */
  readonly provider: WidgetProvider = createWidgetProvider(this.bridge);
  readonly plugins: PluginManifest[] = [adapterEthers5Manifest];
  #web3?: providers.Web3Provider;

  /** One Web3Provider over the widget; network 'any' so a switch in the widget is followed. */
  getWeb3Provider(): providers.Web3Provider {
    return (this.#web3 ??= new providers.Web3Provider(this.provider as never, 'any'));
  }

  /** The connected account's signer (ethers 5 resolves the account on first use). */
  getSigner(): providers.JsonRpcSigner {
    return this.getWeb3Provider().getSigner();
  }
}
