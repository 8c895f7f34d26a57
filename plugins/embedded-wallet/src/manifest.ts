/**
 * The embedded wallet: the secure frame (a sandboxed cross-origin iframe), its messaging, the AUTH
 * connector for eip155 and solana, RPC gating with the ApproveTransaction view, and the embedded
 * account's settings. Pure data. Its switch `features.embeddedWallet` follows email || socials unless
 * the host sets it, so a host with both off never loads it; the frame itself loads only on intent.
 */
import { defineManifest } from '@gangway/kernel';

export const embeddedWalletManifest = defineManifest({
  id: 'embedded-wallet',
  apiVersion: 2,
  feature: 'features.embeddedWallet',
  views: ['ApproveTransaction', 'EmbeddedAccountSettings'],
  provides: ['embedded-wallet'],
  // Restore, requests and disconnect of an AUTH session go through the namespaces' hooks.
  namespaces: ['eip155', 'solana'],
  // Email and socials ask for it only when the visitor reaches for a login; it activates right after
  // the first view is up, so it is ready by then without weighing on the click's wave (21 KB gzip).
  activationEvents: ['onOpenFinished'],
  // Loaded with the runtime, not eagerly (the build splits these fields off: docs/plugins.md):
  titles: {
    ApproveTransaction: { key: 'view.ApproveTransaction', text: 'Approve Transaction' },
    EmbeddedAccountSettings: { key: 'view.EmbeddedAccountSettings', text: 'Account settings' },
  },
  // The rows of its account settings view.
  slots: ['settings.rows'],
  permissions: ['storage', 'wallet.sign', 'wallet.session'],
  title: 'Embedded wallet',
  // Only for email and social sessions (the AUTH connector): that connector is this plugin's own and
  // serves only the namespaces its manifest lists, so no namespace list is needed here.
  contributes: { 'account.actions': [{ id: 'embedded-settings', label: 'Account settings', icon: 'settings', view: 'EmbeddedAccountSettings', connectorTypes: ['AUTH'] }] },
  load: () => import(/* webpackChunkName: "plugin-embedded-wallet" */ './plugin'),
});
