import * as v from 'valibot';
import type { KeyDef } from './keys';
import type { GangwayStorage } from './storage';

const SECOND = 1000;

/** Spec §9 cache expiry, in ms. */
export const CACHE_TTL = {
  portfolio: 30 * SECOND,
  nativeBalance: 30 * SECOND,
  ens: 5 * 60 * SECOND,
  identity: 5 * 60 * SECOND,
} as const;
export type CacheKind = keyof typeof CACHE_TTL;

const str = v.string();

/** Token balance (spec §3), loose so optional display fields pass. */
const TokenBalanceSchema = v.looseObject({
  name: str,
  symbol: str,
  chainId: str,
  quantity: v.object({ decimals: str, numeric: str }),
});

/** What each cache holds, validated when read back. */
export const CACHE_SCHEMAS = {
  portfolio: v.array(TokenBalanceSchema),
  nativeBalance: v.object({ balance: str, symbol: str }),
  ens: v.array(v.looseObject({ name: str })),
  identity: v.object({ name: v.nullable(str), avatar: v.nullable(str) }),
};
export type CacheValue<K extends CacheKind> = v.InferOutput<(typeof CACHE_SCHEMAS)[K]>;

/** One stored cache: entries by key (address, or address + chain), each with its write time. */
export const cacheRecordSchema = <T extends v.GenericSchema>(value: T) => v.record(str, v.object({ t: v.number(), v: value }));

type Entries = Record<string, { t: number; v: unknown }>;
const cacheDef = (kind: CacheKind) => ({ schema: cacheRecordSchema(CACHE_SCHEMAS[kind]), fallback: {} }) as KeyDef<Entries>;
const cacheName = (kind: CacheKind) => `cache/${kind}`;

/**
 * Expiring caches (§9 expiry per kind) keyed by address or address + chain, kept in storage and
 * validated when read back. Part of the runtime: the eager kernel only ever clears them (by name).
 */
export function createCaches(storage: Pick<GangwayStorage, 'value'>, now: () => number = Date.now) {
  const entries = (kind: CacheKind) => storage.value(cacheName(kind), cacheDef(kind));
  return {
    get<K extends CacheKind>(kind: K, key: string): CacheValue<K> | undefined {
      const e = entries(kind).get()[key];
      return e && now() - e.t < CACHE_TTL[kind] ? (e.v as CacheValue<K>) : undefined;
    },
    set<K extends CacheKind>(kind: K, key: string, value: CacheValue<K>) {
      const t = now();
      const stored = entries(kind);
      const all = stored.get();
      // Drop expired entries on every write so a cache never grows without bound.
      for (const k in all) if (t - all[k].t >= CACHE_TTL[kind]) delete all[k];
      all[key] = { t, v: value };
      stored.set(all);
    },
    /** Clears one entry, one kind, or (no argument) every cache. */
    clear(kind?: CacheKind, key?: string) {
      for (const k of kind ? [kind] : (Object.keys(CACHE_TTL) as CacheKind[])) {
        const stored = entries(k);
        if (key === undefined) stored.remove();
        else {
          const all = stored.get();
          delete all[key];
          stored.set(all);
        }
      }
    },
  };
}
export type Caches = ReturnType<typeof createCaches>;
