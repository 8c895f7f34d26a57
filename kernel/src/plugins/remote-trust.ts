/**
 * What a host trusts a remote plugin with (the `remotes` option): the part every plugin's activation
 * needs (runtime chunk) — the deadline of a remote plugin and the permissions a plugin gets. The
 * checks of a remote's origin and integrity are remote-only code (remote-checks.ts, a lazy chunk):
 * a host with no remote plugin never fetches them.
 *
 * - permissions: a remote plugin may use what its manifest declares AND the host grants
 *   (`grant[pluginId]`); an ungranted use throws PERMISSION_DENIED naming the plugin and permission;
 * - time: loading and setting up a remote plugin past `timeout` (10 s) fails it with a clear error.
 */
import { GangwayError } from '../errors/core';
import type { Permission, PluginManifest } from './manifest';
import { isRemoteSourced } from './plugin-source';

/** The host option `remotes`: what remote (federated) plugins may do. */
export interface RemoteTrust {
  /** Origins remote plugins may load from, e.g. ['https://plugins.example.com']. */
  allowedOrigins?: string[];
  /** Permissions the host grants each remote plugin, by plugin id (intersected with its manifest's). */
  grant?: Record<string, Permission[]>;
  /** How long a remote plugin may take to load and set up, in ms (default 10 000). */
  timeout?: number;
}

export const REMOTE_TIMEOUT_MS = 10_000;

export const trustOf = (options: unknown): RemoteTrust => (options as { remotes?: RemoteTrust } | undefined)?.remotes ?? {};
/** A list the host set, or none (the option is plain host input: anything else counts as none). */
export const list = <T,>(v: T[] | undefined): T[] => (Array.isArray(v) ? v : []);

/** The activation deadline of a plugin (ms), or undefined for a plugin bundled with the host. */
export function activationTimeout(m: PluginManifest, options: unknown): number | undefined {
  if (!m.remote && !isRemoteSourced(m, options)) return undefined;
  const t = trustOf(options).timeout;
  return typeof t === 'number' && t > 0 ? t : REMOTE_TIMEOUT_MS;
}

export const timeoutError = (id: string, ms: number) =>
  new GangwayError('PLUGIN_TIMEOUT', `Plugin ${id} did not load within ${ms >= 1000 ? `${Math.round(ms / 100) / 10} s` : `${ms} ms`}`, { details: { plugin: id, timeout: ms } });

/**
 * The permissions a plugin's code gets: what its manifest declares — and, for a remote plugin, only
 * those the host granted it too. `notGranted` lists the declared ones the host withheld.
 */
export function effectivePermissions(m: PluginManifest, options: unknown): { granted: Permission[]; notGranted: Permission[] } {
  const declared = m.permissions ?? [];
  if (!m.remote) return { granted: [...declared], notGranted: [] };
  const host = new Set<string>(list(trustOf(options).grant?.[m.id]));
  return { granted: declared.filter((p) => host.has(p)), notGranted: declared.filter((p) => !host.has(p)) };
}
