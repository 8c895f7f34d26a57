/** Stand-ins for the plugins the connect views work with (same ids as the real ones). */
import { createServiceKey, PLUGIN_API_VERSION, type ConnectContext, type ConnectorInfo, type PluginApi, type PluginManifest } from '@gangway/kernel';
import type { WalletListing, WalletRegistry } from '@gangway/plugin-all-wallets/public';

export const testWallet: ConnectorInfo = { id: 'eip6963:dev.gangway.testwallet', name: 'Gangway Test Wallet', type: 'ANNOUNCED', rdns: 'dev.gangway.testwallet', view: 'ConnectingExternal' };
export const wcConnector: ConnectorInfo = { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', view: 'ConnectingWalletConnect' };

/** A connector plugin: adds its connectors on activation and answers connect with `answer`. */
export function fakeConnectorPlugin(id: string, connectors: ConnectorInfo[], answer?: (ctx: ConnectContext) => Promise<unknown>): PluginManifest {
  return {
    id, apiVersion: PLUGIN_API_VERSION, activationEvents: ['onView:Connect', 'onHook:connect'], permissions: ['wallet.sign'],
    setup(api: PluginApi) {
      api.wallet.setConnectors(connectors);
      api.hooks.connect.tapPromise(id, async (ctx) => {
        if (!answer || !connectors.some((c) => c.id === ctx.connectorId)) return undefined;
        return (await answer(ctx)) as never;
      });
    },
  } as PluginManifest;
}

const listing = (name: string, extra: Partial<WalletListing> = {}): WalletListing => ({ id: `id-${name}`, name, image_id: `img-${name}`, ...extra });
export const FEATURED = ['MetaMask', 'Rainbow', 'Zerion', 'Trust', 'Ledger'].map((n) => listing(n));
export const RECOMMENDED = ['Alpha', 'Beta', 'Gamma', 'Delta', 'Epsilon', 'Zeta'].map((n) => listing(n));

/** What the fake registry says it lists (the All Wallets tag shows it rounded: "230+"). */
export const WALLET_COUNT = 237;

/** A wallet-registry provider with fixed featured / recommended answers (more than 4 each, to check the cap). */
export function fakeRegistryPlugin(calls: { recommendedSkip?: readonly string[] } = {}): PluginManifest {
  const registry: WalletRegistry = {
    fetchWallets: async () => ({ count: 0, data: [] }),
    featured: async () => FEATURED,
    recommended: async (skip) => { calls.recommendedSkip = skip; return RECOMMENDED; },
    imageSrc: (id) => (id ? `blob:${id}` : undefined),
    prefetchImages: async () => {},
    connectorFor: () => undefined,
    walletCount: async () => WALLET_COUNT,
  };
  return {
    id: 'all-wallets', apiVersion: PLUGIN_API_VERSION, provides: ['wallet-registry'],
    setup(api: PluginApi) { api.services.provide(createServiceKey<WalletRegistry>('wallet-registry'), registry); },
  } as PluginManifest;
}
