/**
 * Farcaster login (spec §2 ConnectingFarcaster): the frame's "Sign in with Farcaster" URL as a QR
 * code and a deep link, then the connect answer once the visitor approved it. On with the social
 * switch; its button shows when 'farcaster' is among the enabled providers.
 */
import { defineManifest } from '@gangway/kernel';

export const farcasterManifest = defineManifest({
  id: 'farcaster',
  apiVersion: 2,
  feature: 'features.socials',
  views: ['ConnectingFarcaster'],
  requires: ['embedded-wallet'],
  // Loaded with the runtime, not eagerly (the build splits these fields off: docs/plugins.md):
  titles: { ConnectingFarcaster: { key: 'view.ConnectingFarcaster', text: 'Farcaster' } },
  permissions: ['wallet.session'],
  title: 'Farcaster login',
  load: () => import(/* webpackChunkName: "plugin-farcaster" */ './plugin'),
});
