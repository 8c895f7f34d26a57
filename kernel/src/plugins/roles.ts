/**
 * The view a role opens (PluginManifest.opens): the kernel names no plugin view; the plugin that
 * owns the Connect or Account view says which of its views fills the role. Eager and tiny: the click
 * needs it before the runtime loads.
 */
import type { OpenRole, PluginManifest } from './manifest';

/**
 * The first listed manifest's view for the role; '' when none declares it (the view outlet then says
 * no view is available). `plugins`: the resolved options' list (manifests, as the options schema checked).
 */
export function roleView(plugins: readonly object[] | undefined, role: OpenRole): string {
  for (const m of (plugins ?? []) as readonly PluginManifest[]) {
    const view = m.opens?.[role];
    if (view) return view;
  }
  return '';
}
