/** WalletConnect: pure data, bundled with every host. The SDK loads only with the plugin code. */
import { defineManifest, manifestWithDetails } from '@gangway/kernel';

export const walletConnectManifestCore = defineManifest({
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
  load: () => import(/* webpackChunkName: "plugin-walletconnect" */ './plugin'),
});

/**
 * The whole manifest: the eager core plus its deferred details (title, permissions, namespaces, slot
 * contributions) — for a host or a test that takes this plugin alone. The built-in list uses the
 * core and fetches every built-in's details in one chunk.
 */
export const walletConnectManifest = /*#__PURE__*/ manifestWithDetails(walletConnectManifestCore, () => import(/* webpackChunkName: "plugin-details" */ './manifest-details'));

/** The host's `defaultAccountTypes` for polkadot and cosmos, typed as `accountTypes` above lists them. */
declare module '@gangway/kernel' {
  interface AccountTypesByNamespace {
    polkadot?: 'eoa';
    cosmos?: 'eoa';
  }
}
