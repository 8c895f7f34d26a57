import { webcrypto } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { GangwayError } from '../errors/core';
import type { PluginManifest, RemoteRef } from './manifest';
import { permissionsOf } from './permissions';
import { activationTimeout, assertRemoteAllowed, effectivePermissions, REMOTE_TIMEOUT_MS, sriOf, verifyRemoteEntry } from './remote-trust';

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

describe('remote permissions', () => {
  const remote: PluginManifest = { id: 'ex', apiVersion: 2, permissions: ['http', 'storage', 'origin:https://api.example.com'], remote: ref() };
  const bundled: PluginManifest = { id: 'local', apiVersion: 2, permissions: ['http', 'storage'], load: async () => ({}) };

  it("a remote plugin gets what its manifest declares and the host grants; a bundled one what it declares", () => {
    const options = trust({ grant: { ex: ['http', 'auth.tokens'] } });
    expect(effectivePermissions(remote, options)).toEqual({ granted: ['http'], notGranted: ['storage', 'origin:https://api.example.com'] });
    expect(effectivePermissions(remote, {}).granted).toEqual([]);
    expect(effectivePermissions(bundled, {}).granted).toEqual(['http', 'storage']);
  });

  it('refuses an ungranted use with PERMISSION_DENIED naming the plugin and the permission', () => {
    const perms = permissionsOf(remote, trust({ grant: { ex: ['http', 'auth.tokens'] } }));
    expect(perms.has('http')).toBe(true);
    expect(perms.has('auth.tokens')).toBe(false); // granted, but not declared
    expect(() => perms.assert('http')).not.toThrow();
    const denied = refusal(() => perms.assert('storage', 'storage'));
    expect(denied.code).toBe('PERMISSION_DENIED');
    expect(denied.details).toEqual({ plugin: 'ex', permission: 'storage' });
    expect(denied.message).toBe("Plugin ex uses storage without the permission 'storage': the host did not grant it to this remote plugin (options.remotes.grant['ex'])");
    expect(refusal(() => perms.assert('auth.tokens', 'the sign-in tokens')).message).toContain("declare it in the plugin's manifest");
  });
});

describe('activation timeout', () => {
  it('is 10 s for a remote plugin by default, the host may change it, and bundled plugins have none', () => {
    const remote: PluginManifest = { id: 'ex', apiVersion: 2, remote: ref() };
    expect(REMOTE_TIMEOUT_MS).toBe(10_000);
    expect(activationTimeout(remote, {})).toBe(10_000);
    expect(activationTimeout(remote, trust({ timeout: 2500 }))).toBe(2500);
    expect(activationTimeout(remote, trust({ timeout: 0 }))).toBe(10_000);
    expect(activationTimeout({ id: 'local', apiVersion: 2, load: async () => ({}) }, trust({ timeout: 5 }))).toBeUndefined();
  });
});
