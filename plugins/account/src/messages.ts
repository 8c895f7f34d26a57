/**
 * The account view's English strings (keys shared with the kernel catalogue where it has them),
 * registered at setup with `api.i18n.addMessages` (a host locale's `messages` still win).
 */
export const MESSAGES = {
  'account.tokens': 'Tokens',
  'account.copyAddress': 'Copy address',
  'account.addressCopied': 'Address copied',
  'account.disconnect': 'Disconnect',
  'account.noTokens': 'No tokens yet',
  'account.refresh': 'Refresh balances',
  'account.network': 'Network: {name}',
  'account.notConnected': 'No wallet is connected.',
  'account.connect': 'Connect Wallet',
  'account.copyFailed': 'Could not copy the address',
  'account.families': 'Connected chains',
  // The connected address's page on the network's explorer (spec §3 addressExplorerUrl).
  'account.viewOnExplorer': 'View on explorer',
  // The wallet's accounts on the chain (spec §3 allAccounts), each by its label or its kind.
  'account.accounts': 'Accounts',
  'account.current': 'Connected',
  'account.type.eoa': 'Externally owned account (EOA)',
  'account.type.smartAccount': 'Smart account',
  'account.type.payment': 'Payment',
  'account.type.ordinal': 'Ordinals',
  'account.type.stx': 'Stacks',
  // How an email or social login is named in the header (login-label.ts); brand names stay as they are in English.
  'account.via.email': 'Email',
  'account.via.google': 'Google',
  'account.via.x': 'X',
  'account.via.farcaster': 'Farcaster',
  'account.via.discord': 'Discord',
  'account.via.apple': 'Apple',
  'account.via.github': 'GitHub',
  'account.via.facebook': 'Facebook',
  'family.eip155': 'EVM',
  'family.solana': 'Solana',
  'family.bip122': 'Bitcoin',
  'family.polkadot': 'Polkadot',
  'family.cosmos': 'Cosmos',
} as const;
export type MessageKey = keyof typeof MESSAGES;
