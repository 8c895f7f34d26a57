/**
 * The plugins a view needs before it can show: those activated by showing it (onView, onOpen,
 * onHook:afterOpen), their dependencies, and the providers of the services they require — derived
 * from the manifests, so everything is requested in one parallel wave at the click (or on intent).
 */
import { activationEventsOf, isEnabled } from './activation-events';
import type { PluginManifest } from './manifest';

export function pluginsForView(manifests: readonly PluginManifest[], view: string, options: unknown): PluginManifest[] {
  const enabled = manifests.filter((m) => isEnabled(m, options));
  const events = [`onView:${view}`, 'onOpen', 'onHook:afterOpen'];
  const out = new Set(enabled.filter((m) => activationEventsOf(m).some((e) => events.includes(e))));
  for (const m of out) {
    for (const id of m.dependsOn ?? []) for (const d of enabled) if (d.id === id) out.add(d);
    for (const s of m.requires ?? []) for (const d of enabled) if (d.provides?.includes(s)) out.add(d);
  }
  return [...out];
}
