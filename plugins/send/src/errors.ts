/** Spec §5/§8 texts of the send rules (the send plugin's own; the kernel's catalogue keeps only what it raises). */
export const SEND_ERRORS = {
  SEND_AMOUNT_RECEIVER: 'An amount and receiver address are required',
  SEND_TOKEN: 'A token is required',
} as const;
