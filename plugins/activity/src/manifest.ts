/** The activity plugin's manifest: pure data, bundled with every host. */
import { defineManifest, manifestWithDetails } from '@gangway/kernel';

export const activityManifestCore = defineManifest({
  id: 'activity',
  apiVersion: 2,
  // Spec §3/§9: a remote feature, on by default; basic mode turns it off.
  feature: 'features.activity',
  views: ['Activity'],
  requires: ['eip155'],
  load: () => import(/* webpackChunkName: "plugin-activity" */ './plugin'),
});

/**
 * The whole manifest: the eager core plus its deferred details (title, permissions, namespaces, slot
 * contributions) — for a host or a test that takes this plugin alone. The built-in list uses the
 * core and fetches every built-in's details in one chunk.
 */
export const activityManifest = /*#__PURE__*/ manifestWithDetails(activityManifestCore, () => import(/* webpackChunkName: "plugin-details" */ './manifest-details'));
