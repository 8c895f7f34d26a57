/** Spec §8 texts of the transaction list (the activity plugin's own; moved out of the kernel catalogue). */
export const ACTIVITY_ERRORS = {
  TRANSACTIONS_FETCH_FAILED: 'Failed to fetch transactions',
  TRANSACTIONS_NO_ADDRESS: "Transactions can't be fetched without an accountAddress",
} as const;
