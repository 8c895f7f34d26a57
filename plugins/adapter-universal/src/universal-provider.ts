/**
 * The universal provider: one `request({ method, params }, chainId?)` for every namespace, shaped like
 * WalletConnect's UniversalProvider, for hosts that use no chain library.
 * - eip155 is the widget's EIP-1193 provider (lib-adapter): accounts and chain from the widget state,
 *   `eth_requestAccounts` opens the widget, `wallet_switchEthereumChain` / `wallet_revokePermissions`
 *   are the widget's switch / disconnect, signing goes to the connected wallet, reads to the RPC. A read
 *   for another eip155 chain (`chainId` 'eip155:<id>') goes to that chain's RPC.
 * - Any other namespace goes to the connected wallet of that namespace through the kernel (e.g.
 *   solana's `solana_signMessage`).
 */
import type { ChainNamespace, PluginApi } from '@gangway/kernel';
import { isSigningMethod } from '@gangway/kernel';
import { eip155Service } from '@gangway/lib-eip155';
import { chainIdOf, ProviderRpcError, type AdapterBridge, type Eip1193Event, type WidgetProvider } from '@gangway/lib-adapter';

type Listener = (...args: unknown[]) => void;

export interface UniversalProvider {
  /** `chainId`: a CAIP-2 id ('eip155:1', 'solana:…'); default: the widget's active namespace and network. */
  request<T = unknown>(args: { method: string; params?: unknown }, chainId?: string): Promise<T>;
  on(event: Eip1193Event, listener: Listener): UniversalProvider;
  removeListener(event: Eip1193Event, listener: Listener): UniversalProvider;
  /** The CAIP-10 account of the active namespace, when connected. */
  readonly caipAddress: string | undefined;
  readonly isGangway: true;
}

const disconnected = (ns: string) => new ProviderRpcError(4100, `Nothing is connected on ${ns}`);

export function createUniversalProvider(bridge: AdapterBridge, eip155: WidgetProvider, only?: ChainNamespace): UniversalProvider {
  const namespaceOf = (api: PluginApi, chainId?: string) => (chainId?.split(':')[0] ?? only ?? api.state.getState().activeChain ?? 'eip155') as ChainNamespace;

  const provider: UniversalProvider = {
    isGangway: true,
    get caipAddress() {
      const api = bridge.current();
      return api ? api.state.getState().activeCaipAddress : undefined;
    },
    async request<T>(args: { method: string; params?: unknown }, chainId?: string): Promise<T> {
      const api = await bridge.api();
      const ns = namespaceOf(api, chainId);
      if (only && ns !== only) throw new ProviderRpcError(4901, `This adapter serves ${only}, not ${ns}`);
      if (ns === 'eip155') {
        const reference = chainId?.split(':')[1];
        // A read on another eip155 chain than the active one: that chain's RPC (signing stays on the active chain).
        if (reference && Number(reference) !== chainIdOf(api.state.getState()) && !isSigningMethod(args.method) && !args.method.startsWith('wallet_') && !args.method.startsWith('eth_request')) {
          const service = await api.services.require(eip155Service);
          return (await service.publicClient(Number(reference)).request(args as never)) as T;
        }
        return eip155.request<T>(args);
      }
      const account = api.state.getState().chains[ns]?.account;
      if (account?.status !== 'connected') throw disconnected(ns);
      return api.wallet.request<T>(ns, args.method, args.params);
    },
    on(event, listener) { eip155.on(event, listener); return provider; },
    removeListener(event, listener) { eip155.removeListener(event, listener); return provider; },
  };
  return provider;
}
