/**
 * The Receive view's English strings (keys shared with the kernel catalogue where it has them),
 * registered at setup with `api.i18n.addMessages` (a host locale's `messages` still win).
 */
export const MESSAGES = {
  'receive.title': 'Receive',
  'receive.copy': 'Copy address',
  'receive.copied': 'Address copied',
  'receive.copyFailed': 'Could not copy the address',
  'receive.network': 'Your address on {name}',
  'receive.hint': 'Only send assets on these networks',
  'receive.qrLabel': 'QR code of your address',
  'receive.notConnected': 'No wallet is connected.',
} as const;
export type MessageKey = keyof typeof MESSAGES;
