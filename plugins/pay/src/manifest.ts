/** The pay plugin's manifest: pure data, bundled with every host. Off by default (spec §9 "pay off"). */
import { defineManifest } from '@gangway/kernel';

export const payManifest = defineManifest({
  id: 'pay',
  apiVersion: 2,
  title: 'Pay',
  feature: 'features.pay',
  views: ['Pay'],
  // The host reaches it through `gangway.service(payServiceKey)` (public.ts), which activates it.
  provides: ['pay'],
  requires: ['eip155'],
  // storage: a payment clears the payer's cached balances, so the Account view shows the new ones.
  permissions: ['storage', 'wallet.sign'],
  load: () => import(/* webpackChunkName: "plugin-pay" */ './plugin'),
});
