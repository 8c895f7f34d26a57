/**
 * Typed plugin options, the host's side. A host passes a plugin's options in one of two ways:
 * - `configurePlugin(manifest, options)` in its plugin list (a plugin package may wrap it: `<plugin>.configure({ … })`);
 * - `pluginOptions: { <plugin id>: { … } }`, typed by what the plugin packages add to `PluginOptionsById`.
 * The kernel hands them to the plugin's `setup` after the plugin's own schema checked them, when the
 * plugin loads (activator.ts): no plugin's schema is in what every host loads eagerly.
 */
import type { PluginManifest } from './manifest';

/**
 * Each plugin's options by plugin id. A plugin package adds its own (declaration merging):
 * `declare module '@gangway/kernel' { interface PluginOptionsById { prices?: PricesOptions } }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface PluginOptionsById {}

/** A plugin with its options, as an entry of the host's plugin list. */
export interface ConfiguredPlugin<O = unknown> {
  readonly manifest: PluginManifest;
  readonly options: O;
}

/** What the host's plugin list holds: manifests, or plugins configured with their options. */
export type PluginEntry = PluginManifest | ConfiguredPlugin;

/** A plugin with its options (typed by the plugin package's wrapper). */
export const configurePlugin = <O>(manifest: PluginManifest, options: O): ConfiguredPlugin<O> => ({ manifest, options });
