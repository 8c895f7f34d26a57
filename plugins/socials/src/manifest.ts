/**
 * Social login (spec §2, §5, §9): one button per enabled provider in the features' order, rendered on
 * the Connect view through the 'connect.methods' slot, filtered on Telegram; the popup flow with
 * the frame's social redirect uri. Farcaster's button leads to its own plugin's view.
 */
import { defineManifest } from '@gangway/kernel';

export const socialsManifest = defineManifest({
  id: 'socials',
  apiVersion: 2,
  feature: 'features.socials',
  views: ['SocialLogin', 'ConnectingSocial'],
  // No `requires`: it asks for the embedded wallet only when the visitor reaches for the login (warm on
  // focus or hover); the embedded wallet loads once the first view is up (its onOpenFinished), not in the click's wave.
  // Its login view renders inline on the Connect view: its chunk joins that view's first-open wave.
  activationEvents: ['onView:Connect'],
  // Loaded with the runtime, not eagerly (the build splits these fields off: docs/plugins.md):
  titles: {
    SocialLogin: { key: 'view.SocialLogin', text: 'Social login' },
    ConnectingSocial: { key: 'view.ConnectingSocial', text: 'Social login' },
  },
  permissions: ['wallet.session'],
  title: 'Social login',
  contributes: { 'connect.methods': [{ id: 'social', label: 'Social login', view: 'SocialLogin' }] },
  load: () => import(/* webpackChunkName: "plugin-socials" */ './plugin'),
});
