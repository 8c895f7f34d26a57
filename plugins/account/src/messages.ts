/**
 * The account view's English strings (keys shared with the kernel catalogue where it has them),
 * registered at setup with `api.addMessages` (a host locale's `messages` still win).
 */
export const MESSAGES = {
  'account.tokens': 'Tokens',
  'account.nfts': 'NFTs',
  'account.activity': 'Activity',
  'account.copyAddress': 'Copy address',
  'account.addressCopied': 'Address copied',
  'account.disconnect': 'Disconnect',
  'account.noTokens': 'No tokens yet',
  'account.send': 'Send',
  'account.receive': 'Receive',
  'account.swap': 'Swap',
  'account.buy': 'Buy crypto',
  'account.refresh': 'Refresh balances',
  'account.network': 'Network: {name}',
  'account.notConnected': 'No wallet is connected.',
  'account.connect': 'Connect Wallet',
  'account.nftsLater': 'NFTs arrive with their own plugin (feature "nfts"); it is not built yet.',
  'account.activityLater': 'Activity arrives with its own plugin (feature "activity"); it is not built yet.',
  'account.copyFailed': 'Could not copy the address',
} as const;
export type MessageKey = keyof typeof MESSAGES;
