/**
 * The address cache of spec §4 ("stored disconnected clears the address cache"), by cache name only
 * (eager code needs no more): what is cached about the last connected address — its balances
 * (portfolio, native balance). ENS names and identities (§3) are public lookups of any address with
 * their own 5-minute expiry (§9), so they stay.
 */
export const ADDRESS_CACHE_KINDS = ['portfolio', 'nativeBalance'] as const;
