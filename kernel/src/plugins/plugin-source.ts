/**
 * Where a built-in plugin's code comes from: the host's own build ('bundled', the default) or a
 * federated remote bundle the build also emits (dist/remotes/<id>/, listed with its integrity in
 * gangway-remotes.json), served from a base URL the host names — so a host can take feature updates
 * from a CDN without redeploying. Either way a disabled plugin is never requested.
 *
 *   createGangway({ ..., source: 'remote', remoteBundles: { baseUrl: 'https://cdn.example/gangway/1.4.0/' } })
 *   createGangway({ ..., source: { send: 'remote', swaps: 'remote' }, remoteBundles: { baseUrl } })
 *
 * Trust: the base URL's origin is allowed by the host naming it; each entry is pinned by the
 * integrity the manifest lists (checked before it runs, and by the browser on the <script>); the
 * manifest itself can be pinned with `remoteBundles.integrity`. Built-in plugins keep the
 * permissions their manifests declare (the host chose their source, not a third party).
 * This file is eager (the first-open wave must not fetch a remote-sourced plugin's bundled chunk):
 * keep it tiny. Fetching the bundles' manifest is runtime code (remote-bundles.ts).
 */
import type { PluginManifest } from './manifest';

export type PluginSourceKind = 'bundled' | 'remote';

/** The `source` option: one choice for every built-in plugin, or one per plugin id ('*': the rest). */
export type PluginSource = PluginSourceKind | Record<string, PluginSourceKind>;

/** The `remoteBundles` option: where the remote bundles live. */
export interface RemoteBundles {
  /** The folder holding gangway-remotes.json and one folder per plugin (the build's dist/remotes). */
  baseUrl: string;
  /** The manifest's file name, relative to `baseUrl` (default 'gangway-remotes.json'). */
  manifest?: string;
  /** SRI of the manifest ('sha384-…'): pins the list, and through it every entry's hash. */
  integrity?: string;
}

export interface SourceOptions { source?: unknown; remoteBundles?: RemoteBundles }

/** True when this plugin's code is to come from the remote bundles (only plugins that have a bundled `load`). */
export function isRemoteSourced(m: PluginManifest, options: unknown): boolean {
  const s = (options as SourceOptions | undefined)?.source;
  if (!m.load || !s) return false;
  return (typeof s === 'string' ? s : (s as Record<string, unknown>)[m.id] ?? (s as Record<string, unknown>)['*']) === 'remote';
}
