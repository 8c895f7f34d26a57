/** The longest a `beforeRestored` tap may keep a synced session 'connecting' (a look-up it needs first), in ms. */
export const RESTORE_HOLD_MS = 5_000;
