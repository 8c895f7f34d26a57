import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { createCaches } from './cache';
import { createStorage, memoryBackend, STORAGE_PREFIX, type StorageBackend } from './storage';

/** A key as a plugin declares it (api.storage.key). */
const deepLink = { schema: z.nullable(z.object({ name: z.string(), href: z.string() })), fallback: null };
const recent = { schema: z.array(z.object({ id: z.string(), name: z.string() })), fallback: [] as { id: string; name: string }[] };

const mem = () => {
  const b = memoryBackend();
  return { b, s: createStorage(b) };
};

describe('createStorage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('does not touch localStorage until first use (SSR-safe)', () => {
    const getItem = vi.fn(() => null);
    const ls = { getItem, setItem: vi.fn(), removeItem: vi.fn() };
    const spy = vi.fn(() => ls);
    vi.stubGlobal('localStorage', undefined);
    Object.defineProperty(globalThis, 'localStorage', { get: spy, configurable: true });
    const s = createStorage();
    expect(spy).not.toHaveBeenCalled();
    expect(s.get('activeNamespace')).toBeNull();
    expect(spy).toHaveBeenCalledTimes(1);
    expect(getItem).toHaveBeenCalledWith(`${STORAGE_PREFIX}activeNamespace`);
    s.get('activeNamespace');
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('works without localStorage (server) and when it throws (blocked browser)', () => {
    vi.stubGlobal('localStorage', undefined);
    const server = createStorage();
    server.set('activeNamespace', 'solana');
    expect(server.get('activeNamespace')).toBe('solana');

    Object.defineProperty(globalThis, 'localStorage', {
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
      configurable: true,
    });
    const blocked = createStorage();
    expect(blocked.get('connectedNamespaces')).toEqual([]);
    blocked.set('activeNamespace', 'solana');
    expect(blocked.get('activeNamespace')).toBe('solana');
  });

  it('never throws when the given backend throws', () => {
    const boom = () => {
      throw new Error('quota');
    };
    const s = createStorage({ getItem: boom, setItem: boom, removeItem: boom });
    expect(s.get('connectedNamespaces')).toEqual([]);
    expect(() => s.set('activeNamespace', 'eip155')).not.toThrow();
    expect(() => s.remove('activeNamespace')).not.toThrow();
  });

  it('round-trips typed values under the prefix', () => {
    const { b, s } = mem();
    s.set('connectionStatus', { eip155: 'connected', solana: 'disconnected' });
    s.set('preferredAccountTypes', { eip155: 'eoa' });
    const link = s.value('wcDeepLink', deepLink);
    link.set({ name: 'Rainbow', href: 'rainbow://' });
    expect(s.get('connectionStatus')).toEqual({ eip155: 'connected', solana: 'disconnected' });
    expect(s.get('preferredAccountTypes')).toEqual({ eip155: 'eoa' });
    expect(link.get()?.href).toBe('rainbow://');
    expect(JSON.parse(b.getItem('@gangway/connectionStatus')!)).toEqual({ eip155: 'connected', solana: 'disconnected' });
    link.remove();
    expect(link.get()).toBeNull();
    expect(b.getItem('@gangway/wcDeepLink')).toBeNull();
  });

  it('falls back to the default on corrupt, foreign or malformed values', () => {
    const { b, s } = mem();
    b.setItem('@gangway/recentWallets', '{not json');
    expect(s.value('recentWallets', recent).get()).toEqual([]);
    // A namespace is any CAIP-2 one (a family the kernel has never heard of round-trips); a malformed one is refused.
    b.setItem('@gangway/connectedNamespaces', JSON.stringify(['eip155', 'fakechn']));
    expect(s.get('connectedNamespaces')).toEqual(['eip155', 'fakechn']);
    b.setItem('@gangway/connectedNamespaces', JSON.stringify(['eip155', 'Tron!']));
    expect(s.get('connectedNamespaces')).toEqual([]);
    b.setItem('@gangway/connectionStatus', JSON.stringify({ eip155: 'maybe' }));
    expect(s.get('connectionStatus')).toEqual({});
    b.setItem('@gangway/wcDeepLink', '42');
    expect(s.value('wcDeepLink', deepLink).get()).toBeNull();
    b.setItem('@gangway/activeNamespace', '"eip155:1"');
    expect(s.get('activeNamespace')).toBeNull();
  });

  it('returns fresh copies of default values', () => {
    const { s } = mem();
    s.value('recentWallets', recent).get().push({ id: 'x', name: 'X' });
    expect(s.value('recentWallets', recent).get()).toEqual([]);
  });
});

