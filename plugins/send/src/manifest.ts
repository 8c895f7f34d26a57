/** The send plugin's manifest: pure data, bundled with every host. */
import { defineManifest } from '@gangway/kernel';

export const sendManifest = defineManifest({
  id: 'send',
  title: 'Send',
  feature: 'features.send',
  views: ['Send'],
  // Spec §4: switching namespace or disconnecting resets the send state, which exists only once Send was used.
  load: () => import(/* webpackChunkName: "plugin-send" */ './plugin'),
});
