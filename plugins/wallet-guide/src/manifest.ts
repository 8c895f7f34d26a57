/**
 * The wallet guide (spec §1 "wallet guide", on unless `enableWalletGuide: false`): the Connect
 * view's "What is a wallet?" entry and the WalletGuide view, which explains wallets and lists
 * registry wallets with the links to get them. Pure data, bundled with every host; the view's code
 * loads when the visitor opens the guide.
 */
import { defineManifest } from '@gangway/kernel';

export const walletGuideManifest = defineManifest({
  id: 'wallet-guide',
  apiVersion: 2,
  feature: 'enableWalletGuide',
  views: ['WalletGuide'],
  // Loaded with the runtime, not eagerly (the build splits these fields off: docs/plugins.md):
  titles: { WalletGuide: { key: 'view.WalletGuide', text: 'What is a wallet?' } },
  title: 'Wallet guide',
  // After email, social and the wallet list (the slot's other ids follow the spec's three, by order).
  contributes: { 'connect.methods': [{ id: 'walletGuide', label: 'What is a wallet?', view: 'WalletGuide', order: 100 }] },
  load: () => import(/* webpackChunkName: "plugin-wallet-guide" */ './plugin'),
});
