/** The kernel's slots, part of the manifest vocabulary (vocabulary.ts) and of the public API. */

/**
 * The kernel's slots: extension points of the built-in views. Their owners render them through
 * `api.useSlot(id)`; the kernel orders the entries (slot-order.ts).
 */
export const KERNEL_SLOTS = {
  /** Buttons under the Account balance, ordered by `features.walletFeaturesOrder` (spec §9). */
  'account.walletFeatures': 'account.walletFeatures',
  /** Further Account actions (e.g. register a name), by `order`. */
  'account.actions': 'account.actions',
  /** Account tabs after Tokens (NFTs, Activity, …); the entry's view renders inside the tab. */
  'account.tabs': 'account.tabs',
  /** Connect methods beside the wallet list (email, social, …), ordered by spec §2's rule. */
  'connect.methods': 'connect.methods',
  /** Rows of a settings list, by `order`. */
  'settings.rows': 'settings.rows',
} as const;
export type KernelSlot = keyof typeof KERNEL_SLOTS;
