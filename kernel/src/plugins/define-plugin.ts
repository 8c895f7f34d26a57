/**
 * `definePlugin`, the lazily loaded half of a plugin (define.ts re-exports it). A module of its own:
 * only plugin chunks call it, so what every host loads eagerly does not carry it.
 */
import type { PluginApi } from './api-types';
import type { Cleanup, PluginModule } from './types';
import { PLUGIN_API_VERSION } from './types';
import type { StandardSchema } from '../validation/standard-schema';

/**
 * The module. `options`: the plugin's options schema (any Standard Schema: valibot, zod, …); the
 * kernel checks the host's options for this plugin with it as the plugin loads and hands `setup`
 * what it returned — a failure fails the plugin with an error naming it and each field.
 */
export function definePlugin<O = unknown>(
  setup: (api: PluginApi, options: O) => void | Cleanup | Promise<void | Cleanup>,
  opts?: { options?: StandardSchema<O> },
): PluginModule {
  return { setup: setup as PluginModule['setup'], apiVersion: PLUGIN_API_VERSION, optionsSchema: opts?.options };
}
