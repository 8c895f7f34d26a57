/**
 * العربية: the all-wallets plugin's texts (its messages and slot labels) in Arabic, fetched only
 * when Arabic is the active locale (manifest `locales`; docs/i18n.md). test/i18n/locales.test.ts
 * checks it translates exactly the plugin's English keys, with the same {placeholders}.
 */
const ar: Record<string, string> = {
  'connect.searchWallets': 'البحث عن محافظ',
  'connect.noWalletsFound': 'لم يتم العثور على محافظ',
  'connect.installed': 'مثبّتة',
};
export default ar;
