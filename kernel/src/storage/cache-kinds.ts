/** The spec's caches (§3 local storage: balances, ENS names, identity), by name only (eager code needs no more). */
export const CACHE_KINDS = ['portfolio', 'nativeBalance', 'ens', 'identity'] as const;
