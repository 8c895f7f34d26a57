import * as z from 'zod/mini';

const SECOND = 1000;

/** Spec §9 cache expiry, in ms. */
export const CACHE_TTL = {
  portfolio: 30 * SECOND,
  nativeBalance: 30 * SECOND,
  ens: 5 * 60 * SECOND,
  identity: 5 * 60 * SECOND,
} as const;
export type CacheKind = keyof typeof CACHE_TTL;

const str = z.string();

/** Token balance (spec §3), loose so optional display fields pass. */
const TokenBalanceSchema = z.looseObject({
  name: str,
  symbol: str,
  chainId: str,
  quantity: z.object({ decimals: str, numeric: str }),
});

/** What each cache holds, validated when read back. */
export const CACHE_SCHEMAS = {
  portfolio: z.array(TokenBalanceSchema),
  nativeBalance: z.object({ balance: str, symbol: str }),
  ens: z.array(z.looseObject({ name: str })),
  identity: z.object({ name: z.nullable(str), avatar: z.nullable(str) }),
};
export type CacheValue<K extends CacheKind> = z.output<(typeof CACHE_SCHEMAS)[K]>;

/** One stored cache: entries by key (address, or address + chain), each with its write time. */
export const cacheRecordSchema = <T extends z.ZodMiniType>(value: T) => z.record(str, z.object({ t: z.number(), v: value }));
