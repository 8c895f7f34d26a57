/** The wallet guide's English strings, registered at setup with `api.i18n.addMessages` (a host locale's messages still win). */
export const MESSAGES = {
  'view.WalletGuide': 'What is a wallet?',
  'slot.connect.methods.walletGuide': 'What is a wallet?',
  'walletGuide.what': 'A wallet lets you send, receive, store and show digital assets like tokens and NFTs. You keep it on your phone or in your browser.',
  'walletGuide.signInTitle': 'A new way to sign in',
  'walletGuide.signIn': 'Instead of a new account and password for every site, you connect your wallet. Nothing is shared until you approve it in the wallet.',
  'walletGuide.getTitle': 'Get a wallet',
  'walletGuide.get': 'Get {name}',
  'walletGuide.loading': 'Loading wallets',
  'walletGuide.failed': 'Could not load the wallet list.',
  'walletGuide.retry': 'Try again',
  'walletGuide.none': 'No wallet to suggest right now.',
} as const;
export type MessageKey = keyof typeof MESSAGES;
