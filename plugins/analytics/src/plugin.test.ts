import { describe, expect, it } from 'vitest';
import { createPluginHarness, fakeFetch } from '@gangway/kernel/testing';
import { analyticsManifest } from './manifest';

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
    expect(h.kernel.store.getState().plugins.analytics.status).toBe('active');
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
});
