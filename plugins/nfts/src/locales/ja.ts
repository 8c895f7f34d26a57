/**
 * 日本語: the nfts plugin's texts (its messages and slot labels) in Japanese, fetched only
 * when Japanese is the active locale (manifest `locales`; docs/i18n.md). test/i18n/locales.test.ts
 * checks it translates exactly the plugin's English keys, with the same {placeholders}.
 */
const ja: Record<string, string> = {
  'slot.account.tabs.nfts': 'NFT',
  'view.Nfts': 'NFT',
  'nfts.empty': 'NFT はまだありません',
  'nfts.loading': 'NFT を読み込み中',
  'nfts.failed': 'NFT を読み込めませんでした',
  'nfts.eip155Only': 'NFT は EVM ネットワークでのみ表示されます',
};
export default ja;
