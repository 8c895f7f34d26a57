/**
 * The wallet guide (spec §1 "wallet guide", on unless `enableWalletGuide: false`): the Connect
 * view's "What is a wallet?" entry and the WalletGuide view, which explains wallets and lists
 * registry wallets with the links to get them. Pure data, bundled with every host; the view's code
 * loads when the visitor opens the guide.
 */
import { defineManifest, manifestWithDetails } from '@gangway/kernel';

export const walletGuideManifestCore = defineManifest({
  id: 'wallet-guide',
  apiVersion: 2,
  feature: 'enableWalletGuide',
  views: ['WalletGuide'],
  load: () => import(/* webpackChunkName: "plugin-wallet-guide" */ './plugin'),
});

/**
 * The whole manifest: the eager core plus its deferred details (title, slot contribution) — for a
 * host or a test that takes this plugin alone. The built-in list uses the core and fetches every
 * built-in's details in one chunk.
 */
export const walletGuideManifest = /*#__PURE__*/ manifestWithDetails(walletGuideManifestCore, () => import(/* webpackChunkName: "plugin-details" */ './manifest-details'));
