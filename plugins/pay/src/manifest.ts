/** The pay plugin's manifest: pure data, bundled with every host. Off by default (spec §9 "pay off"). */
import { defineManifest } from '@gangway/kernel';

export const payManifest = defineManifest({
  id: 'pay',
  apiVersion: 2,
  feature: 'features.pay',
  views: ['Pay'],
  // The host reaches it through `gangway.service(payServiceKey)` (public.ts), which activates it.
  provides: ['pay'],
  requires: ['eip155'],
  // Loaded with the runtime, not eagerly (the build splits these fields off: docs/plugins.md):
  // Spec §2 shows this view without a name: the dialog is named by it all the same, visually hidden.
  titles: { Pay: { key: 'view.Pay', text: 'Pay', hidden: true } },
  // storage: a payment clears the payer's cached balances, so the Account view shows the new ones.
  permissions: ['storage', 'wallet.sign', 'wallet.session'],
  title: 'Pay',
  load: () => import(/* webpackChunkName: "plugin-pay" */ './plugin'),
});
