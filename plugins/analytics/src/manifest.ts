/**
 * Analytics (spec §7 POST /e, §8 error reports): pure data. Switch `features.analytics`; nothing is
 * sent before the host grants consent. It activates once the first open's view is up (outside the click's
 * wave), or with a connect or restored account, and replays the events emitted before (the kernel keeps the recent ones).
 */
import { defineManifest } from '@gangway/kernel';

export const analyticsManifest = defineManifest({
  id: 'analytics',
  apiVersion: 2,
  feature: 'features.analytics',
  activationEvents: ['onOpenFinished', 'onHook:connect', 'onHook:accountChanged'],
  // Loaded with the runtime, not eagerly (the build splits these fields off: docs/plugins.md):
  permissions: ['http'],
  load: () => import(/* webpackChunkName: "plugin-analytics" */ './plugin'),
});
