/**
 * The connect plugin's English strings, registered at setup with `api.i18n.addMessages` as catalogue
 * defaults (a host locale's `messages` still win), so views use plain `api.i18n.t(key)`.
 */

export const MESSAGES = {
  'view.ConnectWallets': 'Connect Wallet',
  'connect.wallet': 'Connect Wallet',
  'connect.or': 'or',
  'connect.email': 'Email',
  'connect.continueWithEmail': 'Continue with email',
  'connect.continueWith': 'Continue with {name}',
  'connect.allWallets': 'All Wallets',
  'connect.continueWithWallet': 'Continue with a wallet',
  'connect.recent': 'Recent',
  'connect.installed': 'Installed',
  'connect.featured': 'Featured',
  'connect.recommended': 'Recommended',
  'connect.acceptRequest': 'Accept the connection request in the wallet',
  'connect.continueIn': 'Continue in {name}',
  'connect.declined': 'Connection declined',
  'connect.declinedHint': 'Connection can be declined if a previous request is still active',
  'connect.tryAgain': 'Try again',
  'connect.unknownConnector': 'This wallet is no longer available',
  'legal.agree': 'I agree to the {terms} and {privacy}',
  'legal.terms': 'Terms of Service',
  'legal.privacy': 'Privacy Policy',
  'legal.footer': 'By connecting your wallet, you agree to our {terms} and {privacy}',
} as const;

export type MessageKey = keyof typeof MESSAGES;
