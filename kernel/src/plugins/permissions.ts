/** The check behind every guarded capability of the plugin API. */
import { GangwayError } from '../errors/core';
import type { Permission, PluginManifest } from './manifest';
import { effectivePermissions } from './remote-trust';

export const permissionDenied = (pluginId: string, permission: Permission, what: string, remedy = "declare it in the plugin's manifest") =>
  new GangwayError('PERMISSION_DENIED', `Plugin ${pluginId} uses ${what} without the permission '${permission}': ${remedy}`, { details: { plugin: pluginId, permission } });

/**
 * What a plugin's code may use: its manifest's permissions; for a remote plugin, only those the host
 * also granted (options.remotes.grant) — see remote-trust.ts. `options` are the kernel's resolved options.
 */
export function permissionsOf(m: PluginManifest, options?: unknown) {
  const { granted: list, notGranted } = effectivePermissions(m, options);
  const granted = new Set<string>(list);
  return {
    has: (p: Permission) => granted.has(p),
    assert(p: Permission, what: string = p) {
      if (granted.has(p)) return;
      throw notGranted.includes(p)
        ? permissionDenied(m.id, p, what, `the host did not grant it to this remote plugin (options.remotes.grant['${m.id}'])`)
        : permissionDenied(m.id, p, what);
    },
  };
}
