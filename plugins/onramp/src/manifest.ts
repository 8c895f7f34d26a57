/** The on-ramp plugin's manifest: pure data, bundled with every host. */
import { defineManifest } from '@gangway/kernel';

export const onrampManifest = defineManifest({
  id: 'onramp',
  apiVersion: 2,
  title: 'Buy crypto',
  // A remote feature (spec §3): the project configuration may switch it; basic mode and a restricted
  // time zone (spec §6) switch it off. Its value lists the providers (spec §9: both by default).
  feature: 'features.onramp',
  views: ['OnRamp'],
  permissions: ['http'],
  // Spec §9 "On-ramp: eip155 and solana".
  contributes: { 'account.walletFeatures': [{ id: 'onramp', label: 'Buy', view: 'OnRamp', namespaces: ['eip155', 'solana'] }] },
  load: () => import(/* webpackChunkName: "plugin-onramp" */ './plugin'),
});
