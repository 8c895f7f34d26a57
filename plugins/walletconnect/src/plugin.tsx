/**
 * The WalletConnect plugin: the 'walletConnect' connector, its two Connecting views, and each
 * namespace's hooks (eip155, solana, bip122, polkadot, cosmos) while that namespace's account is
 * connected through it — one session spans them all. The SDK itself is a further lazy chunk
 * (provider-loader), fetched on the first pairing or session restore.
 */
import { definePlugin, type PluginApi } from '@gangway/kernel';
import { WC_NAMESPACES } from './caip';
import { WC_CONNECTOR_ID } from './constants';
import { createWalletConnectController, type ControllerOptions } from './controller';
import { makeConnectingWalletConnectBasicView } from './ConnectingWalletConnectBasicView';
import { makeConnectingWalletConnectView } from './ConnectingWalletConnectView';
import { isMobile } from './deep-links';
import { MESSAGES } from './messages';
import { PROVIDER_ALERT_MESSAGES } from './provider-alerts';
import { IDLE, wcPairingKey, wcStatusKey } from './status';
import { WALLETCONNECT_LOGO } from './logo';

const CONNECTING_VIEWS = ['ConnectingWalletConnect', 'ConnectingWalletConnectBasic'];

export function setupWalletConnect(api: PluginApi, opts: ControllerOptions = {}) {
  api.addMessages({ ...MESSAGES, ...PROVIDER_ALERT_MESSAGES });
  api.defineSlice(wcStatusKey, IDLE);
  api.defineSlice(wcPairingKey, {});
  const wc = createWalletConnectController(api, opts);
  api.registerView('ConnectingWalletConnect', makeConnectingWalletConnectView(wc));
  api.registerView('ConnectingWalletConnectBasic', makeConnectingWalletConnectBasicView(wc));
  api.setConnectors([{
    id: WC_CONNECTOR_ID, name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155', imageUrl: WALLETCONNECT_LOGO,
    // Phones get the list of wallet apps (deep links); desktops the QR code.
    view: isMobile() ? 'ConnectingWalletConnectBasic' : 'ConnectingWalletConnect',
  }]);

  const { hooks } = api;
  hooks.connect.tapPromise(api.id, (ctx) => wc.connect(ctx));
  // Each namespace's hooks: answered only while that namespace's account is ours (undefined lets the next tap answer).
  for (const ns of WC_NAMESPACES) {
    hooks.request.for(ns).tapPromise(api.id, async (ctx) => (wc.ours(ns) ? wc.request(ns, ctx.method, ctx.params) : undefined));
    hooks.getProvider.for(ns).tapPromise(api.id, async () => {
      if (!wc.ours(ns)) return undefined;
      const p = await wc.provider();
      // eip155: the EIP-1193 provider itself; the other families: requests on the namespace's chain.
      return ns === 'eip155' ? p : { namespace: ns, provider: p, request: ({ method, params }: { method: string; params?: unknown }) => wc.request(ns, method, params) };
    });
    hooks.switchNetwork.for(ns).tapPromise(api.id, async (ctx) => (wc.ours(ns) ? wc.switchNetwork(ctx.network) : undefined));
    hooks.syncConnection.for(ns).tapPromise(api.id, async (ctx) => (ctx.connectorId === WC_CONNECTOR_ID ? wc.sync(ns) : undefined));
    hooks.disconnect.for(ns).tapPromise(api.id, async (ctx) => { if (ctx.connectorId === WC_CONNECTOR_ID) await wc.disconnect(); });
  }

  // Leaving the Connecting views or closing the modal abandons the pairing.
  hooks.viewChanged.tap(api.id, ({ from, to }) => {
    if (from && CONNECTING_VIEWS.includes(from) && !CONNECTING_VIEWS.includes(to)) wc.cancel();
  });
  hooks.afterClose.tap(api.id, () => wc.cancel());
  // Spec §2: opening with a uri sets the WalletConnect URI (the open activated this plugin first).
  hooks.afterOpen.tap(api.id, ({ uri }) => { if (uri) wc.showHostUri(uri); });
  return wc;
}

export default definePlugin((api) => { setupWalletConnect(api); });
