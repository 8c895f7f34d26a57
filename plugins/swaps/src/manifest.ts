/** The swaps plugin's manifest: pure data, bundled with every host. */
import { defineManifest, manifestWithDetails } from '@gangway/kernel';

export const swapsManifestCore = defineManifest({
  id: 'swaps',
  apiVersion: 2,
  // A remote feature (spec §3): the project configuration may switch it; basic mode and a restricted
  // time zone (spec §6) switch it off.
  feature: 'features.swaps',
  views: ['Swap'],
  requires: ['eip155'],
  load: () => import(/* webpackChunkName: "plugin-swaps" */ './plugin'),
});

/**
 * The whole manifest: the eager core plus its deferred details (title, permissions, namespaces, slot
 * contributions) — for a host or a test that takes this plugin alone. The built-in list uses the
 * core and fetches every built-in's details in one chunk.
 */
export const swapsManifest = /*#__PURE__*/ manifestWithDetails(swapsManifestCore, () => import(/* webpackChunkName: "plugin-details" */ './manifest-details'));
