/**
 * The wagmi connector backed by the widget. wagmi → widget: connect opens the widget, switchChain is
 * the widget's switch, disconnect the widget's disconnect. Widget → wagmi: the widget provider's
 * events (accountsChanged, chainChanged) become the connector's connect / change / disconnect, so a
 * wallet connected, switched or disconnected in the widget is what useConnection / useChainId show.
 */
import { createConnector } from '@wagmi/core';
import type { Address } from 'viem';
import type { KernelState } from '@gangway/kernel';
import type { AdapterBridge, WidgetProvider } from '@gangway/lib-adapter';

export const GANGWAY_CONNECTOR_ID = 'gangway';

/** Resolves once the widget is not restoring an eip155 session any more (spec §4: connecting until synced). */
function settled(bridge: AdapterBridge): Promise<void> {
  return bridge.api().then((api) => new Promise<void>((resolve) => {
    const done = (s: KernelState) => s.chains.eip155?.account.status !== 'connecting';
    if (done(api.state.getState())) { resolve(); return; }
    const off = api.state.subscribe((s) => { if (done(s)) { off(); resolve(); } });
  }));
}

export function gangwayConnector(bridge: AdapterBridge, provider: WidgetProvider, meta: { name?: string; icon?: string } = {}) {
  return createConnector<WidgetProvider>((config) => {
    const accounts = async () => provider.request<Address[]>({ method: 'eth_accounts' });
    const chainId = async () => Number(await provider.request<string>({ method: 'eth_chainId' }));
    const onAccountsChanged = async (list: unknown) => {
      const next = list as Address[];
      if (!next.length) { config.emitter.emit('disconnect'); return; }
      // wagmi listens to 'connect' only while it holds no connection of this connector.
      if (config.emitter.listenerCount('connect')) config.emitter.emit('connect', { accounts: next, chainId: await chainId() });
      else config.emitter.emit('change', { accounts: next });
    };
    const onChainChanged = (hex: unknown) => config.emitter.emit('change', { chainId: Number(hex) });
    let listening = false;

    return {
      id: GANGWAY_CONNECTOR_ID,
      name: meta.name ?? 'Gangway',
      icon: meta.icon,
      type: 'gangway',
      async setup() {
        if (listening) return;
        listening = true;
        provider.on('accountsChanged', (list) => { void onAccountsChanged(list); });
        provider.on('chainChanged', onChainChanged);
      },
      async connect({ chainId: wanted, isReconnecting, withCapabilities } = {}) {
        const list = isReconnecting ? await accounts() : await provider.request<Address[]>({ method: 'eth_requestAccounts' });
        let current = await chainId();
        if (wanted && wanted !== current) current = (await this.switchChain!({ chainId: wanted })).id;
        return {
          accounts: (withCapabilities ? list.map((address) => ({ address, capabilities: {} })) : list) as never,
          chainId: current,
        };
      },
      async disconnect() {
        await provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] });
      },
      getAccounts: accounts,
      getChainId: chainId,
      async getProvider() {
        return provider;
      },
      async isAuthorized() {
        await settled(bridge);
        return (await accounts()).length > 0;
      },
      async switchChain({ chainId: id }) {
        const chain = config.chains.find((c) => c.id === id);
        if (!chain) throw new Error(`Chain ${id} is not one of the wagmi config's chains`);
        await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: `0x${id.toString(16)}` }] });
        return chain;
      },
      onAccountsChanged: (list) => { void onAccountsChanged(list); },
      onChainChanged,
      onDisconnect: () => config.emitter.emit('disconnect'),
    };
  });
}
