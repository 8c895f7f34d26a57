import { ADDRESS_CACHE_KINDS } from './cache-kinds';
import { validate } from '../validation/standard-schema';
import { KEYS, type KeyDef, type StorageKey, type StorageValue } from './keys';

/** One persisted value with its schema (a kernel key, or one a plugin declared). */
export interface StoredValue<T> {
  get(): T;
  set(value: T): void;
  remove(): void;
}

/** The subset of the Web Storage API we use; pass any (cookies, memory, ...) to createStorage. */
export interface StorageBackend {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const STORAGE_PREFIX = '@gangway/';

/** In-memory backend: the fallback when localStorage is missing (SSR) or throws (privacy modes, quotas). */
export function memoryBackend(): StorageBackend {
  const m = new Map<string, string>();
  return { getItem: (k) => m.get(k) ?? null, setItem: (k, v) => void m.set(k, v), removeItem: (k) => void m.delete(k) };
}

export interface StorageOptions {
  prefix?: string;
}

export type GangwayStorage = ReturnType<typeof createStorage>;

/**
 * Typed, validated storage. Touches nothing at creation: `globalThis.localStorage` is looked up on first
 * use, so importing or creating this on a server is safe. Reads never throw: a missing, foreign,
 * malformed or corrupt value yields the key's fallback. Writes that fail (quota, privacy mode) are dropped.
 */
export function createStorage(backend?: StorageBackend, { prefix = STORAGE_PREFIX }: StorageOptions = {}) {
  let b = backend;
  const store = (): StorageBackend => {
    if (!b) {
      try {
        const ls = globalThis.localStorage;
        const probe = `${prefix}probe`;
        ls.setItem(probe, '1');
        ls.removeItem(probe);
        b = ls;
      } catch {
        b = memoryBackend();
      }
    }
    return b;
  };

  function read<T>(name: string, def: KeyDef<T>): T {
    try {
      const raw = store().getItem(prefix + name);
      if (raw != null) {
        const r = validate(def.schema, JSON.parse(raw));
        if (r.ok) return r.value;
      }
    } catch {
      // corrupt JSON or a throwing backend: fall through to the fallback
    }
    // A fresh copy, so callers mutating a fallback array never share it.
    return def.fallback !== null && typeof def.fallback === 'object' ? JSON.parse(JSON.stringify(def.fallback)) : def.fallback;
  }

  function write(name: string, value: unknown) {
    try {
      store().setItem(prefix + name, JSON.stringify(value));
    } catch {
      // storage full or blocked: persistence is best effort
    }
  }

  function remove(name: string) {
    try {
      store().removeItem(prefix + name);
    } catch {
      // ignore, as for write
    }
  }

  return {
    get: <K extends StorageKey>(key: K): StorageValue<K> => read(key, KEYS[key] as KeyDef<StorageValue<K>>),
    set: <K extends StorageKey>(key: K, value: StorageValue<K>) => write(key, value),
    remove: (key: StorageKey) => remove(key),

    /** A typed accessor for any key: a plugin's own keys go through here (`api.storage.key`). */
    value: <T,>(name: string, def: KeyDef<T>): StoredValue<T> => ({
      get: () => read(name, def),
      set: (v) => write(name, v),
      remove: () => remove(name),
    }),

    /** Spec §4: a stored disconnected status clears the address cache (the balances; see cache-kinds.ts). */
    clearAddressCache() {
      for (const kind of ADDRESS_CACHE_KINDS) remove(`cache/${kind}`);
    },
  };
}
