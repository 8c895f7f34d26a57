/** Spec §8 texts of the balance rules this library holds (the kernel's catalogue keeps only what the kernel raises). */
export const BALANCE_ERRORS = {
  /** Toast when the balance fetch fails or the network is unsupported; retry is blocked for 30 s. */
  TOKEN_BALANCE_UNAVAILABLE: 'Token Balance Unavailable',
} as const;
