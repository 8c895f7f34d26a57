/**
 * One fetch per plugin module: the first-open wave starts a plugin's chunk before the runtime has
 * arrived, and the activator later takes the same promise. Keyed by the plugin's `load` (the same
 * function in the manifest the host passed and in the copy the kernel makes when it merges the
 * deferred details). A failed fetch is forgotten, so the next need tries again. A plugin the host
 * takes from its remote bundles (options.source) is not fetched here: its bundled chunk is never
 * requested.
 */
import { setsOf, type LoadTogether, type PluginManifest } from './manifest';
import { isRemoteSourced } from './plugin-source';

const modules = new WeakMap<() => Promise<unknown>, Promise<unknown>>();

const bundled = (m: PluginManifest, options: unknown) => !!m.load && !isRemoteSourced(m, options);

function remember(load: () => Promise<unknown>, p: Promise<unknown>): Promise<unknown> {
  modules.set(load, p);
  p.catch(() => modules.delete(load));
  return p;
}

export function loadPluginModule(m: PluginManifest, options: unknown): Promise<unknown> | undefined {
  if (!bundled(m, options)) return undefined;
  const load = m.load!;
  return modules.get(load) ?? remember(load, load());
}

/** A member's module out of its set's record (or its default export); a set that lacks it fails that member. */
function memberOf(record: unknown, id: string): unknown {
  const all = (record as { default?: unknown })?.default ?? record;
  const mod = (all as Record<string, unknown> | undefined)?.[id];
  if (mod === undefined) throw new Error(`The plugins loaded together did not include ${id}`);
  return mod;
}

/**
 * The plugins a view needs, fetched for it: each set that travels together (`loadTogether`) as one
 * script when all its members are here and none is loading yet, every other plugin alone.
 */
export function loadPluginModules(ms: readonly PluginManifest[], options: unknown): Promise<unknown>[] {
  const here = ms.filter((m) => bundled(m, options));
  // Checked here too: this runs at the click, before the runtime has checked the manifests. A member
  // a larger set already took is loading, so a smaller set holding it is no longer ready.
  const ready = (t: LoadTogether) => Array.isArray(t?.plugins) && t.plugins.every((id) => here.some((m) => m.id === id && setsOf(m).includes(t) && !modules.has(m.load!)));
  const size = (t: LoadTogether) => (Array.isArray(t?.plugins) ? t.plugins.length : 0);
  for (const t of [...new Set(here.flatMap(setsOf))].sort((a, b) => size(b) - size(a))) {
    if (!ready(t)) continue;
    const all = Promise.resolve().then(() => t.load());
    for (const m of here) if (setsOf(m).includes(t)) void remember(m.load!, all.then((r) => memberOf(r, m.id)));
  }
  return here.map((m) => loadPluginModule(m, options)!);
}
