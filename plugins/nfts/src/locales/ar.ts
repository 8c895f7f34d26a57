/**
 * العربية: the nfts plugin's texts (its messages and slot labels) in Arabic, fetched only
 * when Arabic is the active locale (manifest `locales`; docs/i18n.md). test/i18n/locales.test.ts
 * checks it translates exactly the plugin's English keys, with the same {placeholders}.
 */
const ar: Record<string, string> = {
  'slot.account.tabs.nfts': 'NFT',
  'view.Nfts': 'الرموز غير القابلة للاستبدال',
  'nfts.empty': 'لا توجد رموز غير قابلة للاستبدال بعد',
  'nfts.loading': 'جارٍ تحميل الرموز غير القابلة للاستبدال',
  'nfts.failed': 'تعذّر تحميل الرموز غير القابلة للاستبدال',
  'nfts.eip155Only': 'تُعرض الرموز غير القابلة للاستبدال على شبكات EVM فقط',
};
export default ar;
