/** The receive plugin's manifest: pure data, bundled with every host. */
import { defineManifest } from '@gangway/kernel';

export const receiveManifest = defineManifest({
  id: 'receive',
  title: 'Receive',
  feature: 'features.receive',
  views: ['Receive'],
  load: () => import(/* webpackChunkName: "plugin-receive" */ './plugin'),
});
