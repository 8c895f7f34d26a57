/**
 * Helpers for plugin authors. `defineManifest` is the pure-data half bundled with the host;
 * `definePlugin` the lazily loaded half. Both are identity functions that exist for the types.
 */
import type { PluginApi } from './api-types';
import type { Cleanup, PluginManifest, PluginModule } from './types';
import { PLUGIN_API_VERSION } from './types';

export function defineManifest<M extends Omit<PluginManifest, 'apiVersion'> & { apiVersion?: number }>(m: M): M & PluginManifest {
  return { apiVersion: PLUGIN_API_VERSION, ...m } as M & PluginManifest;
}

export function definePlugin(setup: (api: PluginApi) => void | Cleanup | Promise<void | Cleanup>): PluginModule {
  return { setup };
}
