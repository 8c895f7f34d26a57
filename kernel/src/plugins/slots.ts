/**
 * Slot entries as views show them: from the manifests of enabled, not-failed plugins, filtered by the
 * active namespace and the active account's connector type, and ordered by the slot's rule (spec §9 wallet features order, spec §2 connect
 * methods order), then by each entry's `order`.
 */
import { connectMethodsOrder, WALLET_FEATURES, type Features } from '../options/features';
import type { KernelState } from '../state/types';
import type { SlotItem } from './api-types';
import type { PluginManifest } from './manifest';

const hasInstalledWallet = (s: KernelState) => s.connectors.some((c) => c.type === 'ANNOUNCED' || c.type === 'INJECTED');

/** Per slot: the ids in their preferred order, and whether a known id missing from it is hidden. */
const RULES: Record<string, (features: Features, state: KernelState) => { order: readonly string[]; known?: readonly string[] }> = {
  // A host that leaves a built-in feature out of walletFeaturesOrder hides its button.
  'account.walletFeatures': (f) => ({ order: f.walletFeaturesOrder ?? [], known: WALLET_FEATURES }),
  'connect.methods': (f, s) => ({ order: connectMethodsOrder(f, hasInstalledWallet(s)) }),
};

export interface SlotContext {
  manifests: readonly PluginManifest[];
  /** Whether a plugin's entries may show: enabled, and not failed. */
  usable(pluginId: string): boolean;
  features: Features;
  state: KernelState;
}

export function slotItems(slot: string, ctx: SlotContext): SlotItem[] {
  const ns = ctx.state.activeChain;
  const account = ns ? ctx.state.chains[ns]?.account : undefined;
  const connectorType = account?.status === 'connected' ? ctx.state.connectors.find((c) => c.id === account.connectorId)?.type : undefined;
  const items: SlotItem[] = [];
  for (const m of ctx.manifests) {
    if (!ctx.usable(m.id)) continue;
    for (const e of m.contributes?.[slot] ?? []) {
      if (e.namespaces && (!ns || !e.namespaces.includes(ns))) continue;
      if (e.connectorTypes && (!connectorType || !e.connectorTypes.includes(connectorType))) continue;
      items.push({ ...e, pluginId: m.id });
    }
  }
  const rule = RULES[slot]?.(ctx.features, ctx.state);
  const order = rule?.order ?? [];
  const rank = (i: SlotItem) => {
    const at = order.indexOf(i.id);
    return at >= 0 ? at : order.length;
  };
  return items
    .filter((i) => !rule?.known?.includes(i.id) || order.includes(i.id))
    .sort((a, b) => rank(a) - rank(b) || (a.order ?? 0) - (b.order ?? 0));
}
