/**
 * The host's plugin options, gathered by plugin id (eager: a plugin's switch may be its own options,
 * `feature: 'pluginOptions.<id>.<key>'`). Kept to the least the switches need; everything else about
 * them — conflicts, the plugin's schema — is checked when the plugin loads (plugins/plugin-options.ts).
 */
import type { PluginManifest } from '../plugins/manifest';

type Rec = Record<string, unknown>;
const isRec = (x: unknown): x is Rec => typeof x === 'object' && x !== null;

/**
 * The plugin list with `configurePlugin` entries unwrapped in place (one whose id the list holds
 * already, e.g. in the built-in list, brings only its options), and those options by plugin id.
 */
export function unwrapPlugins(list: unknown): { plugins: unknown; options: Rec } {
  const options: Rec = {};
  const plugins = Array.isArray(list)
    ? list.flatMap((e: Rec) => {
      if (!isRec(e) || e.id !== undefined || !isRec(e.manifest)) return [e];
      const id = (e.manifest as { id: string }).id;
      options[id] = e.options;
      return list.some((p: Rec) => p?.id === id) ? [] : [e.manifest];
    })
    : list;
  return { plugins, options };
}

/**
 * `pluginOptions` as the host gave it, the configured entries' options over it, and each listed
 * plugin's deprecated top-level names (its manifest's `legacyOptions`) filling what is unset.
 */
export function pluginOptionsOf(input: Rec, manifests: readonly PluginManifest[], configured: Rec): Rec {
  const out: Rec = { ...(input.pluginOptions as Rec), ...configured };
  for (const m of manifests) {
    for (const [name, key] of Object.entries(m.legacyOptions ?? {})) {
      if (input[name] !== undefined) out[m.id] = { [key]: input[name], ...(out[m.id] as Rec) };
    }
  }
  return out;
}
