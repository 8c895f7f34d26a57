/** The all-wallets plugin: the wallet-registry service and the AllWallets view. */
import { definePlugin } from '@gangway/kernel';
import { makeAllWalletsView } from './AllWalletsView';
import { createWalletRegistry } from './registry';
import { MESSAGES } from './messages';
import { walletRegistryKey } from './public';

export default definePlugin((api) => {
  api.addMessages(MESSAGES);
  const registry = createWalletRegistry(api);
  api.provide(walletRegistryKey, registry);
  api.registerView('AllWallets', makeAllWalletsView(registry));
});
