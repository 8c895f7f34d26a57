/**
 * The WalletConnect plugin: the 'walletConnect' connector, its two Connecting views, and the eip155
 * hooks while the account is connected through it.
 *
 * Activation (the Connect view) costs only the connector entry and the hooks: the controller, the
 * Connecting views and — a step further — the SDK load on the first pairing, session restore or
 * call, so the first open's wave does not carry them.
 */
import { definePlugin, type PluginApi } from '@gangway/kernel';
import { WC_CONNECTOR_ID } from './constants';
import type { ControllerOptions, WalletConnectController } from './controller';
import { isMobile } from './is-mobile';
import { MESSAGES } from './messages';
import { PROVIDER_ALERT_MESSAGES } from './provider-alerts';
import { IDLE, wcPairingKey, wcStatusKey } from './status';
import { WALLETCONNECT_LOGO } from './logo';

const CONNECTING_VIEWS = ['ConnectingWalletConnect', 'ConnectingWalletConnectBasic'];

export function setupWalletConnect(api: PluginApi, opts: ControllerOptions = {}) {
  api.addMessages({ ...MESSAGES, ...PROVIDER_ALERT_MESSAGES });
  api.defineSlice(wcStatusKey, IDLE);
  api.defineSlice(wcPairingKey, {});
  let loaded: WalletConnectController | undefined;
  let loading: Promise<WalletConnectController> | undefined;
  const controller = () => (loading ??= import(/* webpackChunkName: "wc-controller" */ './controller')
    .then((m) => (loaded = m.createWalletConnectController(api, opts)))
    .catch((error: unknown) => { loading = undefined; throw error; }));
  // Whether the eip155 account is connected through this connector: state alone tells, no code load.
  const ours = () => api.getState().chains.eip155?.account.connectorId === WC_CONNECTOR_ID;

  api.registerLazyView('ConnectingWalletConnect', () => Promise.all([import(/* webpackChunkName: "wc-views" */ './ConnectingWalletConnectView'), controller()])
    .then(([m, wc]) => m.makeConnectingWalletConnectView(wc)));
  api.registerLazyView('ConnectingWalletConnectBasic', () => Promise.all([import(/* webpackChunkName: "wc-views" */ './ConnectingWalletConnectBasicView'), controller()])
    .then(([m, wc]) => m.makeConnectingWalletConnectBasicView(wc)));
  api.setConnectors([{
    id: WC_CONNECTOR_ID, name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155', imageUrl: WALLETCONNECT_LOGO,
    // Phones get the list of wallet apps (deep links); desktops the QR code.
    view: isMobile() ? 'ConnectingWalletConnectBasic' : 'ConnectingWalletConnect',
  }]);

  const { hooks } = api;
  hooks.connect.tapPromise(api.id, async (ctx) => (ctx.connectorId === WC_CONNECTOR_ID ? (await controller()).connect(ctx) : undefined));
  // eip155 hooks: answered only while the account is ours (undefined lets the next tap answer).
  hooks.request.for('eip155').tapPromise(api.id, async (ctx) => (ours() ? (await controller()).request(ctx.method, ctx.params) : undefined));
  hooks.getProvider.for('eip155').tapPromise(api.id, async () => (ours() ? (await controller()).provider() : undefined));
  hooks.switchNetwork.for('eip155').tapPromise(api.id, async (ctx) => (ours() ? (await controller()).switchNetwork(ctx.network) : undefined));
  hooks.syncConnection.for('eip155').tapPromise(api.id, async (ctx) => (ctx.connectorId === WC_CONNECTOR_ID ? (await controller()).sync() : undefined));
  hooks.disconnect.for('eip155').tapPromise(api.id, async (ctx) => { if (ctx.connectorId === WC_CONNECTOR_ID) await (await controller()).disconnect(); });

  // Leaving the Connecting views or closing the modal abandons the pairing (none before the code loaded).
  hooks.viewChanged.tap(api.id, ({ from, to }) => {
    if (from && CONNECTING_VIEWS.includes(from) && !CONNECTING_VIEWS.includes(to)) loaded?.cancel();
  });
  hooks.afterClose.tap(api.id, () => loaded?.cancel());
  // Spec §2: opening with a uri sets the WalletConnect URI (the open activated this plugin first).
  hooks.afterOpen.tap(api.id, ({ uri }) => { if (uri) api.updateSlice(wcPairingKey, () => ({ uri })); });
  return { controller };
}

export default definePlugin((api) => { setupWalletConnect(api); });
