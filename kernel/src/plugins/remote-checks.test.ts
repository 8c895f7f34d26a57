// The remote-only checks (remote-checks.ts): a remote's origin and pinning, before any request to it,
// and its entry's integrity.
import { webcrypto } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { GangwayError } from '../errors/core';
import type { RemoteRef } from './manifest';
import { assertRemoteAllowed, sriOf, verifyRemoteEntry } from './remote-checks';

const subtle = webcrypto.subtle as unknown as SubtleCrypto;
const body = new TextEncoder().encode('var gangway_example = 1;');
const sri = async (bytes: Uint8Array, algo = 'sha384') => sriOf(bytes.buffer as ArrayBuffer, `${algo}-`, subtle);
const ref = (over: Partial<RemoteRef> = {}): RemoteRef => ({ name: 'ex', entry: 'https://cdn.example.com/ex/remoteEntry.js', module: './plugin', integrity: `sha384-${'A'.repeat(64)}`, ...over });
const trust = (remotes: unknown) => ({ remotes });
const refusal = (f: () => unknown) => {
  try { f(); } catch (e) { return e as GangwayError; }
  throw new Error('not refused');
};

describe('remote origin and pinning (checked before any request)', () => {
  it('allows an entry on an allowed origin, pinned by an SRI hash', () => {
    const url = assertRemoteAllowed('ex', ref(), trust({ allowedOrigins: ['https://cdn.example.com/'] }));
    expect(url.origin).toBe('https://cdn.example.com');
  });

  it('refuses an origin not on the list, and every origin when the host lists none', () => {
    const e = refusal(() => assertRemoteAllowed('ex', ref({ entry: 'https://evil.example/remoteEntry.js' }), trust({ allowedOrigins: ['https://cdn.example.com'] })));
    expect(e).toBeInstanceOf(GangwayError);
    expect(e.code).toBe('REMOTE_REFUSED');
    expect(e.message).toBe('Remote plugin ex refused: its origin https://evil.example is not allowed (options.remotes.allowedOrigins: https://cdn.example.com)');
    expect(refusal(() => assertRemoteAllowed('ex', ref(), {})).message).toContain('(options.remotes.allowedOrigins: none)');
    // Same host, another port or scheme: another origin.
    expect(refusal(() => assertRemoteAllowed('ex', ref({ entry: 'http://cdn.example.com/remoteEntry.js' }), trust({ allowedOrigins: ['https://cdn.example.com'] }))).message).toContain('not allowed');
  });

  it('refuses an entry without a valid integrity, a JSON manifest entry and a non-http URL', () => {
    const allowed = trust({ allowedOrigins: ['https://cdn.example.com'] });
    expect(refusal(() => assertRemoteAllowed('ex', ref({ integrity: '' }), allowed)).message).toContain("no valid integrity hash (RemoteRef.integrity: 'sha384-…' of remoteEntry.js)");
    expect(refusal(() => assertRemoteAllowed('ex', ref({ integrity: 'md5-abc' }), allowed)).message).toContain('no valid integrity hash');
    expect(refusal(() => assertRemoteAllowed('ex', ref({ entry: 'https://cdn.example.com/mf-manifest.json' }), allowed)).message).toContain('not a JSON manifest');
    expect(refusal(() => assertRemoteAllowed('ex', ref({ entry: '/remoteEntry.js' }), allowed)).message).toContain('not an absolute URL');
    expect(refusal(() => assertRemoteAllowed('ex', ref({ entry: 'data:text/javascript,1' }), trust({ allowedOrigins: ['null'] }))).message).toContain('not http(s)');
  });
});

describe('remote entry integrity', () => {
  const fetchOf = (res: Response | Error) => vi.fn(async () => { if (res instanceof Error) throw res; return res; }) as unknown as typeof fetch;

  it('passes bytes matching any of the listed hashes (any algorithm), and fetches without credentials', async () => {
    const f = fetchOf(new Response(body));
    await verifyRemoteEntry('ex', ref({ integrity: await sri(body) }), { fetch: f, subtle });
    expect(f).toHaveBeenCalledWith('https://cdn.example.com/ex/remoteEntry.js', { mode: 'cors', credentials: 'omit' });
    await verifyRemoteEntry('ex', ref({ integrity: `sha512-${'B'.repeat(86)}== ${await sri(body, 'sha256')}` }), { fetch: fetchOf(new Response(body)), subtle });
  });

  it('refuses other bytes, naming both hashes', async () => {
    const pinned = await sri(new TextEncoder().encode('something else'));
    const e = await verifyRemoteEntry('ex', ref({ integrity: pinned }), { fetch: fetchOf(new Response(body)), subtle }).catch((x: GangwayError) => x);
    expect(e).toBeInstanceOf(GangwayError);
    expect((e as GangwayError).message).toBe(`Remote plugin ex refused: its entry https://cdn.example.com/ex/remoteEntry.js does not match its integrity hash (expected ${pinned}, got ${await sri(body)})`);
  });

  it('says when the entry is missing, fails on the server, or cannot be fetched', async () => {
    const missing = await verifyRemoteEntry('ex', ref(), { fetch: fetchOf(new Response('no', { status: 404 })), subtle }).catch((x: GangwayError) => x);
    expect((missing as GangwayError).message).toBe('Remote plugin ex refused: its entry https://cdn.example.com/ex/remoteEntry.js answered 404 (not found)');
    expect((missing as GangwayError).details).toMatchObject({ plugin: 'ex', status: 404 });
    const down = await verifyRemoteEntry('ex', ref(), { fetch: fetchOf(new Response('', { status: 503 })), subtle }).catch((x: GangwayError) => x);
    expect((down as GangwayError).message).toContain('answered 503');
    const offline = await verifyRemoteEntry('ex', ref(), { fetch: fetchOf(new TypeError('Failed to fetch')), subtle }).catch((x: GangwayError) => x);
    expect((offline as GangwayError).message).toContain('could not be fetched (Failed to fetch)');
  });
});

