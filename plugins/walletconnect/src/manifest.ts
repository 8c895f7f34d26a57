/** WalletConnect: pure data, bundled with every host. The SDK loads only with the plugin code. */
import { defineManifest } from '@gangway/kernel';

export const walletConnectManifest = defineManifest({
  id: 'walletconnect',
  apiVersion: 2,
  feature: 'enableWalletConnect',
  views: ['ConnectingWalletConnect', 'ConnectingWalletConnectBasic'],
  requires: ['wallet-registry'],
  namespaces: ['eip155'],
  // 'http': the relay is one of the configured endpoints.
  permissions: ['http'],
  // The Connect view lists the connector; a connect through 'walletConnect' may start outside the
  // modal; an open with a `uri` (spec §2) shows that URI, whatever the view.
  activationEvents: ['onView:Connect', 'onHook:connect', 'onOpenUri'],
  load: () => import(/* webpackChunkName: "plugin-walletconnect" */ './plugin'),
});
