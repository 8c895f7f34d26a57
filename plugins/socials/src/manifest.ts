/**
 * Social login (spec §2, §5, §9): one button per enabled provider in the features' order, rendered on
 * the Connect view through the 'connect.methods' slot, filtered on Telegram; the popup flow with
 * the frame's social redirect uri. Farcaster's button leads to its own plugin's view.
 */
import { defineManifest } from '@gangway/kernel';

export const socialsManifest = defineManifest({
  id: 'socials',
  apiVersion: 2,
  title: 'Social login',
  feature: 'features.socials',
  views: ['SocialLogin', 'ConnectingSocial'],
  requires: ['embedded-wallet'],
  contributes: { 'connect.methods': [{ id: 'social', label: 'Social login', view: 'SocialLogin' }] },
  load: () => import(/* webpackChunkName: "plugin-socials" */ './plugin'),
});
