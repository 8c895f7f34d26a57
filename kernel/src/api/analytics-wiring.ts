/**
 * Public events and kernel errors go to analytics (spec §7 POST /e) — only when the analytics
 * feature is on, and never before the host grants consent (`analyticsConsent` option or
 * `gangway.setAnalyticsConsent(true)`): until then events wait in a small in-memory queue.
 */
import { createAnalytics, type Analytics } from '../remote';
import type { Kernel } from './kernel-types';

export function wireAnalytics(kernel: Kernel): Analytics {
  const analytics = createAnalytics({
    client: kernel.http,
    consent: kernel.options.analyticsConsent,
    onAlert: (kind) => { kernel.showAlert(kind); },
  });
  const on = () => Boolean(kernel.options.features.analytics);
  kernel.events.subscribe((e) => {
    if (on()) void analytics.track({ type: 'track', event: e.type, properties: e.properties });
  });
  kernel.hooks.error.tap('kernel:analytics', ({ error, source }) => {
    if (on()) void analytics.reportError(error, source);
  });
  return analytics;
}
