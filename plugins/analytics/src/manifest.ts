/**
 * Analytics (spec §7 POST /e, §8 error reports): pure data. Switch `features.analytics`; nothing is
 * sent before the host grants consent. It activates with the first open, connect or restored account
 * and replays the events emitted before (the kernel keeps the recent ones).
 */
import { defineManifest } from '@gangway/kernel';

export const analyticsManifest = defineManifest({
  id: 'analytics',
  apiVersion: 2,
  feature: 'features.analytics',
  activationEvents: ['onOpen', 'onHook:connect', 'onHook:accountChanged'],
  permissions: ['http'],
  load: () => import(/* webpackChunkName: "plugin-analytics" */ './plugin'),
});
