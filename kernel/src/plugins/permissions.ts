/** The check behind every guarded capability of the plugin API. */
import { GangwayError } from '../errors/core';
import type { Permission, PluginManifest } from './manifest';

export const permissionDenied = (pluginId: string, permission: Permission, what: string) =>
  new GangwayError('PERMISSION_DENIED', `Plugin ${pluginId} uses ${what} without the permission '${permission}': declare it in the plugin's manifest`, { details: { plugin: pluginId, permission } });

export function permissionsOf(m: PluginManifest) {
  const granted = new Set<string>(m.permissions ?? []);
  return {
    has: (p: Permission) => granted.has(p),
    assert(p: Permission, what: string = p) {
      if (!granted.has(p)) throw permissionDenied(m.id, p, what);
    },
  };
}
