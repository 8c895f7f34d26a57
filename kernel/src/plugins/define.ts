/**
 * Helpers for plugin authors. `defineManifest` is the pure-data half bundled with the host;
 * `definePlugin` the lazily loaded half.
 */
import type { PluginApi } from './api-types';
import { assertManifest } from './check-manifest';
import type { Cleanup, PluginManifest, PluginModule } from './types';
import { PLUGIN_API_VERSION } from './types';

/**
 * Returns the manifest. In development builds it is checked here (unknown activation events, slots,
 * feature paths, permissions throw at once); production builds leave the check to the kernel, which
 * runs it at registration, so what every host loads eagerly stays small.
 */
export function defineManifest<M extends PluginManifest>(m: M): M {
  if (process.env.NODE_ENV !== 'production') assertManifest(m);
  return m;
}

/** A manifest with its deferred part (`details`: title, permissions, namespaces, slot contributions). */
export function manifestWithDetails<M extends PluginManifest>(core: M, details: NonNullable<PluginManifest['details']>): M {
  return { ...core, details };
}

export function definePlugin(setup: (api: PluginApi) => void | Cleanup | Promise<void | Cleanup>): PluginModule {
  return { setup, apiVersion: PLUGIN_API_VERSION };
}
