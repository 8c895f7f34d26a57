/**
 * Slot entries as views show them: from the manifests of enabled, not-failed plugins, filtered by the
 * active namespace, what its chain family can do (the family plugin's manifest `family`) and the
 * active account's connector type, and ordered by the rule the slot's owner
 * declares (`slotOrder`: a host option listing entry ids), then by each entry's `order`. The kernel
 * knows no slot: each is declared by the plugin whose view renders it.
 */
import type { KernelState } from '../state/types';
import { optionAt } from './activation-events';
import type { SlotItem } from './api-types';
import type { PluginManifest } from './manifest';

export interface SlotContext {
  manifests: readonly PluginManifest[];
  /** Whether a plugin's entries may show: enabled, and not failed. */
  usable(pluginId: string): boolean;
  /** The resolved options (the owner's rule reads its list there). */
  options: object;
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
      // The active namespace's family can do it when a usable plugin serving it says so (manifest data).
      if (e.family && !ctx.manifests.some((f) => f.family?.includes(e.family!) && f.namespaces?.includes(ns!) && ctx.usable(f.id))) continue;
      if (e.connectorTypes && (!connectorType || !e.connectorTypes.includes(connectorType))) continue;
      items.push({ ...e, pluginId: m.id });
    }
  }
  const rule = ctx.manifests.find((m) => m.slots?.includes(slot))?.slotOrder?.[slot];
  const listed = rule ? optionAt(ctx.options, rule.option) : undefined;
  const order: readonly unknown[] = Array.isArray(listed) ? listed : [];
  const rank = (i: SlotItem) => {
    const at = order.indexOf(i.id);
    return at >= 0 ? at : order.length;
  };
  return items
    .filter((i) => !rule?.hideUnlisted?.includes(i.id) || order.includes(i.id))
    .sort((a, b) => rank(a) - rank(b) || (a.order ?? 0) - (b.order ?? 0));
}
