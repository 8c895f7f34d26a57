/** The all-wallets plugin: the wallet-registry service and the AllWallets view. */
import { definePlugin } from '@gangway/kernel';
import { createWalletRegistry } from './registry';
import { walletRegistryKey } from './public';

export default definePlugin((api) => {
  const registry = createWalletRegistry(api);
  api.services.provide(walletRegistryKey, registry);
  // The virtualized list is a chunk of its own: the Connect view needs the registry, not the browser.
  // The view's texts come with it (registered before it renders), not in the Connect view's wave.
  api.views.registerLazyView('AllWallets', () => import(/* webpackChunkName: "all-wallets-view" */ './AllWalletsView').then((m) => {
    api.i18n.addMessages(m.MESSAGES);
    return m.makeAllWalletsView(registry);
  }));
  // The wallet images' object URLs are revoked with the plugin.
  return () => registry.release();
});
