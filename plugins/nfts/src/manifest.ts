/** The NFTs plugin's manifest: pure data, bundled with every host. */
import { defineManifest } from '@gangway/kernel';

export const nftsManifest = defineManifest({
  id: 'nfts',
  apiVersion: 2,
  feature: 'features.nfts',
  views: ['Nfts'],
  // Loaded with the runtime, not eagerly (the build splits these fields off: docs/plugins.md):
  titles: { Nfts: { key: 'view.Nfts', text: 'NFTs' } },
  permissions: ['http'],
  title: 'NFTs',
  // Spec §2 tab order: Tokens, NFTs, Activity. The NFT endpoint (docs/api.md) serves eip155 chains.
  contributes: { 'account.tabs': [{ id: 'nfts', label: 'NFTs', view: 'Nfts', namespaces: ['eip155'], order: 10 }] },
  load: () => import(/* webpackChunkName: "plugin-nfts" */ './plugin'),
});
