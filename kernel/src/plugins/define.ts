/**
 * Helpers for plugin authors. `defineManifest` is the pure-data half bundled with the host;
 * `definePlugin` the lazily loaded half.
 */
import type { PluginApi } from './api-types';
import { assertManifest } from './check-manifest';
import type { Cleanup, PluginManifest, PluginModule } from './types';
import { PLUGIN_API_VERSION } from './types';
import type { StandardSchema } from '../validation/standard-schema';

/**
 * Returns the manifest. In development builds it is checked here (unknown activation events, slots,
 * feature paths, permissions throw at once); production builds leave the check to the kernel, which
 * runs it at registration, so what every host loads eagerly stays small.
 */
export function defineManifest<M extends PluginManifest>(m: M): M {
  if (process.env.NODE_ENV !== 'production') assertManifest(m);
  return m;
}

/** The manifests marked by markChecked (by identity: a host's changed copy is not one of them). */
const checked = /*#__PURE__*/ new WeakSet<object>();

/**
 * Marks manifests whose package's tests hold them, their deferred details merged, to the vocabulary,
 * and together to the registry rules with contributions to the kernel's slots only — so any list of
 * them with distinct ids passes the checks (the built-ins and the adapters' plugins:
 * plugins/builtin/src/checked.test.ts). A production runtime registers such a list without fetching
 * the checks; any other manifest in the list has the whole list checked (kernel.ts).
 */
export function markChecked<T extends PluginManifest | readonly PluginManifest[]>(manifests: T): T {
  for (const m of Array.isArray(manifests) ? manifests : [manifests]) checked.add(m);
  return manifests;
}

/** Every manifest marked (markChecked) and no id listed twice: the checks could find nothing. */
export const allChecked = (list: readonly PluginManifest[]): boolean =>
  list.every((m, i) => checked.has(m) && list.findIndex((o) => o.id === m.id) === i);

/** A manifest with its deferred part (`details`: title, permissions, namespaces, slot contributions). */
export function manifestWithDetails<M extends PluginManifest>(core: M, details: NonNullable<PluginManifest['details']>): M {
  return { ...core, details };
}

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
