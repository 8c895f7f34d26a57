/**
 * Farcaster login (spec §2 ConnectingFarcaster): the frame's "Sign in with Farcaster" URL as a QR
 * code and a deep link, then the connect answer once the visitor approved it. On with the social
 * switch; its button shows when 'farcaster' is among the enabled providers.
 */
import { defineManifest, manifestWithDetails } from '@gangway/kernel';

export const farcasterManifestCore = defineManifest({
  id: 'farcaster',
  apiVersion: 2,
  feature: 'features.socials',
  views: ['ConnectingFarcaster'],
  requires: ['embedded-wallet'],
  load: () => import(/* webpackChunkName: "plugin-farcaster" */ './plugin'),
});

/**
 * The whole manifest: the eager core plus its deferred details (title, permissions, namespaces, slot
 * contributions) — for a host or a test that takes this plugin alone. The built-in list uses the
 * core and fetches every built-in's details in one chunk.
 */
export const farcasterManifest = /*#__PURE__*/ manifestWithDetails(farcasterManifestCore, () => import(/* webpackChunkName: "plugin-details" */ './manifest-details'));
