/**
 * The embedded wallet: the secure frame (a sandboxed cross-origin iframe), its messaging, the AUTH
 * connector for eip155 and solana, RPC gating with the ApproveTransaction view, and the embedded
 * account's settings. Pure data. Its switch `features.embeddedWallet` follows email || socials unless
 * the host sets it, so a host with both off never loads it; the frame itself loads only on intent.
 */
import { defineManifest, manifestWithDetails } from '@gangway/kernel';

export const embeddedWalletManifestCore = defineManifest({
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
  load: () => import(/* webpackChunkName: "plugin-embedded-wallet" */ './plugin'),
});

/**
 * The whole manifest: the eager core plus its deferred details (title, permissions, namespaces, slot
 * contributions) — for a host or a test that takes this plugin alone. The built-in list uses the
 * core and fetches every built-in's details in one chunk.
 */
export const embeddedWalletManifest = /*#__PURE__*/ manifestWithDetails(embeddedWalletManifestCore, () => import(/* webpackChunkName: "plugin-details" */ './manifest-details'));
