/** The connect plugin: the Connect and ConnectingExternal views, and the recent wallets list. */
import { definePlugin, type PluginApi } from '@gangway/kernel';
import { ConnectingExternalView } from './ConnectingExternalView';
import { ConnectView } from './ConnectView';
import { MESSAGES } from './messages';
import { recentFromConnected, recentWallets } from './recent';

export default definePlugin((api: PluginApi) => {
  api.addMessages(MESSAGES);
  api.registerView('Connect', ConnectView);
  api.registerView('ConnectingExternal', ConnectingExternalView);
  const recent = recentWallets(api);
  api.hooks.connected.tap('connect', (ctx) => {
    const entry = recentFromConnected(ctx);
    if (entry) recent.add(entry);
  });
});
