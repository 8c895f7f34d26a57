import { describe, expect, it } from 'vitest';
import { resolveFeatures } from '../options/features';
import { createApiClient } from './client';
import { fetchProjectConfig, remoteFeaturesFromConfig } from './config';
import { endpoints, fakeFetch } from '../testing/fake-fetch';

const client = (routes: Parameters<typeof fakeFetch>[0]) => {
  const ff = fakeFetch(routes);
  return { ...ff, client: createApiClient({ endpoints, projectId: 'p1', sdkType: 'gangway', sdkVersion: 'v', fetch: ff.fetch }) };
};

describe('remoteFeaturesFromConfig', () => {
  it('maps each feature id', () => {
    expect(
      remoteFeaturesFromConfig([
        { id: 'social_login', isEnabled: true, config: ['email', 'github', 'x', 'myspace'] },
        { id: 'swap', isEnabled: true, config: null },
        { id: 'onramp', isEnabled: true, config: ['coinbase'] },
        { id: 'activity', isEnabled: false, config: null },
        { id: 'reown_branding', isEnabled: true, config: null },
        { id: 'payments', isEnabled: true, config: [] },
      ]),
    ).toEqual({ email: true, socials: ['github', 'x'], swaps: ['1inch'], onramp: ['coinbase'], activity: false, reownBranding: true });
  });

  it('turns disabled features off and says nothing for unknown or null ones', () => {
    expect(
      remoteFeaturesFromConfig([
        { id: 'social_login', isEnabled: false, config: ['email'] },
        { id: 'swap', isEnabled: false },
        { id: 'onramp', isEnabled: null, config: null },
      ]),
    ).toEqual({ email: false, socials: false, swaps: false });
    expect(remoteFeaturesFromConfig([{ id: 'social_login', isEnabled: true, config: ['email'] }])).toEqual({ email: true, socials: false });
    expect(remoteFeaturesFromConfig([{ id: 'social_login', isEnabled: true, config: null }]).socials).toHaveLength(7);
  });

  it('accepts separate email and social entries', () => {
    expect(
      remoteFeaturesFromConfig([
        { id: 'email', isEnabled: false, config: null },
        { id: 'social', isEnabled: true, config: ['google', 'x'] },
      ]),
    ).toEqual({ email: false, socials: ['google', 'x'] });
    expect(remoteFeaturesFromConfig([{ id: 'social', isEnabled: false, config: ['google'] }])).toEqual({ socials: false });
  });
});

describe('fetchProjectConfig', () => {
  it('GETs /appkit/v1/config on wallet services and feeds resolveFeatures', async () => {
    const { client: c, calls } = client({
      'GET /appkit/v1/config': { json: { features: [{ id: 'swap', isEnabled: false, config: null }] } },
    });
    const remote = await fetchProjectConfig(c);
    expect(calls[0].url.origin).toBe('http://ws.test');
    expect(calls[0].url.searchParams.get('st')).toBe('gangway');
    const r = resolveFeatures({ swaps: ['1inch'] }, remote);
    expect(r.features.swaps).toBe(false);
    expect(r.warnings[0]).toMatch(/Local configuration ignored for swaps/);
  });

  it('resolves undefined when unavailable or malformed, so local settings apply', async () => {
    expect(await fetchProjectConfig(client({ 'GET /appkit/v1/config': { status: 500 } }).client)).toBeUndefined();
    expect(await fetchProjectConfig(client({ 'GET /appkit/v1/config': { json: { features: 'all' } } }).client)).toBeUndefined();
  });
});
