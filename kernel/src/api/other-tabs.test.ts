// @vitest-environment happy-dom
import { beforeAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createKernel } from './kernel';
import { definePlugin, defineManifest } from '../plugins/define';
import { PLUGIN_API_VERSION } from '../plugins/types';
import { testDevnet, testMainnet } from '../testing/networks.test-util';

// The runtime and the flows are lazy chunks the kernel imports on first use; compiled once here, so a
// waitFor in a test measures the kernel's work, not how long a busy machine takes to transform them.
beforeAll(async () => { await Promise.all([import('./runtime'), import('./flows')]); }, 60_000);

const STATUS = '@gangway/connectionStatus';
/** What the other tab does: writes localStorage; the browser then fires `storage` in this tab. */
function otherTabWrites(values: Record<string, unknown>) {
  for (const [k, v] of Object.entries(values)) localStorage.setItem(k, JSON.stringify(v));
  dispatchEvent(new StorageEvent('storage', { key: STATUS, storageArea: localStorage }));
}

/** How many calls `spy` got while `act` ran (synchronously). */
function callsDuring(spy: { mock: { calls: unknown[] } }, act: () => void): number {
  const before = spy.mock.calls.length;
  act();
  return spy.mock.calls.length - before;
}

function wallet() {
  const calls: string[] = [];
  const manifest = defineManifest({ apiVersion: PLUGIN_API_VERSION, id: 'evm', namespaces: ['eip155'], permissions: ['wallet.sign', 'wallet.session'],
    load: async () => definePlugin((api) => {
      api.hooks.syncConnection.for('eip155').tapPromise('evm', async () => { calls.push('sync'); return { namespace: 'eip155', address: '0xabc', chainId: 31337 }; });
      api.hooks.disconnect.for('eip155').tapPromise('evm', async () => { calls.push('disconnect'); });
    }),
  });
  return { manifest, calls };
}

afterEach(() => localStorage.clear());

describe('another tab of the host (storage events)', () => {
  it('connected there: synced here without a prompt; disconnected there: disconnected here', async () => {
    const w = wallet();
    const k = createKernel({ projectId: 'p1', networks: [testDevnet, testMainnet], basic: true, plugins: [w.manifest] }, { fetch: vi.fn() as never });
    const status = () => k.store.getState().chains.eip155?.account.status;
    expect(status()).toBe('disconnected');

    otherTabWrites({ [STATUS]: { eip155: 'connected' }, '@gangway/connectorIds': { eip155: 'injected' } });
    await vi.waitFor(() => expect(status()).toBe('connected'));
    expect(k.store.getState().activeCaipAddress).toBe('eip155:31337:0xabc');

    otherTabWrites({ [STATUS]: { eip155: 'disconnected' }, '@gangway/connectorIds': {} });
    await vi.waitFor(() => expect(status()).toBe('disconnected'));
    expect(w.calls).toEqual(['sync', 'disconnect']);
    // What this tab wrote agrees with the other tab's.
    expect(JSON.parse(localStorage.getItem(STATUS)!)).toEqual({ eip155: 'disconnected' });
    k.destroy();
  });

  it('asks for the runtime and the connection flows together (one wave) before following', async () => {
    const k = createKernel({ projectId: 'p1', networks: [testDevnet, testMainnet], basic: true }, { fetch: vi.fn() as never, skipStartup: true });
    const asked: string[] = [];
    // Held for good: what follows the arrival is the first test's.
    vi.spyOn(k, 'loadRuntime').mockImplementation(() => { asked.push('runtime'); return new Promise<never>(() => {}); });
    vi.spyOn(k, 'loadFlows').mockImplementation(async () => { asked.push('flows'); });
    otherTabWrites({ [STATUS]: { eip155: 'connected' }, '@gangway/connectorIds': { eip155: 'injected' } });
    // The runtime has not arrived yet, and both are on their way.
    expect(asked.sort()).toEqual(['flows', 'runtime']);
    k.destroy();
  });

  it('a sync that fails here leaves what the other tab stored (this tab must not take the other down)', async () => {
    const manifest = defineManifest({ apiVersion: PLUGIN_API_VERSION, id: 'evm', namespaces: ['eip155'], permissions: ['wallet.sign', 'wallet.session'],
      load: async () => definePlugin((api) => { api.hooks.syncConnection.for('eip155').tapPromise('evm', async () => undefined); }),
    });
    const k = createKernel({ projectId: 'p1', networks: [testDevnet, testMainnet], basic: true, plugins: [manifest] }, { fetch: vi.fn() as never });
    const seen: string[] = [];
    k.store.subscribe(() => seen.push(k.store.getState().chains.eip155?.account.status ?? ''));
    otherTabWrites({ [STATUS]: { eip155: 'connected' }, '@gangway/connectorIds': { eip155: 'injected' } });
    await vi.waitFor(() => expect(seen).toContain('connecting'));
    await vi.waitFor(() => expect(k.store.getState().chains.eip155?.account.status).toBe('disconnected'));
    expect(JSON.parse(localStorage.getItem(STATUS)!)).toEqual({ eip155: 'connected' });
    expect(JSON.parse(localStorage.getItem('@gangway/connectorIds')!)).toEqual({ eip155: 'injected' });
    k.destroy();
  });

  it('ignores other keys, and stops listening once destroyed', async () => {
    const w = wallet();
    const k = createKernel({ projectId: 'p1', networks: [testDevnet, testMainnet], basic: true, plugins: [w.manifest] }, { fetch: vi.fn() as never });
    // The listener reacts in the event's own tick (it asks for the runtime at once, see above), so
    // no call in that tick means none later: no sleep needed to prove a negative. (The start-up may
    // ask for the runtime on its own, between events: only the calls inside the dispatch count.)
    const asked = vi.spyOn(k, 'loadRuntime');
    localStorage.setItem(STATUS, JSON.stringify({ eip155: 'connected' }));
    expect(callsDuring(asked, () => dispatchEvent(new StorageEvent('storage', { key: '@gangway/recentWallets', storageArea: localStorage })))).toBe(0);
    k.destroy();
    expect(callsDuring(asked, () => otherTabWrites({ [STATUS]: { eip155: 'connected' } }))).toBe(0);
    expect(w.calls).toEqual([]);
    expect(k.store.getState().chains.eip155?.account.status).toBe('disconnected');
  });

  it('a host with its own storage backend keeps tabs apart', async () => {
    const w = wallet();
    const k = createKernel({ projectId: 'p1', networks: [testDevnet, testMainnet], basic: true, plugins: [w.manifest] }, { fetch: vi.fn() as never, storage: { getItem: () => null, setItem: () => {}, removeItem: () => {} } });
    // This tab does follow the event, but reads the host's backend, where the other tab wrote nothing:
    // once the follow has run to its end, nothing was synced.
    const follow = vi.spyOn(k, 'followOtherTab');
    otherTabWrites({ [STATUS]: { eip155: 'connected' } });
    await vi.waitFor(() => expect(follow).toHaveBeenCalledTimes(1));
    await follow.mock.results[0]!.value;
    expect(w.calls).toEqual([]);
    expect(k.store.getState().chains.eip155?.account.status).toBe('disconnected');
    k.destroy();
  });
});
