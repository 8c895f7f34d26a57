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
  title: 'Embedded wallet',
  feature: 'features.embeddedWallet',
  views: ['ApproveTransaction', 'EmbeddedAccountSettings'],
  // Restore, requests and disconnect of an AUTH session go through the namespaces' hooks.
  namespaces: ['eip155', 'solana'],
  provides: ['embedded-wallet'],
  permissions: ['storage', 'wallet.sign'],
  // Only for email and social sessions (the AUTH connector).
  contributes: { 'account.actions': [{ id: 'embedded-settings', label: 'Account settings', view: 'EmbeddedAccountSettings', namespaces: ['eip155', 'solana'], connectorTypes: ['AUTH'] }] },
  load: () => import(/* webpackChunkName: "plugin-embedded-wallet" */ './plugin'),
});
