/** WalletConnect: pure data, bundled with every host. The SDK loads only with the plugin code. */
import { defineManifest } from '@gangway/kernel';

export const walletConnectManifest = defineManifest({
  id: 'walletconnect',
  apiVersion: 2,
  feature: 'enableWalletConnect',
  views: ['ConnectingWalletConnect', 'ConnectingWalletConnectBasic'],
  requires: ['wallet-registry'],
  // The Connect view lists the connector; a connect through 'walletConnect' may start outside the
  // modal; an open with a `uri` (spec §2) shows that URI, whatever the view.
  activationEvents: ['onView:Connect', 'onHook:connect', 'onOpenUri'],
  // One session spans every family the host configured: a stored session of any of them restores through it.
  namespaces: ['eip155', 'solana', 'bip122', 'polkadot', 'cosmos'],
  // The families it serves without a chain plugin (own-families.ts): AppKit's default for polkadot
  // (ConstantsUtil DEFAULT_ACCOUNT_TYPES); cosmos has none there.
  accountTypes: { polkadot: ['eoa'] },
  // Loaded with the runtime, not eagerly (the build splits these fields off: docs/plugins.md):
  titles: {
    ConnectingWalletConnect: { key: 'view.ConnectingWalletConnect', text: 'Connecting' },
    ConnectingWalletConnectBasic: { key: 'view.ConnectingWalletConnectBasic', text: 'WalletConnect' },
  },
  // 'http': the relay is one of the configured endpoints.
  permissions: ['http', 'wallet.sign', 'wallet.session'],
  load: () => import(/* webpackChunkName: "plugin-walletconnect" */ './plugin'),
});

/** The host's `defaultAccountTypes` for polkadot and cosmos, typed as `accountTypes` above lists them. */
declare module '@gangway/kernel' {
  interface AccountTypesByNamespace {
    polkadot?: 'eoa';
    cosmos?: 'eoa';
  }
}
