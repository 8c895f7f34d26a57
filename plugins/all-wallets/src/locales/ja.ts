/**
 * 日本語: the all-wallets plugin's texts (its messages and slot labels) in Japanese, fetched only
 * when Japanese is the active locale (manifest `locales`; docs/i18n.md). test/i18n/locales.test.ts
 * checks it translates exactly the plugin's English keys, with the same {placeholders}.
 */
const ja: Record<string, string> = {
  'connect.searchWallets': 'ウォレットを検索',
  'connect.noWalletsFound': 'ウォレットが見つかりません',
  'connect.installed': 'インストール済み',
};
export default ja;
