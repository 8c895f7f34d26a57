/**
 * The host's plugin options, gathered by plugin id (eager: a plugin's feature switch may be its own
 * options, `feature: 'pluginOptions.<id>…'`). Three sources, one result:
 * - `configurePlugin(manifest, options)` entries of the plugin list (unwrapped to their manifest; one
 *   whose id the list already holds, e.g. in the built-in list, only brings its options);
 * - `pluginOptions: { <id>: { … } }`;
 * - a plugin's deprecated top-level names (its manifest's `legacyOptions`, e.g. `swapNetworks`).
 * Two sources setting the same thing is an error naming both. The values are checked by the plugin's
 * own schema when it loads (plugins/plugin-options.ts), not here.
 */
import type { PluginManifest } from '../plugins/manifest';
import { bothSet } from '../errors/core';

type Rec = Record<string, unknown>;
const isRec = (x: unknown): x is Rec => typeof x === 'object' && x !== null && !Array.isArray(x);

/** The plugin list with configured entries unwrapped, and the options those entries carry. */
export function unwrapPlugins(list: unknown): { plugins: unknown; options: Rec } {
  const options: Rec = {};
  if (!Array.isArray(list)) return { plugins: list, options };
  const ids = list.map((e) => (isRec(e) ? e.id : undefined));
  const plugins: unknown[] = [];
  for (const e of list) {
    const m = isRec(e) && e.id === undefined && isRec(e.manifest) ? e.manifest : undefined;
    if (!m) plugins.push(e);
    else {
      options[m.id as string] = e.options;
      if (!ids.includes(m.id)) plugins.push(m);
    }
  }
  return { plugins, options };
}

/**
 * Every plugin's options by id. `configured`: what the list's configured entries carry. Conflicts
 * are pushed onto `problems` (catalogue wording: 'Cannot set both siweConfig and siwx options').
 */
export function pluginOptionsOf(input: Rec, manifests: readonly PluginManifest[], configured: Rec, problems: string[]): Rec {
  const given = isRec(input.pluginOptions) ? input.pluginOptions : {};
  const out: Rec = { ...given };
  for (const [id, value] of Object.entries(configured)) {
    if (id in given) problems.push(bothSet(`${id}.configure()`, `pluginOptions.${id}`));
    out[id] = value;
  }
  for (const m of manifests) {
    // Which source set each key, to name both in a conflict.
    const from: Record<string, string> = {};
    for (const key of Object.keys(isRec(out[m.id]) ? (out[m.id] as Rec) : {})) from[key] = `pluginOptions.${m.id}.${key}`;
    for (const [name, key] of Object.entries(m.legacyOptions ?? {})) {
      if (input[name] === undefined) continue;
      if (from[key]) { problems.push(bothSet(from[key], name)); continue; }
      from[key] = name;
      out[m.id] = { ...(out[m.id] as Rec), [key]: input[name] };
    }
  }
  return out;
}
