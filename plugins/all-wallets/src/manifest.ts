/**
 * The wallet registry (All Wallets view + the wallet-registry service the Connect view uses for
 * featured and recommended wallets): pure data, bundled with every host.
 * Switch: `enableWallets` (registry wallets at all); the AllWallets view also follows
 * `features.allWallets` (the Connect view hides its entry when it is off).
 */
import { defineManifest } from '@gangway/kernel';

export const allWalletsManifest = defineManifest({
  id: 'all-wallets',
  apiVersion: 2,
  feature: 'enableWallets',
  views: ['AllWallets'],
  provides: ['wallet-registry'],
  permissions: ['http'],
  load: () => import(/* webpackChunkName: "plugin-all-wallets" */ './plugin'),
});
