/** Which activation events a manifest answers to (VS Code-style), derived from its data. */
import type { PluginManifest } from './manifest';

export function activationEventsOf(m: PluginManifest): string[] {
  return [
    ...(m.views ?? []).map((v) => `onView:${v}`),
    ...(m.namespaces ?? []).map((ns) => `onNamespace:${ns}`),
    ...(m.provides ?? []).map((s) => `onService:${s}`),
    ...(m.activationEvents ?? []),
  ];
}

/** The value at a dotted path of the resolved options ('features.walletFeaturesOrder'). */
export function optionAt(options: unknown, path: string): unknown {
  let value: unknown = options;
  for (const part of path.split('.')) {
    value = value && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined;
  }
  return value;
}

/** Whether the manifest's feature switch is on in the resolved options. */
export function isEnabled(m: PluginManifest, options: unknown): boolean {
  if (!m.feature) return true;
  const value = optionAt(options, m.feature);
  return Array.isArray(value) ? value.length > 0 : Boolean(value);
}
