/**
 * The plugin contract. A plugin is two parts with a hard line between them (VS Code's
 * contributions vs activation):
 * - a manifest (manifest.ts): pure data bundled with the host; it never imports React or a chain SDK;
 * - a module with `setup(api)`, loaded on first need (`load: () => import(...)`, or a Module
 *   Federation `remote`), which registers views, a slice, hook taps and services.
 */
import type { PluginApi } from './api-types';
import type { PluginManifest } from './manifest';
import type { StandardSchema } from '../validation/standard-schema';

export type { LoadTogether, PluginManifest, Permission, RemoteRef, SlotEntry } from './manifest';

/**
 * The plugin API this kernel speaks. A plugin states the version it was written against in its
 * manifest (`apiVersion`), and `definePlugin` stamps the version of the kernel it was built with on
 * its module; the kernel refuses either when it differs from its own.
 */
export const PLUGIN_API_VERSION = 2;

export interface PluginModule {
  /** `options`: the host's options for this plugin, as its `optionsSchema` returned them (`{}` checked when none were given). */
  setup(api: PluginApi, options?: unknown): void | Cleanup | Promise<void | Cleanup>;
  /** The plugin's options schema (any Standard Schema), checked as the plugin loads (plugin-options.ts). */
  optionsSchema?: StandardSchema<unknown>;
  /** The plugin API version of the kernel the module was built with (set by definePlugin). */
  apiVersion?: number;
}
export type Cleanup = () => void;

/** A manifest plus its module in one object: handy for tests and in-bundle third-party plugins. */
export interface PluginDefinition extends PluginManifest { setup?: PluginModule['setup']; optionsSchema?: PluginModule['optionsSchema'] }
