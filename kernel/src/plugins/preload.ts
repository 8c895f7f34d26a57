/**
 * One fetch per plugin module: the first-open wave starts a plugin's chunk before the runtime has
 * arrived, and the activator later takes the same promise. A failed fetch is forgotten, so the next
 * need tries again.
 */
import type { PluginManifest } from './manifest';

const modules = new WeakMap<PluginManifest, Promise<unknown>>();

export function loadPluginModule(m: PluginManifest): Promise<unknown> | undefined {
  if (!m.load) return undefined;
  let p = modules.get(m);
  if (!p) {
    p = m.load();
    modules.set(m, p);
    p.catch(() => modules.delete(m));
  }
  return p;
}
