/** The on-ramp plugin's manifest: pure data, bundled with every host. */
import { defineManifest, manifestWithDetails } from '@gangway/kernel';

export const onrampManifestCore = defineManifest({
  id: 'onramp',
  apiVersion: 2,
  // A remote feature (spec §3): the project configuration may switch it; basic mode and a restricted
  // time zone (spec §6) switch it off. Its value lists the providers (spec §9: both by default).
  feature: 'features.onramp',
  views: ['OnRamp'],
  load: () => import(/* webpackChunkName: "plugin-onramp" */ './plugin'),
});

/**
 * The whole manifest: the eager core plus its deferred details (title, permissions, namespaces, slot
 * contributions) — for a host or a test that takes this plugin alone. The built-in list uses the
 * core and fetches every built-in's details in one chunk.
 */
export const onrampManifest = /*#__PURE__*/ manifestWithDetails(onrampManifestCore, () => import(/* webpackChunkName: "plugin-details" */ './manifest-details'));
