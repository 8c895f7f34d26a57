/** The send plugin's manifest: pure data, bundled with every host. */
import { defineManifest } from '@gangway/kernel';

export const sendManifest = defineManifest({
  id: 'send',
  apiVersion: 2,
  feature: 'features.send',
  views: ['Send'],
  requires: ['eip155'],
  permissions: ['storage', 'http', 'wallet.sign'],
  // Spec §9: send works on eip155 and solana only.
  contributes: { 'account.walletFeatures': [{ id: 'send', label: 'Send', view: 'Send', namespaces: ['eip155', 'solana'] }] },
  load: () => import(/* webpackChunkName: "plugin-send" */ './plugin'),
});
