/** The receive plugin's manifest: pure data, bundled with every host. */
import { defineManifest, manifestWithDetails } from '@gangway/kernel';

export const receiveManifestCore = defineManifest({
  id: 'receive',
  apiVersion: 2,
  feature: 'features.receive',
  views: ['Receive'],
  load: () => import(/* webpackChunkName: "plugin-receive" */ './plugin'),
});

/**
 * The whole manifest: the eager core plus its deferred details (title, permissions, namespaces, slot
 * contributions) — for a host or a test that takes this plugin alone. The built-in list uses the
 * core and fetches every built-in's details in one chunk.
 */
export const receiveManifest = /*#__PURE__*/ manifestWithDetails(receiveManifestCore, () => import(/* webpackChunkName: "plugin-details" */ './manifest-details'));
