/**
 * The wallet registry (All Wallets view + the wallet-registry service the Connect view uses for
 * featured and recommended wallets): pure data, bundled with every host.
 * Switch: `enableWallets` (registry wallets at all); the AllWallets view also follows
 * `features.allWallets` (the Connect view hides its entry when it is off).
 */
import { defineManifest } from '@gangway/kernel';
import { firstWalletRequests } from './first-requests';

export const allWalletsManifest = defineManifest({
  id: 'all-wallets',
  apiVersion: 2,
  feature: 'enableWallets',
  views: ['AllWallets'],
  provides: ['wallet-registry'],
  // The Connect view's featured / recommended rows (AllWallets: page 1) come with the click's wave.
  firstRequests: firstWalletRequests,
  // Loaded with the runtime, not eagerly (the build splits these fields off: docs/plugins.md):
  titles: { AllWallets: { key: 'view.AllWallets', text: 'All Wallets' } },
  permissions: ['http'],
  load: () => import(/* webpackChunkName: "plugin-all-wallets" */ './plugin'),
});
