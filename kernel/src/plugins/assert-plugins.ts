/** Checks a host's plugin list: each manifest, then the registry as a whole (collisions). */
import { assertManifest, invalidManifest, registryProblems } from './check-manifest';
import type { PluginManifest } from './manifest';

export function assertPlugins(plugins: readonly unknown[] | undefined): void {
  const list = (plugins ?? []) as PluginManifest[];
  for (const m of list) assertManifest(m);
  const problems = registryProblems(list);
  if (problems.length) throw invalidManifest(list.map((m) => m.id).join(', '), problems);
}
