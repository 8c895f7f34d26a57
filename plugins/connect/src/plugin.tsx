/**
 * The connect plugin: the Connect, ConnectWallets and ConnectingExternal views, the recent wallets list and the wallet-rows service.
 * ConnectingExternal is a chunk of its own, out of the first open's wave: it loads once the first view
 * is on screen (openFinished), or when a wallet is clicked before that.
 */
import { definePlugin, lazyPart, type PluginApi } from '@gangway/kernel';
import type { ConnectingExternalView as ConnectingExternalViewType } from './ConnectingExternalView';
import { ConnectView } from './ConnectView';
import { ConnectWalletsView } from './ConnectWalletsView';
import { MESSAGES } from './messages';
import { connectWalletsKey } from './public';
import { recentFromConnected, recentWallets } from './recent';
import { createWalletRowsService } from './wallet-rows-service';

type ConnectingModule = { ConnectingExternalView: typeof ConnectingExternalViewType };
const loadConnecting = (): Promise<ConnectingModule> => import(/* webpackChunkName: "connect-connecting" */ './ConnectingExternalView');

export function setupConnect(api: PluginApi, load: () => Promise<ConnectingModule> = loadConnecting) {
  api.i18n.addMessages(MESSAGES);
  api.views.registerView('Connect', ConnectView);
  // The wallets behind the Connect view's collapsed row (emailShowWallets: false, collapseWallets).
  api.views.registerView('ConnectWallets', ConnectWalletsView);
  // A chunk that fails (after the chunk loader's retry) is CODE_LOAD_FAILED (lazyPart): the error view
  // shows it with Retry in the view's place, and the next load requests the chunk afresh.
  const connecting = lazyPart(load);
  api.views.registerLazyView('ConnectingExternal', () => connecting().then((m) => m.ConnectingExternalView));
  // A failed warm-up is no one's error yet: a click on a wallet requests the chunk again.
  api.hooks.openFinished.tap('connect', () => { void connecting().catch(() => undefined); });
  // The rows of the Connect view, for custom connect screens (the headless plugin).
  api.services.provide(connectWalletsKey, createWalletRowsService(api));
  const recent = recentWallets(api);
  api.hooks.connected.tap('connect', (ctx) => {
    const entry = recentFromConnected(ctx);
    if (entry) recent.add(entry);
  });
}

export default definePlugin((api: PluginApi) => { setupConnect(api); });
