/** The NFTs tab's English strings, registered at setup with `api.i18n.addMessages` (a host locale's `messages` win). */
export const MESSAGES = {
  'view.Nfts': 'NFTs',
  'slot.account.tabs.nfts': 'NFTs',
  'nfts.empty': 'No NFTs yet',
  'nfts.loading': 'Loading NFTs',
  'nfts.failed': 'Could not load NFTs',
  'nfts.eip155Only': 'NFTs are shown on EVM networks only',
} as const;
