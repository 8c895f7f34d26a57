/**
 * Storage read-back: whatever localStorage holds (another version's data, a foreign script's,
 * corrupt text) reads as a valid value or the key's fallback, and writing after it works. Covers the
 * kernel's keys, the expiring caches, and the plugins' keys (recent wallets, the embedded wallet's
 * login data and account types, the stored sign-in session).
 */
import { it } from 'vitest';
import fc from 'fast-check';
import type * as z from 'zod/mini';
import { validate, type StandardSchema } from '../../kernel/src/validation/standard-schema';
import { createStorage, memoryBackend, STORAGE_PREFIX } from '../../kernel/src/storage/storage';
import { KEYS, type StorageKey } from '../../kernel/src/storage/keys';
import { CACHE_SCHEMAS, CACHE_TTL, createCaches, type CacheKind } from '../../kernel/src/storage/cache';
import { recentWallets } from '../../plugins/connect/src/recent';
import { embeddedStorage } from '../../plugins/embedded-wallet/src/stored';
import { readSession } from '../../plugins/siwx/src/impl/stored-session';
import { rawText } from './arbitraries';
import { check, fuzzBoundary } from './boundary';

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const token = { name: 'USD Coin', symbol: 'USDC', chainId: 'eip155:1', quantity: { decimals: '6', numeric: '1.5' }, price: 1, iconUrl: '' };
/** A valid value of each stored name, mutated by the generator. */
const SAMPLES: Record<string, unknown> = {
  activeNamespace: 'eip155',
  connectedNamespaces: ['eip155', 'solana'],
  connectionStatus: { eip155: 'connected', solana: 'disconnected' },
  connectorIds: { eip155: 'injected:io.metamask' },
  preferredAccountTypes: { eip155: 'eoa' },
  authTokens: { [`eip155:1:${ADDRESS}`]: 'token' },
  'cache/portfolio': { [ADDRESS]: { t: 0, v: [token] } },
  'cache/nativeBalance': { [ADDRESS]: { t: 0, v: { balance: '1', symbol: 'ETH' } } },
  'cache/ens': { [ADDRESS]: { t: 0, v: [{ name: 'a.eth' }] } },
  'cache/identity': { [ADDRESS]: { t: 0, v: { name: 'a', avatar: null } } },
  'plugin/recentWallets': [{ id: 'io.metamask', name: 'MetaMask', rdns: 'io.metamask' }],
  'plugin/embedded-wallet.loginEmail': 'a@b.example',
  'plugin/embedded-wallet.preferredAccountTypes': { eip155: 'smartAccount' },
  siwxSession: { message: 'm', signature: '0x' + '1'.repeat(130), data: { chainId: 'eip155:1', accountAddress: ADDRESS, nonce: 'n', domain: 'd', uri: 'https://d', version: '1' } },
};
const NAMES = Object.keys(SAMPLES);
const input = fc.array(fc.tuple(fc.constantFrom(...NAMES), fc.constantFrom(...NAMES).chain((n) => rawText(SAMPLES[n]))), { minLength: 1, maxLength: 3 });

it('fuzz: storage read-back', async () => {
  await fuzzBoundary('storage-read-back', input, (entries) => {
    const backend = memoryBackend();
    for (const [name, raw] of entries) backend.setItem(STORAGE_PREFIX + name, raw);
    const storage = createStorage(backend);
    // Kernel keys: a value passing the key's schema (the fallback included).
    for (const key of Object.keys(KEYS) as StorageKey[]) {
      const v = storage.get(key);
      check(validate(KEYS[key].schema as StandardSchema<unknown>, v).ok, `${key} reads back valid`);
    }
    // Caches: a read is a valid value or nothing; a write after a corrupt read sticks.
    let t = 1_000_000;
    const caches = createCaches(storage, () => t);
    for (const kind of Object.keys(CACHE_TTL) as CacheKind[]) {
      const v = caches.get(kind, ADDRESS);
      check(v === undefined || validate(CACHE_SCHEMAS[kind] as StandardSchema<unknown>, v).ok, `cache ${kind} reads back valid`);
    }
    caches.set('identity', ADDRESS, { name: 'n', avatar: null });
    check(caches.get('identity', ADDRESS)?.name === 'n', 'a cache write reads back');
    caches.clear('portfolio', ADDRESS);
    t += CACHE_TTL.portfolio;
    caches.set('portfolio', 'other', [token as never]);
    caches.clear();
    // Plugin keys, through the same accessor a plugin's api.storage.key gives.
    // The options a plugin reads beside its keys: the embedded wallet falls back to the host's defaultAccountTypes.
    const api = {
      storage: { key: <T>(name: string, def: { schema: z.ZodMiniType<T>; fallback: T }) => storage.value(`plugin/${name}`, def) },
      options: { defaultAccountTypes: { eip155: 'smartAccount', solana: 'eoa' } },
    } as never;
    const recent = recentWallets(api);
    check(recent.list().every((w) => typeof w.id === 'string' && typeof w.name === 'string'), 'recent wallets valid');
    recent.add({ id: 'x', name: 'X', connectorId: 'injected' } as never);
    check(recent.list()[0]?.id === 'x' && recent.list().length <= 2, 'a recent wallet is recorded (at most 2 kept)');
    const embedded = embeddedStorage(api);
    check(['eoa', 'smartAccount'].includes(embedded.preferredType('eip155')), 'account type valid');
    const email = embedded.loginEmail.get();
    check(email === null || typeof email === 'string', 'login email valid');
    embedded.setPreferredType('solana', 'eoa');
    check(embedded.preferredType('solana') === 'eoa', 'a preference write reads back');
    const session = readSession(backend.getItem(STORAGE_PREFIX + 'siwxSession') ?? undefined);
    check(session === undefined || (typeof session.message === 'string' && typeof session.signature === 'string'), 'sign-in session valid');
    const matched = entries.some(([name, raw]) => {
      try { return JSON.stringify(JSON.parse(raw)) === JSON.stringify(SAMPLES[name]); } catch { return false; }
    });
    return matched ? 'parsed' as const : 'refused' as const;
  });
});
