/**
 * العربية: the networks plugin's texts (its messages and slot labels) in Arabic, fetched only
 * when Arabic is the active locale (manifest `locales`; docs/i18n.md). test/i18n/locales.test.ts
 * checks it translates exactly the plugin's English keys, with the same {placeholders}.
 */
const ar: Record<string, string> = {
  'account.disconnect': 'قطع الاتصال',
  'connect.tryAgain': 'حاول مرة أخرى',
  'network.current': 'الحالية',
  'network.switchFailed': 'فشل التبديل',
  'network.unsupportedHint': 'الشبكة المحددة غير مدعومة في هذا التطبيق. انتقل إلى شبكة مدعومة.',
  'network.approveInWallet': 'وافِق في المحفظة',
  'network.switched': 'تم التبديل إلى {name}',
  'network.switchDeclined': 'تم رفض التبديل',
  'network.switchDeclinedHint': 'قد يُرفض التبديل إذا كانت المحفظة لا تدعم السلسلة أو كان هناك طلب سابق لا يزال نشطًا',
  'network.testnet': 'شبكة اختبار',
  'network.notApproved': 'غير معتمدة من المحفظة',
  'family.eip155': "EVM",
  'family.solana': "Solana",
  'family.bip122': "Bitcoin",
  'family.polkadot': "Polkadot",
  'family.cosmos': "Cosmos",
};
export default ar;
