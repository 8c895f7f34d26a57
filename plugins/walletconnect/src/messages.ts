/**
 * The WalletConnect plugin's English strings, registered at setup with `api.i18n.addMessages` as catalogue
 * defaults (a host locale's `messages` still win), so views use plain `api.i18n.t(key)`.
 */

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
