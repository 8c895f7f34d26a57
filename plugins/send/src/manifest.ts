/** The send plugin's manifest: pure data, bundled with every host. */
import { defineManifest, manifestWithDetails } from '@gangway/kernel';

export const sendManifestCore = defineManifest({
  id: 'send',
  apiVersion: 2,
  feature: 'features.send',
  views: ['Send'],
  requires: ['eip155'],
  load: () => import(/* webpackChunkName: "plugin-send" */ './plugin'),
});

/**
 * The whole manifest: the eager core plus its deferred details (title, permissions, namespaces, slot
 * contributions) — for a host or a test that takes this plugin alone. The built-in list uses the
 * core and fetches every built-in's details in one chunk.
 */
export const sendManifest = /*#__PURE__*/ manifestWithDetails(sendManifestCore, () => import(/* webpackChunkName: "plugin-details" */ './manifest-details'));
