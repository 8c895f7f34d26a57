import type { PluginApi, SlotItem } from '@gangway/kernel';

/** A slot entry's label: the locale's `slot.<slot>.<id>` when it has one, else the manifest's English label. */
export function slotLabel(api: Pick<PluginApi, 't'>, slot: string, entry: SlotItem): string {
  const key = `slot.${slot}.${entry.id}`;
  const text = api.t(key);
  return text === key ? entry.label : text;
}
