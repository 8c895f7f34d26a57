/** Spec §8 texts the swaps plugin raises (moved here from the kernel catalogue). */
export const SWAP_ERRORS = {
  GAS_PRICE_UNSUPPORTED: 'Network not supported for Gas Price',
  SWAPS_UNSUPPORTED: 'Network not supported for Swaps',
} as const;
