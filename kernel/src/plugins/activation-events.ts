/** Which activation events a manifest answers to (VS Code-style), derived from its data. */
import type { PluginManifest } from './manifest';

// Derived once per manifest: every open asks for the events of every registered manifest (activateFor,
// the first view's wave), and a manifest is data that does not change once registered.
const derived = new WeakMap<PluginManifest, readonly string[]>();

export function activationEventsOf(m: PluginManifest): readonly string[] {
  let events = derived.get(m);
  if (!events) {
    events = Object.freeze([
      ...(m.views ?? []).map((v) => `onView:${v}`),
      ...(m.namespaces ?? []).map((ns) => `onNamespace:${ns}`),
      ...(m.provides ?? []).map((s) => `onService:${s}`),
      ...(m.activationEvents ?? []),
    ]);
    derived.set(m, events);
  }
  return events;
}

/** The value at a dotted path of the resolved options ('features.walletFeaturesOrder'). */
export function optionAt(options: unknown, path: string): unknown {
  let value: unknown = options;
  for (const part of path.split('.')) {
    value = value && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined;
  }
  return value;
}

/**
 * Whether the manifest's feature switch is on in the resolved options. A chain family's switch is the
 * data of its own manifest: a `features.<ns>` switch that names one of the plugin's `namespaces`
 * (a chain plugin's `features.<its namespace>`) is on, when the host left it unset, exactly when the host
 * configured a network of that namespace — so a host with EVM networks only loads no other family.
 */
export function isEnabled(m: PluginManifest, options: unknown): boolean {
  if (!m.feature) return true;
  const value = optionAt(options, m.feature);
  if (value === undefined) {
    const ns = /^features\.(.+)$/.exec(m.feature)?.[1];
    if (ns && m.namespaces?.includes(ns)) {
      const networks = optionAt(options, 'networks');
      return Array.isArray(networks) && networks.some((n: { chainNamespace?: unknown }) => n?.chainNamespace === ns);
    }
  }
  return Array.isArray(value) ? value.length > 0 : Boolean(value);
}
