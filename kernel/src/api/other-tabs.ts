/**
 * Multi-tab (eager, tiny): two tabs of one host share localStorage, so when another tab connects or
 * disconnects, the `storage` event on the stored connection status reaches this one, which then
 * follows (./follow-other-tab.ts, in the lazy flows' chunk). A null key: the other tab cleared storage.
 */
import type { Kernel } from './kernel-types';

export function listenToOtherTabs(kernel: Kernel, key: string): () => void {
  if (typeof window === 'undefined') return () => {};
  const onStorage = (e: StorageEvent) => {
    // Following means a restore or a disconnect: the flows' chunk (which holds the following too)
    // comes in the runtime's wave.
    if (!e.key || e.key === key) void Promise.all([kernel.loadRuntime(), kernel.loadFlows()]).then(() => kernel.followOtherTab()).catch(() => {});
  };
  addEventListener('storage', onStorage);
  return () => removeEventListener('storage', onStorage);
}
