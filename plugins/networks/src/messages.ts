/** The networks plugin's English strings, registered at setup (a host locale's `messages` still win). */
import type { PluginApi } from '@gangway/kernel';

export const MESSAGES = {
  'network.current': 'Current',
  'network.switchFailed': 'Switch failed',
  'network.unsupportedHint': 'The selected network is not supported by this app. Switch to a supported network.',
  'network.approveInWallet': 'Approve in wallet',
  'network.switched': 'Switched to {name}',
  'network.switchDeclined': 'Switch declined',
  'network.switchDeclinedHint': 'Switch can be declined if chain is not supported by a wallet or previous request is still active',
  'network.testnet': 'Testnet',
  'network.notApproved': 'Not approved by wallet',
  'connect.tryAgain': 'Try again',
  'account.disconnect': 'Disconnect',
  'family.eip155': 'EVM',
  'family.solana': 'Solana',
  'family.bip122': 'Bitcoin',
  'family.polkadot': 'Polkadot',
  'family.cosmos': 'Cosmos',
} as const;

export type MessageKey = keyof typeof MESSAGES | 'modal.back' | 'modal.loading';

export const translate = (api: { readonly i18n: Pick<PluginApi['i18n'], 't'> }, key: MessageKey, params?: Record<string, string | number>): string => api.i18n.t(key, params);

/** A family's heading: its message when this plugin has one ('family.eip155': 'EVM'), else the namespace itself (a host's own family). */
export const familyLabel = (api: { readonly i18n: Pick<PluginApi['i18n'], 't'> }, namespace: string): string => {
  const key = `family.${namespace}`;
  return Object.hasOwn(MESSAGES, key) ? translate(api, key as MessageKey) : namespace;
};
