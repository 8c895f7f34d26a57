import { describe, expect, it, vi } from 'vitest';
import { createAnalytics, MAX_QUEUED_EVENTS } from './analytics';
import { createApiClient, fakeFetch, testEndpoints as endpoints } from '@gangway/kernel/testing';

function setup({ consent = false, enabled = true, status = 200 } = {}) {
  let t = 1_700_000_000_000;
  const ff = fakeFetch({
    'GET /getAnalyticsConfig': { json: { isAnalyticsEnabled: enabled } },
    'POST /e': { status, json: {} },
  });
  const client = createApiClient({ endpoints, projectId: 'p1', sdkType: 'gangway', sdkVersion: 'react-gangway-0.1.0', fetch: ff.fetch });
  const onAlert = vi.fn();
  const a = createAnalytics({ client, consent, now: () => t, onAlert });
  const posts = () => ff.calls.filter((c) => c.method === 'POST');
  return { a, calls: ff.calls, posts, onAlert, tick: (ms: number) => (t += ms) };
}

describe('createAnalytics', () => {
  it('sends nothing, not even the config request, before consent; consent flushes the queue', async () => {
    const { a, calls, posts } = setup();
    await a.track({ type: 'track', event: 'MODAL_OPEN' });
    await a.track({ type: 'track', event: 'CONNECT_SUCCESS' });
    expect(calls).toHaveLength(0);
    expect(a.pending).toBe(2);
    await a.setConsent(true);
    expect(calls[0].url.pathname).toBe('/getAnalyticsConfig');
    expect(posts().map((c) => (c.body as { props: { event: string } }).props.event)).toEqual(['MODAL_OPEN', 'CONNECT_SUCCESS']);
    expect(a.pending).toBe(0);
  });

  it('discards the queue when consent is refused and bounds it', async () => {
    const { a, calls } = setup();
    for (let i = 0; i < MAX_QUEUED_EVENTS + 5; i++) await a.track({ type: 'track', event: `E${i}` });
    expect(a.pending).toBe(MAX_QUEUED_EVENTS);
    await a.setConsent(false);
    expect(a.pending).toBe(0);
    await a.setConsent(true);
    expect(calls).toHaveLength(0);
  });

  it('posts /e with the spec body and query, checking the config only once', async () => {
    vi.stubGlobal('location', { href: 'https://app.test/page', hostname: 'app.test' });
    try {
      const { a, calls, posts } = setup({ consent: true });
      await a.track({ type: 'track', event: 'MODAL_OPEN', properties: { connected: false } });
      await a.track({ type: 'track', event: 'MODAL_CLOSE' });
      expect(calls.filter((c) => c.url.pathname === '/getAnalyticsConfig')).toHaveLength(1);
      const p = posts()[0];
      expect(p.url.origin).toBe('http://pulse.test');
      expect(Object.fromEntries(p.url.searchParams)).toEqual({ projectId: 'p1', st: 'gangway', sv: 'react-gangway-0.1.0' });
      expect(p.body).toEqual({
        eventId: expect.any(String),
        url: 'https://app.test/page',
        domain: 'app.test',
        timestamp: 1_700_000_000_000,
        props: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } },
      });
      expect((posts()[1].body as { eventId: string }).eventId).not.toBe((p.body as { eventId: string }).eventId);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('sends nothing when the project has analytics disabled', async () => {
    const { a, posts } = setup({ consent: true, enabled: false });
    await a.track({ type: 'track', event: 'X' });
    await a.reportError(new Error('e'));
    expect(posts()).toHaveLength(0);
  });

  it('limits error reports to 5 per 60 s', async () => {
    const { a, posts, tick } = setup({ consent: true });
    for (let i = 0; i < 7; i++) await a.reportError(new Error(`boom ${i}`), 'CONTROLLER');
    expect(posts()).toHaveLength(5);
    const props = (posts()[0].body as { props: Record<string, unknown> }).props;
    // AppKit's error event (TypeUtil.ts:577-586): INTERNAL_SDK_ERROR with the fields in properties;
    // spec §7's top-level fields stay too.
    expect(props).toMatchObject({ type: 'error', event: 'INTERNAL_SDK_ERROR', errorType: 'CONTROLLER', errorMessage: 'boom 0', properties: { errorType: 'CONTROLLER', errorMessage: 'boom 0', uncaught: false } });
    expect(props.stackTrace).toContain('boom 0');
    expect((props.properties as { stackTrace: string }).stackTrace).toContain('boom 0');
    tick(59_999);
    await a.reportError('late');
    expect(posts()).toHaveLength(5);
    tick(1);
    await a.reportError('later');
    expect(posts()).toHaveLength(6);
    expect((posts()[5].body as { props: { errorMessage: string } }).props.errorMessage).toBe('later');
  });

  it('yields INVALID_APP_CONFIGURATION on HTTP 403 and stops sending', async () => {
    const { a, posts, onAlert } = setup({ consent: true, status: 403 });
    expect(await a.track({ type: 'track', event: 'X' })).toBe('INVALID_APP_CONFIGURATION');
    expect(onAlert).toHaveBeenCalledWith('INVALID_APP_CONFIGURATION');
    expect(await a.track({ type: 'track', event: 'Y' })).toBeNull();
    expect(posts()).toHaveLength(1);
  });

  it('never throws when the service fails', async () => {
    const { a } = setup({ consent: true, status: 500 });
    await expect(a.track({ type: 'track', event: 'X' })).resolves.toBeNull();
  });
});
