/**
 * Public events and reported errors go to analytics — only while `features.analytics` is on, and
 * never before the host grants consent (`analyticsConsent` option or `gangway.setAnalyticsConsent`):
 * until then events wait in a small in-memory queue (analytics.ts).
 */
import { definePlugin, type PluginApi } from '@gangway/kernel';
import { createAnalytics } from './analytics';
import { appkitEventName } from './appkit-events';

export function setupAnalytics(api: PluginApi) {
  const analytics = createAnalytics({
    client: api.http,
    consent: api.options.analyticsConsent,
    onAlert: (kind) => api.ui.showAlert(kind),
  });
  // On the wire under AppKit's event names (appkit-events.ts); the public events keep Gangway's.
  const off = api.events.onEvent((e) => { void analytics.track({ type: 'track', event: appkitEventName(e.type), properties: e.properties }); });
  api.hooks.error.tap(api.id, ({ error, source }) => { void analytics.reportError(error, source); });
  api.hooks.consentChanged.tap(api.id, ({ granted }) => { void analytics.setConsent(granted); });
  return off;
}

export default definePlugin(setupAnalytics);
