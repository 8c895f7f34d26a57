/**
 * العربية: the receive plugin's texts (its messages and slot labels) in Arabic, fetched only
 * when Arabic is the active locale (manifest `locales`; docs/i18n.md). test/i18n/locales.test.ts
 * checks it translates exactly the plugin's English keys, with the same {placeholders}.
 */
const ar: Record<string, string> = {
  'view.Receive': 'استلام',
  'slot.account.walletFeatures.receive': 'استلام',
  'receive.title': 'استلام',
  'receive.copy': 'نسخ العنوان',
  'receive.copied': 'تم نسخ العنوان',
  'receive.copyFailed': 'تعذّر نسخ العنوان',
  'receive.network': 'عنوانك على {name}',
  'receive.hint': 'أرسل الأصول على هذه الشبكات فقط',
  'receive.qrLabel': 'رمز QR لعنوانك',
  'receive.notConnected': 'لا توجد محفظة مربوطة.',
};
export default ar;
