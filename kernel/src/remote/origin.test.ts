import { describe, expect, it, vi } from 'vitest';
import { GangwayError } from '../errors/catalogue';
import { createApiClient } from './client';
import { endpoints, fakeFetch } from '../testing/fake-fetch';
import { checkOrigin, fetchAllowedOrigins, isOriginAllowed } from './origin';

describe('isOriginAllowed', () => {
  it('matches exact origins, hosts and wildcards', () => {
    const list = ['https://app.example.com', 'shop.test', '*.example.org', 'http://localhost:*', 'https://*.vercel.app/'];
    expect(isOriginAllowed('https://app.example.com', list)).toBe(true);
    expect(isOriginAllowed('http://app.example.com', list)).toBe(false);
    expect(isOriginAllowed('https://shop.test', list)).toBe(true);
    expect(isOriginAllowed('https://a.b.example.org', list)).toBe(true);
    expect(isOriginAllowed('https://example.org', list)).toBe(false);
    expect(isOriginAllowed('https://evilexample.org', list)).toBe(false);
    expect(isOriginAllowed('http://localhost:5173', list)).toBe(true);
    expect(isOriginAllowed('http://localhost', list)).toBe(false);
    expect(isOriginAllowed('http://localhost.evil.com', list)).toBe(false);
    expect(isOriginAllowed('https://my-app.vercel.app', list)).toBe(true);
    expect(isOriginAllowed('HTTPS://APP.EXAMPLE.COM', list)).toBe(true);
    expect(isOriginAllowed('https://app.example.com.evil.com', list)).toBe(false);
  });
});

describe('checkOrigin', () => {
  const on = { email: true, socials: false } as const;

  it('runs only when email or socials are on', async () => {
    const fetchOrigins = vi.fn(async () => []);
    expect(await checkOrigin({ features: { email: false, socials: false }, origin: 'https://a.b', fetchOrigins })).toBeNull();
    expect(fetchOrigins).not.toHaveBeenCalled();
    expect(await checkOrigin({ features: { email: false, socials: ['google'] }, origin: 'https://a.b', fetchOrigins })).toBe('INVALID_APP_CONFIGURATION');
    expect(fetchOrigins).toHaveBeenCalledTimes(1);
  });

  it('gives INVALID_APP_CONFIGURATION for an origin not on the list, null for one on it', async () => {
    expect(await checkOrigin({ features: on, origin: 'https://evil.com', fetchOrigins: async () => ['https://good.com'] })).toBe('INVALID_APP_CONFIGURATION');
    expect(await checkOrigin({ features: on, origin: 'https://good.com', fetchOrigins: async () => ['https://good.com'] })).toBeNull();
  });

  it('gives PROJECT_ID_NOT_CONFIGURED for a missing list or another HTTP error, INVALID_PROJECT_ID when the project id is refused, null when offline', async () => {
    expect(await checkOrigin({ features: on, origin: 'https://a.b', fetchOrigins: async () => undefined })).toBe('PROJECT_ID_NOT_CONFIGURED');
    const answering = (status: number) => async () => {
      throw new GangwayError('HTTP_ERROR', 'x', { details: { status } });
    };
    expect(await checkOrigin({ features: on, origin: 'https://a.b', fetchOrigins: answering(404) })).toBe('PROJECT_ID_NOT_CONFIGURED');
    expect(await checkOrigin({ features: on, origin: 'https://a.b', fetchOrigins: answering(500) })).toBe('PROJECT_ID_NOT_CONFIGURED');
    expect(await checkOrigin({ features: on, origin: 'https://a.b', fetchOrigins: answering(403) })).toBe('INVALID_PROJECT_ID');
    expect(await checkOrigin({ features: on, origin: 'https://a.b', fetchOrigins: answering(401) })).toBe('INVALID_PROJECT_ID');
    const offline = async () => {
      throw new GangwayError('NETWORK_ERROR', 'x');
    };
    expect(await checkOrigin({ features: on, origin: 'https://a.b', fetchOrigins: offline })).toBeNull();
  });

  it('fetches the list from GET /projects/v1/origins', async () => {
    const ff = fakeFetch({ 'GET /projects/v1/origins': { json: { allowedOrigins: ['http://127.0.0.1:*'] } } });
    const client = createApiClient({ endpoints, projectId: 'p1', sdkType: 'gangway', sdkVersion: 'v', fetch: ff.fetch });
    expect(await checkOrigin({ features: on, origin: 'http://127.0.0.1:3000', fetchOrigins: () => fetchAllowedOrigins(client) })).toBeNull();
    expect(ff.calls[0].url.toString()).toBe('http://ws.test/projects/v1/origins?projectId=p1&st=gangway&sv=v');
    const empty = fakeFetch({ 'GET /projects/v1/origins': { json: {} } });
    const c2 = createApiClient({ endpoints, projectId: 'p1', sdkType: 'gangway', sdkVersion: 'v', fetch: empty.fetch });
    expect(await checkOrigin({ features: on, origin: 'http://127.0.0.1:3000', fetchOrigins: () => fetchAllowedOrigins(c2) })).toBe('PROJECT_ID_NOT_CONFIGURED');
  });
});

describe('allow-list entries from the service (found by the fuzz suite)', () => {
  it('an entry longer than any origin matches nothing instead of throwing', () => {
    expect(isOriginAllowed('https://dapp.example', ['A'.repeat(100_000), 'https://dapp.example'])).toBe(true);
    expect(isOriginAllowed('https://dapp.example', ['a'.repeat(100_000)])).toBe(false);
  });
  it('an entry with more than 3 wildcards matches nothing (each may span dots: they would backtrack without end)', () => {
    const host = `https://${'a'.repeat(40)}`;
    expect(isOriginAllowed(host, [`${'*.'.repeat(30)}x`])).toBe(false);
    expect(isOriginAllowed('https://a.b.example.com:8080', ['https://*.*.example.com:*'])).toBe(true);
  });
});
