/** The send plugin's manifest: pure data, bundled with every host. */
import { defineManifest } from '@gangway/kernel';

export const sendManifest = defineManifest({
  id: 'send',
  apiVersion: 2,
  feature: 'features.send',
  views: ['Send'],
  requires: ['eip155'],
  // Loaded with the runtime, not eagerly (the build splits these fields off: docs/plugins.md):
  // Spec §2 shows this view without a name: the dialog is named by it all the same, visually hidden.
  titles: { Send: { key: 'view.Send', text: 'Send', hidden: true } },
  permissions: ['storage', 'http', 'wallet.sign'],
  // Spec §9: shown on the families that send (their manifest's `family` lists 'send'), whichever they are.
  contributes: { 'account.walletFeatures': [{ id: 'send', label: 'Send', icon: 'send', view: 'Send', family: 'send' }] },
  load: () => import(/* webpackChunkName: "plugin-send" */ './plugin'),
});
