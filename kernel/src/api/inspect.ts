/**
 * `kernel.inspect()` once the runtime is installed (runtime.ts): before it, no plugin is registered
 * or activated and the eager kernel answers an empty list, so this is lazy code.
 */
import type { LoadedKernel, PluginTrace } from './kernel-types';

export function inspectPlugins(kernel: LoadedKernel): { plugins: PluginTrace[] } {
  const records = kernel.store.getState().plugins;
  // Every registered plugin, idle ones included.
  const ids = new Set([...kernel.plugins.manifests().map((m) => m.id), ...Object.keys(records)]);
  const traces = [...ids].map((id) => ({ id, ...(records[id] ?? { status: 'idle' as const }) }));
  // Activated ones in the order they began; the never-activated (no `at`) after them.
  return { plugins: traces.sort((a, b) => (a.at ?? Number.MAX_SAFE_INTEGER) - (b.at ?? Number.MAX_SAFE_INTEGER)) };
}
