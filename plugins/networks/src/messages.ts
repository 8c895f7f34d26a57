/**
 * The plugin's strings: catalogue keys (kernel i18n) with their English text as the fallback, so the
 * views read right even when a host catalogue lacks a key.
 */
import type { PluginApi } from '@gangway/kernel';

export const MESSAGES = {
  'network.unknown': 'Unknown Network',
  'network.unsupported': 'Network not supported',
  'network.unsupportedHint': 'The selected network is not supported by this app. Switch to a supported network.',
  'network.approveInWallet': 'Approve in wallet',
  'network.switched': 'Switched to {name}',
  'network.switchDeclined': 'Switch declined',
  'network.switchDeclinedHint': 'Switch can be declined if chain is not supported by a wallet or previous request is still active',
  'network.testnet': 'Testnet',
  'network.current': 'Current',
  'network.switchFailed': 'Switch failed',
  'connect.tryAgain': 'Try again',
  'account.disconnect': 'Disconnect',
  'modal.back': 'Back',
} as const;
export type MessageKey = keyof typeof MESSAGES;

export function translate(api: Pick<PluginApi, 't'>, key: MessageKey, params?: Record<string, string | number>): string {
  const s = api.t(key, params);
  if (s !== key) return s;
  return MESSAGES[key].replace(/\{(\w+)\}/g, (m, k: string) => (params && k in params ? String(params[k]) : m));
}
