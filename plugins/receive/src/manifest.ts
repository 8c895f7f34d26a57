/** The receive plugin's manifest: pure data, bundled with every host. */
import { defineManifest } from '@gangway/kernel';

export const receiveManifest = defineManifest({
  id: 'receive',
  apiVersion: 2,
  feature: 'features.receive',
  views: ['Receive'],
  contributes: { 'account.walletFeatures': [{ id: 'receive', label: 'Receive', view: 'Receive' }] },
  load: () => import(/* webpackChunkName: "plugin-receive" */ './plugin'),
});
