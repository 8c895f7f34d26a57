/** The NFTs plugin's manifest: pure data, bundled with every host. */
import { defineManifest, manifestWithDetails } from '@gangway/kernel';

export const nftsManifestCore = defineManifest({
  id: 'nfts',
  apiVersion: 2,
  feature: 'features.nfts',
  views: ['Nfts'],
  load: () => import(/* webpackChunkName: "plugin-nfts" */ './plugin'),
});

/**
 * The whole manifest: the eager core plus its deferred details (title, permissions, namespaces, slot
 * contributions) — for a host or a test that takes this plugin alone. The built-in list uses the
 * core and fetches every built-in's details in one chunk.
 */
export const nftsManifest = /*#__PURE__*/ manifestWithDetails(nftsManifestCore, () => import(/* webpackChunkName: "plugin-details" */ './manifest-details'));
