/**
 * One fetch per plugin module: the first-open wave starts a plugin's chunk before the runtime has
 * arrived, and the activator later takes the same promise. A failed fetch is forgotten, so the next
 * need tries again. A plugin the host takes from its remote bundles (options.source) is not fetched
 * here: its bundled chunk is never requested.
 */
import type { PluginManifest } from './manifest';
import { isRemoteSourced } from './plugin-source';

const modules = new WeakMap<PluginManifest, Promise<unknown>>();

export function loadPluginModule(m: PluginManifest, options: unknown): Promise<unknown> | undefined {
  if (!m.load || isRemoteSourced(m, options)) return undefined;
  let p = modules.get(m);
  if (!p) {
    p = m.load();
    modules.set(m, p);
    p.catch(() => modules.delete(m));
  }
  return p;
}
