/** The on-ramp plugin's manifest: pure data, bundled with every host. */
import { defineManifest } from '@gangway/kernel';

export const onrampManifest = defineManifest({
  id: 'onramp',
  apiVersion: 2,
  // A remote feature (spec §3): the project configuration may switch it; basic mode and a restricted
  // time zone (spec §6) switch it off. Its value lists the providers (spec §9: both by default).
  feature: 'features.onramp',
  views: ['OnRamp'],
  // Loaded with the runtime, not eagerly (the build splits these fields off: docs/plugins.md):
  // Spec §2 shows this view without a name: the dialog is named by it all the same, visually hidden.
  titles: { OnRamp: { key: 'view.OnRamp', text: 'Buy', hidden: true } },
  permissions: ['http'],
  title: 'Buy crypto',
  // Spec §9 "On-ramp: eip155 and solana": the families whose manifest's `family` lists 'onramp'.
  contributes: { 'account.walletFeatures': [{ id: 'onramp', label: 'Buy', icon: 'buy', view: 'OnRamp', family: 'onramp' }] },
  load: () => import(/* webpackChunkName: "plugin-onramp" */ './plugin'),
});
