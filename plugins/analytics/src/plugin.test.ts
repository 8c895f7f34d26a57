import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPluginHarness, fakeFetch } from '@gangway/kernel/testing';
import { analyticsManifest } from './manifest';
import { ERROR_REPORT_LIMIT } from './analytics';

afterEach(() => { vi.useRealTimers(); });

function setup(options: Record<string, unknown> = {}) {
  const ff = fakeFetch({ 'GET /getAnalyticsConfig': { json: { isAnalyticsEnabled: true } }, 'POST /e': { json: {} } });
  const h = createPluginHarness(analyticsManifest, { fetch: ff.fetch, options: { basic: true, ...options } });
  const posts = () => ff.calls.filter((c) => c.method === 'POST').map((c) => (c.body as { props: { event: string } }).props.event);
  return { h, ff, posts };
}

describe('analytics plugin', () => {
  it('sends nothing before consent, then the queued events (including those emitted before it activated)', async () => {
    const { h, ff, posts } = setup();
    h.kernel.emit('EARLY');
    await h.gangway.open();
    h.gangway.close();
    // It activates once the open's first view is up (onOpenFinished), not with the open's wave.
    await vi.waitFor(() => expect(h.kernel.store.getState().plugins.analytics.status).toBe('active'));
    expect(ff.calls).toEqual([]);
    h.gangway.setAnalyticsConsent(true);
    await expect.poll(posts).toEqual(['EARLY', 'MODAL_OPEN', 'MODAL_CLOSE']);
    h.kernel.emit('LATER');
    await expect.poll(posts).toContain('LATER');
  });

  it('is never loaded with features.analytics off', async () => {
    const { h, ff } = setup({ features: { analytics: false }, analyticsConsent: true });
    await h.gangway.open();
    expect(h.kernel.store.getState().plugins.analytics.status).toBe('disabled');
    expect(ff.calls).toEqual([]);
  });

  it('reports kernel and plugin errors once consent is given', async () => {
    const { h, ff } = setup({ analyticsConsent: true });
    await h.activate();
    h.kernel.hooks.error.call({ error: new Error('boom'), source: 'test' });
    await expect.poll(() => ff.calls.filter((c) => c.method === 'POST').map((c) => (c.body as { props: { errorMessage?: string } }).props.errorMessage)).toContain('boom');
  });

  it('reports at most 5 errors per 60 s from the error hook (spec §8), then again after the window', async () => {
    expect(ERROR_REPORT_LIMIT).toEqual({ max: 5, windowMs: 60_000 });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1_000_000);
    const { h, ff } = setup({ analyticsConsent: true });
    await h.activate();
    const reported = () => ff.calls.filter((c) => c.method === 'POST').map((c) => (c.body as { props: { errorMessage?: string } }).props.errorMessage);
    for (let i = 0; i < 8; i++) h.kernel.hooks.error.call({ error: new Error(`e${i}`), source: 'controller' });
    await expect.poll(reported).toEqual(['e0', 'e1', 'e2', 'e3', 'e4']);
    const t0 = 1_000_000;
    vi.setSystemTime(t0 + ERROR_REPORT_LIMIT.windowMs - 1);
    h.kernel.hooks.error.call({ error: new Error('still inside the window'), source: 'controller' });
    vi.setSystemTime(t0 + ERROR_REPORT_LIMIT.windowMs);
    h.kernel.hooks.error.call({ error: new Error('after the window'), source: 'controller' });
    await expect.poll(reported).toEqual(['e0', 'e1', 'e2', 'e3', 'e4', 'after the window']);
  });
});
