/**
 * The bitcoin adapter: the connected Bitcoin wallet for a host that uses no chain library.
 *
 *   const bitcoinAdapter = new BitcoinAdapter();
 *   const gangway = createGangway({ networks: [bitcoinMainnet], projectId, adapters: [bitcoinAdapter], plugins: builtinPlugins });
 *   bitcoinAdapter.getAccount();                          // { isConnected, address, addresses: [{ address, purpose }] }
 *   await bitcoinAdapter.signMessage('hello');            // { address, signature } (BIP-322, verified)
 *   await bitcoinAdapter.sendTransfer({ recipientAddress, amount: '10000' });  // { txid }
 *   await bitcoinAdapter.signPsbt({ psbt, signInputs, broadcast });            // { psbt, txid? }
 *   await bitcoinAdapter.switchNetwork(bitcoinTestnet);   // the widget follows; getAccount().caipNetworkId too
 *
 * React: `useBitcoinAccount(adapter)` and `useBitcoinProvider(adapter)` from '@gangway/adapter-bitcoin/react'.
 * Every call goes to the provider the chain-bip122 plugin gives for the connected wallet
 * (`getProvider('bip122')`): signatures are checked, signed PSBTs compared with the ones asked for.
 */
import { GangwayError, type Network, type PluginApi, type PluginManifest } from '@gangway/kernel';
import { configuredNetworks, createBridge, switchConfiguredNetwork } from '@gangway/lib-adapter';
import type { BitcoinAddress, BitcoinProvider, SignPsbtParams, SignPsbtResult } from '@gangway/plugin-chain-bip122/public';
import { adapterBitcoinManifest } from './manifest';

export type { BitcoinAddress, BitcoinProvider, SignPsbtParams, SignPsbtResult };

export interface BitcoinAccount {
  isConnected: boolean;
  /** The session's address (the payment one unless the host's default account type says ordinal). */
  address?: string;
  /** Every address of the connected wallet, payment first. */
  addresses: BitcoinAddress[];
  /** CAIP-2 id of the active Bitcoin network. */
  caipNetworkId?: string;
}

const DISCONNECTED: BitcoinAccount = Object.freeze({ isConnected: false, addresses: [] });

function accountOf(api: PluginApi): BitcoinAccount {
  const s = api.state.getState();
  const chain = s.chains.bip122;
  if (chain?.account.status !== 'connected' || !chain.account.address) return DISCONNECTED;
  const all = (chain.account.allAccounts ?? []).filter((a) => a.namespace === 'bip122');
  const addresses = (all.length ? all : [{ address: chain.account.address, type: 'payment' }]).map((a) => ({ address: a.address, purpose: a.type === 'ordinal' ? 'ordinal' as const : 'payment' as const }));
  return { isConnected: true, address: chain.account.address, addresses, caipNetworkId: chain.network.caipNetwork?.caipNetworkId };
}

const sameAccount = (a: BitcoinAccount, b: BitcoinAccount) =>
  a.isConnected === b.isConnected && a.address === b.address && a.caipNetworkId === b.caipNetworkId &&
  a.addresses.length === b.addresses.length && a.addresses.every((x, i) => x.address === b.addresses[i].address && x.purpose === b.addresses[i].purpose);

export class BitcoinAdapter {
  readonly type = 'bitcoin' as const;
  readonly namespace = 'bip122' as const;
  /** The seam the adapter's plugin binds (lib-adapter). */
  readonly bridge = createBridge();
  readonly plugins: PluginManifest[] = [adapterBitcoinManifest];
  #account: BitcoinAccount = DISCONNECTED;
  readonly #listeners = new Set<() => void>();

  constructor() {
    this.bridge.whenBound((api) => {
      const update = () => {
        const next = accountOf(api);
        if (sameAccount(next, this.#account)) return;
        this.#account = next;
        for (const l of [...this.#listeners]) l();
      };
      update();
      const off = api.state.subscribe(update);
      return () => { off(); this.#account = DISCONNECTED; };
    });
  }

  /** The connected Bitcoin account (a stable object until it changes: fit for useSyncExternalStore). */
  getAccount = (): BitcoinAccount => this.#account;

  /** Calls `listener` whenever the account, its addresses or the network change; returns the unsubscribe. */
  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => { this.#listeners.delete(listener); };
  };

  /** The Bitcoin networks the host configured (the widget's `networks` of namespace bip122), in order. */
  async getNetworks(): Promise<Network[]> {
    return configuredNetworks(await this.bridge.api(), 'bip122');
  }

  /** The active Bitcoin network (the widget's; its first Bitcoin network before any choice). */
  async getNetwork(): Promise<Network | undefined> {
    const api = await this.bridge.api();
    return api.state.getState().chains.bip122?.network.caipNetwork ?? (await this.getNetworks())[0];
  }

  /**
   * Switches the widget's Bitcoin network (a configured one, by object or CAIP-2 id): the widget's
   * network button and Account view show it; `getAccount()` follows (its network, and the wallet's
   * addresses on that network). 'Network not found' for a network that is not a configured Bitcoin one.
   */
  async switchNetwork(target: Network | string): Promise<void> {
    await switchConfiguredNetwork(await this.bridge.api(), 'bip122', target);
  }

  /** The connected wallet's provider; 'No ActiveCaipAddress found' when no Bitcoin wallet is connected. */
  async getProvider(): Promise<BitcoinProvider> {
    const api = await this.bridge.api();
    const provider = await api.hooks.getProvider.for('bip122').promise({ namespace: 'bip122' });
    if (!provider) throw new GangwayError('NO_ACTIVE_ADDRESS');
    return provider as BitcoinProvider;
  }

  async getAddresses(): Promise<BitcoinAddress[]> {
    return (await this.getProvider()).getAddresses();
  }

  /** BIP-322 simple signature (base64) by `address` (default: the payment address). */
  async signMessage(message: string, address?: string): Promise<{ address: string; signature: string }> {
    return (await this.getProvider()).signMessage({ message, address });
  }

  async signPsbt(params: SignPsbtParams): Promise<SignPsbtResult> {
    return (await this.getProvider()).signPsbt(params);
  }

  /** Pays `amount` satoshis from the payment address; resolves once Esplora accepted the transaction. */
  async sendTransfer(params: { recipientAddress: string; amount: string | bigint; feeRate?: number }): Promise<{ txid: string }> {
    return (await this.getProvider()).sendTransfer(params);
  }
}
