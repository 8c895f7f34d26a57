import * as v from 'valibot';
import { httpStatus, type PluginApi } from '@gangway/kernel';
import { APPKIT_ERROR_EVENT } from './appkit-events';

type ApiClient = PluginApi['http'];
type AlertKind = 'INVALID_APP_CONFIGURATION';

/** The `props` of spec §7's analytics body. */
export interface AnalyticsEvent {
  type: string;
  event: string;
  errorType?: string;
  errorMessage?: string;
  stackTrace?: string;
  properties?: Record<string, unknown>;
}

export interface AnalyticsOptions {
  client: ApiClient;
  /** Initial consent, from the analyticsConsent option (default false). */
  consent?: boolean;
  /** Clock for timestamps and the error rate limit (tests inject one). */
  now?: () => number;
  /** Called when the analytics service refuses the project (HTTP 403). */
  onAlert?: (kind: AlertKind) => void;
}

/** Spec §8: errors reported to analytics are limited to 5 per 60 s. */
export const ERROR_REPORT_LIMIT = { max: 5, windowMs: 60_000 } as const;
/** Events held while consent is pending; beyond this the oldest are dropped. */
export const MAX_QUEUED_EVENTS = 20;

const ConfigSchema = v.looseObject({ isAnalyticsEnabled: v.boolean() });

const uuid = () =>
  globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(16)}-${Math.random().toString(16).slice(2)}`;

export type Analytics = ReturnType<typeof createAnalytics>;

/**
 * Analytics (POST /e on the analytics service). Privacy first:
 * - until consent is granted, nothing is sent and nothing is fetched: events are QUEUED in memory
 *   (at most MAX_QUEUED_EVENTS, oldest dropped); `setConsent(true)` flushes them, `setConsent(false)`
 *   discards them;
 * - before the first send, GET /getAnalyticsConfig is asked once; when it says disabled (or fails),
 *   nothing is ever sent;
 * - an HTTP 403 from the service yields the INVALID_APP_CONFIGURATION alert and stops sending.
 * Sending never throws; the result of a send is the alert kind to show, or null.
 */
export function createAnalytics({ client, consent = false, now = Date.now, onAlert }: AnalyticsOptions) {
  let queue: AnalyticsEvent[] = [];
  let enabled: Promise<boolean> | undefined;
  let refused = false;
  const errorTimes: number[] = [];

  const isEnabled = () =>
    (enabled ??= client
      .get('walletServices', '/getAnalyticsConfig', { schema: ConfigSchema })
      .then((r) => r.isAnalyticsEnabled)
      .catch(() => false));

  async function send(props: AnalyticsEvent): Promise<AlertKind | null> {
    if (refused || !(await isEnabled())) return null;
    const loc = globalThis.location;
    try {
      await client.post('analytics', '/e', {
        body: { eventId: uuid(), url: loc?.href ?? '', domain: loc?.hostname ?? '', timestamp: now(), props },
      });
    } catch (e) {
      if (httpStatus(e) === 403) {
        refused = true;
        onAlert?.('INVALID_APP_CONFIGURATION');
        return 'INVALID_APP_CONFIGURATION';
      }
    }
    return null;
  }

  async function flush(): Promise<AlertKind | null> {
    const batch = queue;
    queue = [];
    let alert: AlertKind | null = null;
    for (const e of batch) alert = (await send(e)) ?? alert;
    return alert;
  }

  function track(event: AnalyticsEvent): Promise<AlertKind | null> {
    if (refused) return Promise.resolve(null);
    if (!consent) {
      queue.push(event);
      if (queue.length > MAX_QUEUED_EVENTS) queue.shift();
      return Promise.resolve(null);
    }
    return send(event);
  }

  return {
    track,
    /** Reports an error (spec §8), at most 5 per 60 s; further ones within the window are dropped. */
    reportError(error: unknown, errorType = 'Error'): Promise<AlertKind | null> {
      const t = now();
      while (errorTimes.length && t - errorTimes[0] >= ERROR_REPORT_LIMIT.windowMs) errorTimes.shift();
      if (errorTimes.length >= ERROR_REPORT_LIMIT.max) return Promise.resolve(null);
      errorTimes.push(t);
      const err = error as { message?: unknown; stack?: unknown } | null;
      const errorMessage = typeof err?.message === 'string' ? err.message : String(error);
      const stackTrace = typeof err?.stack === 'string' ? err.stack : undefined;
      // AppKit's INTERNAL_SDK_ERROR keeps the fields in `properties` (appkit-events.ts); spec §7 names
      // them in props itself: both, so either reader finds them. Reported errors were caught: not uncaught.
      return track({
        type: 'error',
        event: APPKIT_ERROR_EVENT,
        errorType,
        errorMessage,
        stackTrace,
        properties: { errorType, errorMessage, ...(stackTrace ? { stackTrace } : {}), uncaught: false },
      });
    },
    setConsent(granted: boolean): Promise<AlertKind | null> {
      consent = granted;
      if (granted) return flush();
      queue = [];
      return Promise.resolve(null);
    },
    get consent() {
      return consent;
    },
    /** Events waiting for consent. */
    get pending() {
      return queue.length;
    },
  };
}
