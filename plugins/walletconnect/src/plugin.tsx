/**
 * The WalletConnect plugin: the 'walletConnect' connector, its two Connecting views, and the hooks
 * of each namespace the host configured networks of, while that namespace's account is connected
 * through it — one session spans them all; each family's descriptor (families.ts) says how.
 *
 * Activation (the Connect view) costs only the connector entry and the hooks: the controller (with
 * its texts, alerts and proposal constants), the Connecting views and — a step further — the SDK load
 * on the first pairing, session restore or call, so the first open's wave does not carry them. Once
 * the open's first view is on screen (openFinished) the controller and the views warm up, so a click
 * on the entry waits for no code; a restore at start-up fetches the controller in one step as before.
 */
import { definePlugin, GangwayError, lazyPart, type ChainNamespace, type Network, type PluginApi } from '@gangway/kernel';
import { WC_CONNECTOR_ID } from './constants';
import { hostNamespaces } from './host-namespaces';
import type { ControllerOptions, WalletConnectController } from './controller';
import { isMobile } from './is-mobile';
import { IDLE, wcPairingKey, wcStatusKey } from './status';
import { WALLETCONNECT_LOGO } from './logo';

const CONNECTING_VIEWS = ['ConnectingWalletConnect', 'ConnectingWalletConnectBasic'];

/** The code of the entry's next steps, each a lazy chunk of its own (a test passes counting loaders). */
export interface WcCode {
  controller(): Promise<typeof import('./controller')>;
  views(): Promise<typeof import('./connecting-views')>;
}
const CODE: WcCode = {
  controller: () => import(/* webpackChunkName: "wc-controller" */ './controller'),
  views: () => import(/* webpackChunkName: "wc-views" */ './connecting-views'),
};

export function setupWalletConnect(api: PluginApi, opts: ControllerOptions = {}, code: WcCode = CODE) {
  api.slice.defineSlice(wcStatusKey, IDLE);
  api.slice.defineSlice(wcPairingKey, {});
  let loaded: WalletConnectController | undefined;
  /** The host's namespaces this plugin taps (and so proposes), in the host's order. */
  const served: ChainNamespace[] = [];
  // A failed load is CODE_LOAD_FAILED and the next call requests the chunk again (lazyPart).
  const controllerCode = lazyPart(code.controller);
  const controller = () => controllerCode().then((m) => (loaded ??= m.createWalletConnectController(api, { namespaces: served, ...opts })));
  const views = lazyPart(code.views);
  // Whether a namespace's account is connected through this connector: state alone tells, no code load.
  const ours = (ns: ChainNamespace) => api.state.getState().chains[ns]?.account.connectorId === WC_CONNECTOR_ID;

  api.views.registerLazyView('ConnectingWalletConnect', () => Promise.all([views(), controller()])
    .then(([m, wc]) => m.makeConnectingWalletConnectView(wc)));
  api.views.registerLazyView('ConnectingWalletConnectBasic', () => Promise.all([views(), controller()])
    .then(([m, wc]) => m.makeConnectingWalletConnectBasicView(wc)));
  api.wallet.setConnectors([{
    id: WC_CONNECTOR_ID, name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155', imageUrl: WALLETCONNECT_LOGO,
    // Phones get the list of wallet apps (deep links); desktops the QR code.
    view: isMobile() ? 'ConnectingWalletConnectBasic' : 'ConnectingWalletConnect',
  }]);

  const { hooks } = api;
  hooks.connect.tapPromise(api.id, async (ctx) => (ctx.connectorId === WC_CONNECTOR_ID ? (await controller()).connect(ctx) : undefined));
  // The kernel recorded the session's accounts (their network state reset): the approved networks follow.
  hooks.connected.tap(api.id, (ctx) => { if (ctx.connectorId === WC_CONNECTOR_ID) void loaded?.connected(); });
  // Each namespace's hooks: answered only while that namespace's account is ours (undefined lets the next tap answer).
  for (const ns of hostNamespaces(api.options.networks as Network[])) {
    try { tapNamespace(ns); } catch (error) {
      // The manifest does not declare the namespace (the kernel refuses its taps): a host that adds a
      // family declares it on this manifest's `namespaces` (docs/plugins.md); until then it is not offered.
      if (!(error instanceof GangwayError && error.code === 'PERMISSION_DENIED')) throw error;
      continue;
    }
    served.push(ns);
  }
  function tapNamespace(ns: ChainNamespace) {
    hooks.request.for(ns).tapPromise(api.id, async (ctx) => (ours(ns) ? (await controller()).request(ns, ctx.method, ctx.params) : undefined));
    // The family's shape of the session's provider (eip155: the EIP-1193 provider itself).
    hooks.getProvider.for(ns).tapPromise(api.id, async () => (ours(ns) ? (await controller()).providerFor(ns) : undefined));
    hooks.switchNetwork.for(ns).tapPromise(api.id, async (ctx) => (ours(ns) ? (await controller()).switchNetwork(ctx.network) : undefined));
    hooks.syncConnection.for(ns).tapPromise(api.id, async (ctx) => (ctx.connectorId === WC_CONNECTOR_ID ? (await controller()).sync(ns) : undefined));
    hooks.disconnect.for(ns).tapPromise(api.id, async (ctx) => { if (ctx.connectorId === WC_CONNECTOR_ID) await (await controller()).disconnect(); });
  }

  // Leaving the Connecting views or closing the modal abandons the pairing (none before the code loaded).
  hooks.viewChanged.tap(api.id, ({ from, to }) => {
    if (from && CONNECTING_VIEWS.includes(from) && !CONNECTING_VIEWS.includes(to)) loaded?.cancel();
  });
  hooks.afterClose.tap(api.id, () => loaded?.cancel());
  // A view listing the entry is on screen: its next step (the controller, the Connecting views) loads
  // now, outside the click's wave (not on an open showing Account: a connected visitor's next step is
  // rarely a pairing). A failure here is quiet: the step itself asks again and shows it.
  hooks.openFinished.tap(api.id, ({ view }) => {
    if (view === 'Connect' || view === 'AllWallets') void Promise.all([controllerCode(), views()]).catch(() => undefined);
  });
  // Spec §2: opening with a uri sets the WalletConnect URI (the open activated this plugin first).
  hooks.afterOpen.tap(api.id, ({ uri }) => { if (uri) api.slice.updateSlice(wcPairingKey, () => ({ uri })); });
  return { controller };
}

export default definePlugin((api) => { setupWalletConnect(api); });
