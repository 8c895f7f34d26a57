/**
 * What this tab does when another tab changed the stored connection (see ./other-tabs.ts):
 * - a namespace now stored connected that is disconnected here is synced, as at start-up (the
 *   connector's plugin asks its wallet without a prompt: the other tab was granted the accounts);
 * - a namespace connected here that the other tab disconnected is disconnected here too.
 * A namespace that is connecting here (this tab is in the middle of its own connect) is left alone.
 * Changes are serialised: a burst of storage events is followed one at a time, each time reading
 * what is stored then, so the last write wins in every tab.
 */
import type { ChainNamespace } from '../state/types';
import type { LoadedKernel } from './kernel-types';

const queues = new WeakMap<LoadedKernel, Promise<void>>();

export function followOtherTab(kernel: LoadedKernel): Promise<void> {
  const next = (queues.get(kernel) ?? Promise.resolve()).then(() => follow(kernel), () => follow(kernel));
  queues.set(kernel, next.catch(() => undefined));
  return next;
}

async function follow(kernel: LoadedKernel): Promise<void> {
  // A host that passes its own storage backend keeps its tabs apart.
  if (kernel.env.storage) return;
  const statuses = kernel.storage.get('connectionStatus');
  const connectors = kernel.storage.get('connectorIds');
  const chains = kernel.store.getState().chains;
  const toSync: ChainNamespace[] = [];
  const toDrop: ChainNamespace[] = [];
  for (const ns of Object.keys(chains) as ChainNamespace[]) {
    const here = chains[ns]?.account.status;
    // Connected there but no connector stored yet: the other tab is mid-write; its next event comes.
    if (statuses[ns] === 'connected' && here === 'disconnected') { if (connectors[ns]) toSync.push(ns); }
    else if (statuses[ns] !== 'connected' && here === 'connected') toDrop.push(ns);
  }
  if (!toSync.length && !toDrop.length) return;
  // A sync that fails here must not clear what the other tab stored (it is still connected there).
  if (toSync.length) await kernel.restoreConnections(toSync, true);
  for (const ns of toDrop) {
    try {
      await kernel.disconnect(ns);
    } catch (error) {
      kernel.hooks.error.call({ error, source: `kernel:other-tab:${ns}` });
    }
  }
}
