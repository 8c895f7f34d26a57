/**
 * Social login (spec §2, §5, §9): one button per enabled provider in the features' order, rendered on
 * the Connect view through the 'connect.methods' slot, filtered on Telegram; the popup flow with
 * the frame's social redirect uri. Farcaster's button leads to its own plugin's view.
 */
import { defineManifest, manifestWithDetails } from '@gangway/kernel';

export const socialsManifestCore = defineManifest({
  id: 'socials',
  apiVersion: 2,
  feature: 'features.socials',
  views: ['SocialLogin', 'ConnectingSocial'],
  // No `requires`: it asks for the embedded wallet only when the visitor reaches for the login (warm on
  // focus or hover); the embedded wallet loads once the first view is up (its onOpenFinished), not in the click's wave.
  // Its login view renders inline on the Connect view: its chunk joins that view's first-open wave.
  activationEvents: ['onView:Connect'],
  load: () => import(/* webpackChunkName: "plugin-socials" */ './plugin'),
});

/**
 * The whole manifest: the eager core plus its deferred details (title, permissions, namespaces, slot
 * contributions) — for a host or a test that takes this plugin alone. The built-in list uses the
 * core and fetches every built-in's details in one chunk.
 */
export const socialsManifest = /*#__PURE__*/ manifestWithDetails(socialsManifestCore, () => import(/* webpackChunkName: "plugin-details" */ './manifest-details'));
