/**
 * The connect plugin's strings. Keys of the kernel catalogue go through `api.t` (so a host's
 * locale covers them); the English fallback is used when the catalogue lacks a key.
 */
import type { PluginApi } from '@gangway/kernel';

export const MESSAGES = {
  'connect.wallet': 'Connect Wallet',
  'connect.or': 'or',
  'connect.email': 'Email',
  'connect.continueWithEmail': 'Continue with email',
  'connect.continueWith': 'Continue with {name}',
  'connect.allWallets': 'All Wallets',
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

/** Translate through the kernel catalogue, falling back to this plugin's English text. */
export function tr(api: Pick<PluginApi, 't'>, key: MessageKey, params?: Record<string, string | number>): string {
  const s = api.t(key, params);
  // An unknown key comes back as is; t() then fills the English template's {placeholders}.
  return s === key ? api.t(MESSAGES[key], params) : s;
}
