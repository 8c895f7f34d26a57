/** The nfts plugin's deferred manifest part: fetched with the runtime, merged before registration. */
import type { ManifestDetails } from '@gangway/kernel';

const details: ManifestDetails = {
  titles: { Nfts: { key: 'view.Nfts', text: 'NFTs' } },
  permissions: ['http'],
  title: 'NFTs',
  // Spec §2 tab order: Tokens, NFTs, Activity. The NFT endpoint (docs/api.md) serves eip155 chains.
  contributes: { 'account.tabs': [{ id: 'nfts', label: 'NFTs', view: 'Nfts', namespaces: ['eip155'], order: 10 }] },
};
export default details;
