/**
 * Strings: the network texts live in the kernel's English catalogue (`network.*`); the few this
 * plugin adds have their English text here as the fallback, so they read right without a host
 * translation.
 */
import type { PluginApi } from '@gangway/kernel';

const OWN = {
  'network.current': 'Current',
  'network.switchFailed': 'Switch failed',
} as const;

export type MessageKey = keyof typeof OWN | 'network.unsupportedHint' | 'network.approveInWallet' | 'network.switched'
  | 'network.switchDeclined' | 'network.switchDeclinedHint' | 'network.testnet' | 'connect.tryAgain' | 'account.disconnect' | 'modal.back';

export function translate(api: Pick<PluginApi, 't'>, key: MessageKey, params?: Record<string, string | number>): string {
  const s = api.t(key, params);
  // An unknown key comes back as is; t() then fills the English template's {placeholders}.
  return s === key && key in OWN ? api.t(OWN[key as keyof typeof OWN], params) : s;
}
