/**
 * Page load with start-up work (startup.ts runAfterReady): a stored session to restore requests the
 * connection flows' chunk in the runtime's wave — before the runtime has arrived, not after it — while
 * a page with only an onStartup plugin leaves the flows for their first use.
 */
import { describe, expect, it, vi } from 'vitest';
import { defineManifest, definePlugin } from '../plugins/define';
import { PLUGIN_API_VERSION } from '../plugins/types';
import { memoryStorage } from '../testing/memory-storage';
import { testDevnet } from '../testing/networks.test-util';
import { createKernel } from './kernel';
import { runAfterReady } from './startup';

const onStartup = defineManifest({ apiVersion: PLUGIN_API_VERSION, id: 'starter', activationEvents: ['onStartup'], load: async () => definePlugin(() => {}) });

/** A kernel whose runtime load is held until `arrive()`; what was asked for meanwhile is recorded. */
function held(stored: boolean) {
  const storage = memoryStorage(stored ? { '@gangway/connectionStatus': JSON.stringify({ eip155: 'connected' }), '@gangway/connectorIds': JSON.stringify({ eip155: 'injected' }) } : {});
  const k = createKernel({ projectId: 'p1', basic: true, networks: [testDevnet], plugins: [onStartup] }, { skipStartup: true, storage });
  const asked: string[] = [];
  let arrive!: () => void;
  const runtime = new Promise<void>((r) => { arrive = r; });
  const realLoad = k.loadRuntime.bind(k);
  vi.spyOn(k, 'loadRuntime').mockImplementation(() => { asked.push('runtime'); return runtime.then(realLoad); });
  vi.spyOn(k, 'loadFlows').mockImplementation(async () => { asked.push('flows'); });
  const restore = vi.spyOn(k, 'restoreConnections').mockResolvedValue();
  return { k, asked, arrive, restore };
}

describe('start-up work at page load', () => {
  it('a stored session: the flows are requested with the runtime, then the session is restored', async () => {
    const { k, asked, arrive, restore } = held(true);
    expect(k.store.getState().chains.eip155?.account.status).toBe('connecting');
    const done = runAfterReady(k);
    await Promise.resolve();
    expect(asked.sort()).toEqual(['flows', 'runtime']); // both asked before the runtime arrived
    expect(restore).not.toHaveBeenCalled();
    arrive();
    await done;
    expect(restore).toHaveBeenCalledTimes(1);
  });

  it('no stored session (an onStartup plugin only): the runtime loads, the flows wait for their first use', async () => {
    const { k, asked, arrive, restore } = held(false);
    const done = runAfterReady(k);
    arrive();
    await done;
    expect(asked).toEqual(['runtime']);
    expect(restore).not.toHaveBeenCalled();
    expect(k.store.getState().plugins.starter?.status).toBe('active');
  });
});
