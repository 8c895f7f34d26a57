/** The swaps plugin's manifest: pure data, bundled with every host. */
import { defineManifest } from '@gangway/kernel';

export const swapsManifest = defineManifest({
  id: 'swaps',
  apiVersion: 2,
  title: 'Swap',
  // A remote feature (spec §3): the project configuration may switch it; basic mode and a restricted
  // time zone (spec §6) switch it off.
  feature: 'features.swaps',
  views: ['Swap'],
  requires: ['eip155'],
  permissions: ['storage', 'http', 'wallet.sign'],
  // Spec §9: the swap-supported chains are all eip155.
  contributes: { 'account.walletFeatures': [{ id: 'swaps', label: 'Swap', view: 'Swap', namespaces: ['eip155'] }] },
  load: () => import(/* webpackChunkName: "plugin-swaps" */ './plugin'),
});
