/**
 * The host's plugin options, gathered by plugin id (eager: a plugin's feature switch may be its own
 * options, `feature: 'pluginOptions.<id>…'`). Three sources, one result:
 * - `configurePlugin(manifest, options)` entries of the plugin list (unwrapped to their manifest; one
 *   whose id the list already holds, e.g. in the built-in list, only brings its options);
 * - `pluginOptions: { <id>: { … } }`;
 * - a plugin's deprecated top-level names (its manifest's `legacyOptions`).
 * Two sources setting the same thing is an error naming both. The values are checked by the plugin's
 * own schema when it loads (plugins/plugin-options.ts), not here.
 */
import type { PluginManifest } from '../plugins/manifest';
import { bothSet } from '../errors/core';

type Rec = Record<string, unknown>;
const isRec = (x: unknown): x is Rec => typeof x === 'object' && x !== null && !Array.isArray(x);

/**
 * The plugin list with configured entries unwrapped (their manifests after the host's own), and the
 * options those entries carry by plugin id.
 */
export function unwrapPlugins(list: unknown): { plugins: unknown; options: Rec } {
  const options: Rec = {};
  if (!Array.isArray(list)) return { plugins: list, options };
  const configured = (e: unknown): e is { manifest: PluginManifest; options: unknown } => isRec(e) && e.id === undefined && isRec(e.manifest);
  const plugins = list.filter((e) => !configured(e));
  for (const e of list.filter(configured)) {
    options[e.manifest.id] = e.options;
    if (!plugins.some((p) => isRec(p) && p.id === e.manifest.id)) plugins.push(e.manifest);
  }
  return { plugins, options };
}

/**
 * Every plugin's options by id. `configured`: what the list's configured entries carry. Conflicts
 * are pushed onto `problems` (§5 wording, bothSet).
 */
export function pluginOptionsOf(input: Rec, manifests: readonly PluginManifest[], configured: Rec, problems: string[]): Rec {
  const given = isRec(input.pluginOptions) ? input.pluginOptions : {};
  const out: Rec = { ...given, ...configured };
  for (const id in configured) if (id in given) problems.push(bothSet(`${id}.configure()`, `pluginOptions.${id}`));
  // Which deprecated name set each plugin option, to name both in a conflict.
  const from: Record<string, string> = {};
  for (const m of manifests) {
    for (const [name, key] of Object.entries(m.legacyOptions ?? {})) {
      if (input[name] === undefined) continue;
      const at = `${m.id}.${key}`;
      const own = { ...(out[m.id] as Rec) };
      if (own[key] !== undefined) problems.push(bothSet(from[at] ?? `pluginOptions.${at}`, name));
      else { own[key] = input[name]; from[at] = name; out[m.id] = own; }
    }
  }
  return out;
}