describe('storage caches', () => {
  const setup = () => {
    let t = 1_000_000;
    const b: StorageBackend = memoryBackend();
    const s = { cache: createCaches(createStorage(b), () => t) };
    return { s, b, tick: (ms: number) => (t += ms) };
  };

  it('expires portfolio and native balance after 30 s', () => {
    const { s, tick } = setup();
    const tokens = [{ name: 'Ether', symbol: 'ETH', chainId: 'eip155:1', quantity: { decimals: '18', numeric: '1.5' }, price: 3000 }];
    s.cache.set('portfolio', '0xabc', tokens);
    s.cache.set('nativeBalance', 'eip155:1:0xabc', { balance: '1.5', symbol: 'ETH' });
    tick(29_999);
    expect(s.cache.get('portfolio', '0xabc')).toEqual(tokens);
    expect(s.cache.get('nativeBalance', 'eip155:1:0xabc')).toEqual({ balance: '1.5', symbol: 'ETH' });
    expect(s.cache.get('portfolio', '0xother')).toBeUndefined();
    tick(1);
    expect(s.cache.get('portfolio', '0xabc')).toBeUndefined();
    expect(s.cache.get('nativeBalance', 'eip155:1:0xabc')).toBeUndefined();
  });

  it('expires ENS names and identity after 5 minutes', () => {
    const { s, tick } = setup();
    s.cache.set('ens', '0xabc', [{ name: 'bob.reown.id' }]);
    s.cache.set('identity', '0xabc', { name: 'bob', avatar: null });
    tick(4 * 60_000);
    expect(s.cache.get('ens', '0xabc')).toEqual([{ name: 'bob.reown.id' }]);
    expect(s.cache.get('identity', '0xabc')).toEqual({ name: 'bob', avatar: null });
    tick(60_000);
    expect(s.cache.get('ens', '0xabc')).toBeUndefined();
    expect(s.cache.get('identity', '0xabc')).toBeUndefined();
  });

  it('prunes expired entries on write and clears by kind, key or all', () => {
    const { s, b, tick } = setup();
    s.cache.set('identity', 'old', { name: null, avatar: null });
    tick(300_000);
    s.cache.set('identity', 'new', { name: 'n', avatar: null });
    expect(Object.keys(JSON.parse(b.getItem('@gangway/cache/identity')!))).toEqual(['new']);
    s.cache.set('ens', 'x', []);
    s.cache.clear('identity', 'new');
    expect(s.cache.get('identity', 'new')).toBeUndefined();
    expect(s.cache.get('ens', 'x')).toEqual([]);
    s.cache.clear();
    expect(s.cache.get('ens', 'x')).toBeUndefined();
  });

  it('ignores malformed cache contents', () => {
    const { s, b } = setup();
    b.setItem('@gangway/cache/identity', JSON.stringify({ '0xabc': { t: 'now', v: {} } }));
    expect(s.cache.get('identity', '0xabc')).toBeUndefined();
    expect(() => s.cache.set('identity', '0xabc', { name: 'a', avatar: null })).not.toThrow();
    expect(s.cache.get('identity', '0xabc')).toEqual({ name: 'a', avatar: null });
  });
});

describe('the address cache (spec §4)', () => {
  it('clearAddressCache drops the cached balances and keeps the ENS and identity lookups', () => {
    const b: StorageBackend = memoryBackend();
    const storage = createStorage(b);
    const cache = createCaches(storage, () => 1_000_000);
    cache.set('portfolio', '0xabc', []);
    cache.set('nativeBalance', 'eip155:1:0xabc', { balance: '1', symbol: 'ETH' });
    cache.set('ens', '0xabc', [{ name: 'bob.reown.id' }]);
    cache.set('identity', '0xabc', { name: 'bob', avatar: null });
    storage.clearAddressCache();
    expect(cache.get('portfolio', '0xabc')).toBeUndefined();
    expect(cache.get('nativeBalance', 'eip155:1:0xabc')).toBeUndefined();
    expect(cache.get('ens', '0xabc')).toEqual([{ name: 'bob.reown.id' }]);
    expect(cache.get('identity', '0xabc')).toEqual({ name: 'bob', avatar: null });
  });
});

