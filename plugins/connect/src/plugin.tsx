/** The connect plugin: the Connect and ConnectingExternal views, the recent wallets list and the wallet-rows service. */
import { definePlugin, type PluginApi } from '@gangway/kernel';
import { ConnectingExternalView } from './ConnectingExternalView';
import { ConnectView } from './ConnectView';
import { MESSAGES } from './messages';
import { connectWalletsKey } from './public';
import { recentFromConnected, recentWallets } from './recent';
import { createWalletRowsService } from './wallet-rows-service';

export default definePlugin((api: PluginApi) => {
  api.addMessages(MESSAGES);
  api.registerView('Connect', ConnectView);
  api.registerView('ConnectingExternal', ConnectingExternalView);
  // The rows of the Connect view, for custom connect screens (the headless plugin).
  api.provide(connectWalletsKey, createWalletRowsService(api));
  const recent = recentWallets(api);
  api.hooks.connected.tap('connect', (ctx) => {
    const entry = recentFromConnected(ctx);
    if (entry) recent.add(entry);
  });
});
