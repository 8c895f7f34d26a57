/** The WalletConnect plugin's strings: the kernel catalogue first (host locales), English fallback. */
import type { PluginApi } from '@gangway/kernel';

export const MESSAGES = {
  'connect.scanWithWallet': 'Scan this QR code with your phone',
  'connect.copyLink': 'Copy link',
  'connect.linkCopied': 'Link copied',
  'connect.openApp': 'Open {name}',
  'connect.continueIn': 'Continue in {name}',
  'connect.acceptRequest': 'Accept the connection request in the wallet',
  'connect.declined': 'Connection declined',
  'connect.declinedHint': 'Connection can be declined if a previous request is still active',
  'connect.tryAgain': 'Try again',
  'connect.preparing': 'Preparing the connection',
  'connect.chooseWallet': 'Choose your wallet app',
  'connect.qrCode': 'QR Code',
} as const;
export type MessageKey = keyof typeof MESSAGES;

export function tr(api: Pick<PluginApi, 't'>, key: MessageKey, params?: Record<string, string | number>): string {
  const s = api.t(key, params);
  // An unknown key comes back as is; t() then fills the English template's {placeholders}.
  return s === key ? api.t(MESSAGES[key], params) : s;
}
