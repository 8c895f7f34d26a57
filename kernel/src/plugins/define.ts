/**
 * Helpers for plugin authors. `defineManifest` is the pure-data half bundled with the host;
 * `definePlugin` the lazily loaded half.
 */
import { assertManifest } from './check-manifest';
import type { PluginManifest } from './types';

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

// The lazily loaded half lives in its own module: only plugin chunks import it, so the eager
// kernel (which needs defineManifest and the checked marks) does not carry it.
export { definePlugin } from './define-plugin';
