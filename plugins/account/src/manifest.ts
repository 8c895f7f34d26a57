/** The account plugin's manifest: pure data, bundled with every host. */
import { defineManifest } from '@gangway/kernel';

export const accountManifest = defineManifest({
  id: 'account',
  apiVersion: 2,
  views: ['Account'],
  // open() lands on Account while an account is connected (spec §2), as does the account button.
  opens: { connected: 'Account' },
  requires: ['eip155'],
  // Loaded with the runtime, not eagerly (the build splits these fields off: docs/plugins.md):
  titles: { Account: { key: 'view.Account', text: 'Account' } },
  // The slots its Account view renders; the wallet features follow the host's walletFeaturesOrder
  // (spec §9), which turns a built-in button off by leaving it out.
  slots: ['account.walletFeatures', 'account.actions', 'account.tabs'],
  slotOrder: { 'account.walletFeatures': { option: 'features.walletFeaturesOrder', hideUnlisted: ['onramp', 'swaps', 'receive', 'send'] } },
  permissions: ['storage', 'http', 'wallet.session'],
  load: () => import(/* webpackChunkName: "plugin-account" */ './plugin'),
});
