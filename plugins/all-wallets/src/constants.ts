/** Spec §9 "Wallet pages" and the §9 search wait. */
export const PAGE_SIZE = 40;
export const SEARCH_SIZE = 100;
export const FEATURED_COUNT = 4;
export const RECOMMENDED_COUNT = 4;
export const PREFETCH_IMAGES = 20;
export const SEARCH_WAIT_MS = 300;
/** Recommended asks this many more, for the visitor's installed and recent wallets it leaves out. */
export const RECOMMENDED_SPARE = 4;
