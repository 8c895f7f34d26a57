/**
 * العربية: the account plugin's texts (its messages and slot labels) in Arabic, fetched only
 * when Arabic is the active locale (manifest `locales`; docs/i18n.md). test/i18n/locales.test.ts
 * checks it translates exactly the plugin's English keys, with the same {placeholders}.
 */
const ar: Record<string, string> = {
  'account.tokens': 'الرموز',
  'account.copyAddress': 'نسخ العنوان',
  'account.addressCopied': 'تم نسخ العنوان',
  'account.disconnect': 'قطع الاتصال',
  'account.noTokens': 'لا توجد رموز بعد',
  'account.refresh': 'تحديث الأرصدة',
  'account.network': 'الشبكة: {name}',
  'account.notConnected': 'لا توجد محفظة مربوطة.',
  'account.connect': 'ربط المحفظة',
  'account.copyFailed': 'تعذّر نسخ العنوان',
  'account.families': "السلاسل المتصلة",
  'account.viewOnExplorer': "عرض في المستكشف",
  'account.accounts': "الحسابات",
  'account.current': "متصل",
  'account.type.eoa': "حساب مملوك خارجيًا (EOA)",
  'account.type.smartAccount': "حساب ذكي",
  'account.type.payment': "الدفع",
  'account.type.ordinal': "Ordinals",
  'account.type.stx': "Stacks",
  'account.via.email': 'البريد الإلكتروني',
  'account.via.google': 'Google',
  'account.via.x': 'X',
  'account.via.farcaster': 'Farcaster',
  'account.via.discord': 'Discord',
  'account.via.apple': 'Apple',
  'account.via.github': 'GitHub',
  'account.via.facebook': 'Facebook',
  'family.eip155': "EVM",
  'family.solana': "Solana",
  'family.bip122': "Bitcoin",
  'family.polkadot': "Polkadot",
  'family.cosmos': "Cosmos",
};
export default ar;
