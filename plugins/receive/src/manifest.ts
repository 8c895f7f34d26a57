/** The receive plugin's manifest: pure data, bundled with every host. */
import { defineManifest } from '@gangway/kernel';

export const receiveManifest = defineManifest({
  id: 'receive',
  apiVersion: 2,
  feature: 'features.receive',
  views: ['Receive'],
  // Loaded with the runtime, not eagerly (the build splits these fields off: docs/plugins.md):
  // Spec §2 shows this view without a name: the dialog is named by it all the same, visually hidden.
  titles: { Receive: { key: 'view.Receive', text: 'Receive', hidden: true } },
  // http: the network icons come from the image endpoints (spec §7) through the shared loader.
  permissions: ['http'],
  contributes: { 'account.walletFeatures': [{ id: 'receive', label: 'Receive', icon: 'receive', view: 'Receive' }] },
  load: () => import(/* webpackChunkName: "plugin-receive" */ './plugin'),
});
