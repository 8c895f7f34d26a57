/**
 * العربية: the siwx plugin's texts (its messages and slot labels) in Arabic, fetched only
 * when Arabic is the active locale (manifest `locales`; docs/i18n.md). test/i18n/locales.test.ts
 * checks it translates exactly the plugin's English keys, with the same {placeholders}.
 */
const ar: Record<string, string> = {
  'siwx.title': 'يطلب منك {name} تسجيل الدخول',
  'siwx.body': 'وقّع هذه الرسالة بمحفظتك لإثبات أنك تملك {address}.',
  'siwx.required': 'تسجيل الدخول مطلوب للمتابعة.',
  'siwx.sign': 'توقيع',
  'siwx.cancel': 'إلغاء',
  'siwx.signing': 'أكّد التوقيع في محفظتك',
  'siwx.checking': 'جارٍ التحقق من تسجيل دخولك…',
  'siwx.signedIn': 'تم تسجيل الدخول',
  'siwx.failed': 'فشل تسجيل الدخول',
};
export default ar;
