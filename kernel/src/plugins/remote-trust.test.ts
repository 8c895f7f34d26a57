// What every plugin's activation needs of the host's trust (remote-trust.ts): permissions and the
// activation deadline. The remote-only checks are tested in remote-checks.test.ts.
import { describe, expect, it } from 'vitest';
import { GangwayError } from '../errors/core';
import type { PluginManifest, RemoteRef } from './manifest';
import { permissionsOf } from './permissions';
import { activationTimeout, effectivePermissions, REMOTE_TIMEOUT_MS } from './remote-trust';

const ref = (over: Partial<RemoteRef> = {}): RemoteRef => ({ name: 'ex', entry: 'https://cdn.example.com/ex/remoteEntry.js', module: './plugin', integrity: `sha384-${'A'.repeat(64)}`, ...over });
const trust = (remotes: unknown) => ({ remotes });
const refusal = (f: () => unknown) => {
  try { f(); } catch (e) { return e as GangwayError; }
  throw new Error('not refused');
};

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
