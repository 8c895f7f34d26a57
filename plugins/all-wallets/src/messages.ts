/** The All Wallets view's English strings (a host locale's `messages` still win). */
export const MESSAGES = {
  'connect.searchWallets': 'Search wallets',
  'connect.noWalletsFound': 'No wallets found',
  'connect.installed': 'Installed',
} as const;
