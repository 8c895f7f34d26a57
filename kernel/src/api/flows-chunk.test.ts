/**
 * The connection flows are a lazy chunk of their own (flows.ts, loaded by kernel.ts): requested once
 * the open's first view is shown, and by every call that needs them. A load that fails gives the
 * catalogue's error, changes nothing held, and the next call loads them again.
 */
import { describe, expect, it, vi } from 'vitest';
import { ERRORS } from '../errors';
import { defineManifest, definePlugin } from '../plugins/define';
import { PLUGIN_API_VERSION } from '../plugins/types';
import { patchAccount } from '../state/chain-actions';
import { memoryStorage } from '../testing/memory-storage';
import { testDevnet, testMainnet } from '../testing/networks.test-util';
import { createKernel } from './kernel';

// The flows' module fails to load while `failing` is on (as a chunk the loader gave up on would).
const chunk = vi.hoisted(() => ({ failing: false, loads: 0 }));
vi.mock('./flows', async (importOriginal) => {
  chunk.loads++;
  if (chunk.failing) throw new Error('Loading chunk gangway-flows failed.');
  return importOriginal();
});

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const connector = defineManifest({
  apiVersion: PLUGIN_API_VERSION, id: 'fake-connector', namespaces: ['eip155'], permissions: ['wallet.sign', 'wallet.session'], activationEvents: ['onHook:connect'],
  load: async () => definePlugin((api) => {
    api.hooks.connect.tapPromise('fake', async () => ({ namespace: 'eip155', address: ADDRESS, chainId: 31337, wallet: { name: 'Fake' } }));
  }),
});
const kernel = () => createKernel({ projectId: 'p1', basic: true, networks: [testDevnet, testMainnet], plugins: [connector] }, { skipStartup: true, storage: memoryStorage() });

describe('the connection flows chunk', () => {
  it('is requested when the open\'s first view is shown (openFinished), not before', async () => {
    const k = await kernel().loadRuntime();
    // Stubbed: a real load here would stay in this file's module registry for the next test.
    const load = vi.spyOn(k, 'loadFlows').mockResolvedValue();
    expect(load).not.toHaveBeenCalled();
    k.hooks.openFinished.call({ view: 'Connect' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a load that fails gives the catalogue error and keeps what is held; the next connect loads it again and connects', async () => {
    const k = kernel();
    await k.loadRuntime();
    k.store.update((d) => { patchAccount(d, 'eip155', { status: 'disconnected' }); });
    const before = k.store.getState();
    const events: string[] = [];
    k.events.subscribe((e) => events.push(e.type));
    chunk.failing = true;
    const loads = chunk.loads;
    const error = await k.connect({ connectorId: 'fake' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'GangwayError', code: 'CODE_LOAD_FAILED', message: ERRORS.CODE_LOAD_FAILED });
    expect(chunk.loads).toBeGreaterThan(loads);
    expect(k.store.getState()).toBe(before); // not one change
    expect(k.storage.get('connectionStatus')).toEqual({});
    expect(events).toEqual([]);
    // The prefetch after the view fails quietly; a disconnect reports the same error.
    await expect(k.loadFlows()).rejects.toMatchObject({ code: 'CODE_LOAD_FAILED' });
    await expect(k.disconnect()).rejects.toThrow(ERRORS.CODE_LOAD_FAILED);

    chunk.failing = false;
    await expect(k.connect({ connectorId: 'fake' })).resolves.toMatchObject({ address: ADDRESS });
    expect(k.store.getState().chains.eip155?.account).toMatchObject({ status: 'connected', address: ADDRESS, connectorId: 'fake' });
    expect(events).toContain('CONNECT_SUCCESS');
    const after = chunk.loads;
    await k.loadFlows(); // memoised once loaded
    expect(chunk.loads).toBe(after);
  });
});
