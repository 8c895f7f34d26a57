/**
 * The wallet registry (All Wallets view + the wallet-registry service the Connect view uses for
 * featured and recommended wallets): pure data, bundled with every host.
 * Switch: `enableWallets` (registry wallets at all); the AllWallets view also follows
 * `features.allWallets` (the Connect view hides its entry when it is off).
 */
import { defineManifest, manifestWithDetails } from '@gangway/kernel';
import { firstWalletRequests } from './first-requests';

export const allWalletsManifestCore = defineManifest({
  id: 'all-wallets',
  apiVersion: 2,
  feature: 'enableWallets',
  views: ['AllWallets'],
  provides: ['wallet-registry'],
  // The Connect view's featured / recommended rows (AllWallets: page 1) come with the click's wave.
  firstRequests: firstWalletRequests,
  load: () => import(/* webpackChunkName: "plugin-all-wallets" */ './plugin'),
});

/**
 * The whole manifest: the eager core plus its deferred details (title, permissions, namespaces, slot
 * contributions) — for a host or a test that takes this plugin alone. The built-in list uses the
 * core and fetches every built-in's details in one chunk.
 */
export const allWalletsManifest = /*#__PURE__*/ manifestWithDetails(allWalletsManifestCore, () => import(/* webpackChunkName: "plugin-details" */ './manifest-details'));
