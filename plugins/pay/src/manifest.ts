/** The pay plugin's manifest: pure data, bundled with every host. Off by default (spec §9 "pay off"). */
import { defineManifest, manifestWithDetails } from '@gangway/kernel';

export const payManifestCore = defineManifest({
  id: 'pay',
  apiVersion: 2,
  feature: 'features.pay',
  views: ['Pay'],
  // The host reaches it through `gangway.service(payServiceKey)` (public.ts), which activates it.
  provides: ['pay'],
  requires: ['eip155'],
  load: () => import(/* webpackChunkName: "plugin-pay" */ './plugin'),
});

/**
 * The whole manifest: the eager core plus its deferred details (title, permissions, namespaces, slot
 * contributions) — for a host or a test that takes this plugin alone. The built-in list uses the
 * core and fetches every built-in's details in one chunk.
 */
export const payManifest = /*#__PURE__*/ manifestWithDetails(payManifestCore, () => import(/* webpackChunkName: "plugin-details" */ './manifest-details'));
