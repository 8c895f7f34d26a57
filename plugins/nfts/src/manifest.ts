/** The NFTs plugin's manifest: pure data, bundled with every host. */
import { defineManifest } from '@gangway/kernel';

export const nftsManifest = defineManifest({
  id: 'nfts',
  apiVersion: 2,
  title: 'NFTs',
  feature: 'features.nfts',
  views: ['Nfts'],
  permissions: ['http'],
  // Spec §2 tab order: Tokens, NFTs, Activity. The NFT endpoint (docs/api.md) serves eip155 chains.
  contributes: { 'account.tabs': [{ id: 'nfts', label: 'NFTs', view: 'Nfts', namespaces: ['eip155'], order: 10 }] },
  load: () => import(/* webpackChunkName: "plugin-nfts" */ './plugin'),
});
