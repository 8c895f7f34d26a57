/**
 * Analytics (spec §7 POST /e, §8 error reports): pure data. Switch `features.analytics`; nothing is
 * sent before the host grants consent. It activates once the first open's view is up (outside the click's
 * wave), or with a connect or restored account, and replays the events emitted before (the kernel keeps the recent ones).
 */
import { defineManifest, manifestWithDetails } from '@gangway/kernel';

export const analyticsManifestCore = defineManifest({
  id: 'analytics',
  apiVersion: 2,
  feature: 'features.analytics',
  activationEvents: ['onOpenFinished', 'onHook:connect', 'onHook:accountChanged'],
  load: () => import(/* webpackChunkName: "plugin-analytics" */ './plugin'),
});

/**
 * The whole manifest: the eager core plus its deferred details (title, permissions, namespaces, slot
 * contributions) — for a host or a test that takes this plugin alone. The built-in list uses the
 * core and fetches every built-in's details in one chunk.
 */
export const analyticsManifest = /*#__PURE__*/ manifestWithDetails(analyticsManifestCore, () => import(/* webpackChunkName: "plugin-details" */ './manifest-details'));
