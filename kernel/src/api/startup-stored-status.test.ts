/**
 * Spec §4, the stored status at start-up, across a real reload (one storage, two kernels): a stored
 * 'disconnected' clears the address cache (balances) and keeps the public lookups (ENS, identity); a
 * stored 'connected' keeps the cache and starts as 'connecting' until the adapter syncs.
 */
import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../testing/memory-storage';
import { testDevnet } from '../testing/networks.test-util';
import { createCaches } from '../storage/cache';
import { createKernel } from './kernel';

const STATUS = '@gangway/connectionStatus';

/** A first visit that cached balances and lookups of 0xabc, then left `status` stored. */
function previousVisit(status: 'connected' | 'disconnected') {
  const storage = memoryStorage();
  const first = createKernel({ projectId: 'p1', basic: true, networks: [testDevnet] }, { skipStartup: true, storage });
  // The caches as the runtime makes them over the kernel's storage (runtime.ts).
  const caches = createCaches(first.storage);
  caches.set('portfolio', '0xabc', []);
  caches.set('nativeBalance', 'eip155:31337:0xabc', { balance: '1', symbol: 'ETH' });
  caches.set('ens', '0xabc', [{ name: 'bob.reown.id' }]);
  caches.set('identity', '0xabc', { name: 'bob', avatar: null });
  first.destroy();
  storage.setItem(STATUS, JSON.stringify({ eip155: status }));
  storage.setItem('@gangway/connectorIds', JSON.stringify(status === 'connected' ? { eip155: 'injected' } : {}));
  return storage;
}

describe('the stored status at start-up (spec §4)', () => {
  it("stored 'disconnected': the reload starts disconnected with the balances gone and the ENS and identity lookups kept", () => {
    const k = createKernel({ projectId: 'p1', basic: true, networks: [testDevnet] }, { skipStartup: true, storage: previousVisit('disconnected') });
    const caches = createCaches(k.storage);
    expect(k.store.getState().chains.eip155?.account.status).toBe('disconnected');
    expect(caches.get('portfolio', '0xabc')).toBeUndefined();
    expect(caches.get('nativeBalance', 'eip155:31337:0xabc')).toBeUndefined();
    expect(caches.get('ens', '0xabc')).toEqual([{ name: 'bob.reown.id' }]);
    expect(caches.get('identity', '0xabc')).toEqual({ name: 'bob', avatar: null });
    k.destroy();
  });

  it("stored 'connected': the reload starts connecting and keeps the cached balances for the restored account", () => {
    const k = createKernel({ projectId: 'p1', basic: true, networks: [testDevnet] }, { skipStartup: true, storage: previousVisit('connected') });
    const caches = createCaches(k.storage);
    expect(k.store.getState().chains.eip155?.account.status).toBe('connecting');
    expect(caches.get('portfolio', '0xabc')).toEqual([]);
    expect(caches.get('nativeBalance', 'eip155:31337:0xabc')).toEqual({ balance: '1', symbol: 'ETH' });
    k.destroy();
  });
});
