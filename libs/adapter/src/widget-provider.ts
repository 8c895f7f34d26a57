/**
 * An EIP-1193 provider backed by the widget, for host libraries (wagmi's connector, ethers'
 * BrowserProvider, ethers 5's Web3Provider, viem's custom transport). Whatever wallet the visitor
 * connected through the widget (injected, WalletConnect, embedded), the library sees one provider,
 * and what the library does is what the widget shows:
 * - eth_requestAccounts opens the widget (Connect, filtered to eip155) and answers once connected;
 *   closing the modal first is a rejection (4001);
 * - wallet_switchEthereumChain is the widget's switch (the wallet is asked, the widget shows it); a
 *   chain the host did not configure is 4902;
 * - wallet_revokePermissions disconnects the widget's eip155 namespace (the library's "disconnect");
 * - eth_accounts / eth_chainId answer from the widget state; signing and wallet_* methods go to the
 *   connected wallet through the kernel (the adapter plugin's 'wallet.sign' permission); reads go to
 *   the network's RPC through the eip155 service, so they work before connecting too.
 * Events: connect, accountsChanged, chainChanged and disconnect follow the widget state.
 */
import { isSigningMethod, type KernelState, type PluginApi } from '@gangway/kernel';
import { eip155Service } from '@gangway/lib-eip155';
import type { AdapterBridge } from './bridge';
import { findEip155Network } from '@gangway/lib-eip155';
import { chainIdOf, connectedAddress, toHexChainId } from './eip155-state';
import { invalidParams, ProviderRpcError, unauthorized, unrecognizedChain, userRejected } from './provider-error';

export type Eip1193Event = 'connect' | 'disconnect' | 'accountsChanged' | 'chainChanged' | 'message';
type Listener = (...args: unknown[]) => void;

export interface WidgetProvider {
  request<T = unknown>(args: { method: string; params?: unknown }): Promise<T>;
  on(event: Eip1193Event, listener: Listener): WidgetProvider;
  removeListener(event: Eip1193Event, listener: Listener): WidgetProvider;
  /** Marks it as the widget's, for hosts that look. */
  readonly isGangway: true;
}

/** Wait for the widget to connect eip155 after opening it; closing first is the visitor's refusal. */
async function requestAccounts(api: PluginApi): Promise<`0x${string}`[]> {
  const now = connectedAddress(api.state.getState());
  if (now) return [now];
  const opened = await api.ui.open({ namespace: 'eip155' });
  if (opened === false) throw userRejected();
  return new Promise((resolve, reject) => {
    const check = (s: KernelState) => {
      const address = connectedAddress(s);
      if (address) { off(); resolve([address]); } else if (!s.modal.open) { off(); reject(userRejected()); }
    };
    const off = api.state.subscribe(check);
    check(api.state.getState());
  });
}

async function switchChain(api: PluginApi, params: unknown): Promise<null> {
  const chainId = (params as [{ chainId?: unknown }] | undefined)?.[0]?.chainId;
  if (typeof chainId !== 'string' && typeof chainId !== 'number') throw invalidParams('wallet_switchEthereumChain needs [{ chainId }]');
  // Only the host's own networks: findEip155Network's mainnet fallback applies to hosts without eip155 ones.
  const network = api.options.networks.some((n) => n.chainNamespace === 'eip155') ? findEip155Network(api.options.networks, chainId) : undefined;
  if (!network) throw unrecognizedChain(String(chainId));
  await api.session.switchNetwork(network);
  return null;
}

export function createWidgetProvider(bridge: AdapterBridge): WidgetProvider {
  const listeners = new Map<Eip1193Event, Set<Listener>>();
  const emit = (event: Eip1193Event, ...args: unknown[]) => { for (const l of [...(listeners.get(event) ?? [])]) l(...args); };

  // Widget state → EIP-1193 events. A session already connected when the plugin binds is announced
  // (that is how a library learns of a session the widget restored at page load).
  bridge.whenBound((api) => {
    let address: string | undefined;
    let chainId = chainIdOf(api.state.getState());
    const follow = (s: KernelState) => {
      const nextAddress = connectedAddress(s);
      const nextChain = chainIdOf(s);
      if (nextChain !== undefined && nextChain !== chainId) {
        chainId = nextChain;
        emit('chainChanged', toHexChainId(nextChain));
      }
      if (nextAddress === address) return;
      const was = address;
      address = nextAddress;
      if (nextAddress && !was && chainId !== undefined) emit('connect', { chainId: toHexChainId(chainId) });
      emit('accountsChanged', nextAddress ? [nextAddress] : []);
      if (!nextAddress) emit('disconnect', new ProviderRpcError(4900, 'Disconnected'));
    };
    follow(api.state.getState());
    return api.state.subscribe(follow);
  });

  const provider: WidgetProvider = {
    isGangway: true,
    async request<T>({ method, params }: { method: string; params?: unknown }): Promise<T> {
      const api = await bridge.api();
      const state = api.state.getState();
      const address = connectedAddress(state);
      switch (method) {
        case 'eth_accounts': return (address ? [address] : []) as T;
        case 'eth_chainId': return toHexChainId(chainIdOf(state) ?? 1) as T;
        case 'net_version': return String(chainIdOf(state) ?? 1) as T;
        case 'eth_requestAccounts': return (await requestAccounts(api)) as T;
        case 'wallet_requestPermissions': await requestAccounts(api); return [{ parentCapability: 'eth_accounts' }] as T;
        case 'wallet_switchEthereumChain': return (await switchChain(api, params)) as T;
        case 'wallet_revokePermissions': if (address) await api.session.disconnect('eip155'); return null as T;
      }
      if (isSigningMethod(method) || method.startsWith('wallet_')) {
        if (!address) throw unauthorized();
        return api.wallet.request<T>('eip155', method, params);
      }
      const eip155 = await api.services.require(eip155Service);
      return (await eip155.publicClient(chainIdOf(state)).request({ method, params } as never)) as T;
    },
    on(event, listener) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)!.add(listener);
      return provider;
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener);
      return provider;
    },
  };
  return provider;
}
