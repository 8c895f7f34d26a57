/**
 * العربية: the names plugin's texts (its messages and slot labels) in Arabic, fetched only
 * when Arabic is the active locale (manifest `locales`; docs/i18n.md). test/i18n/locales.test.ts
 * checks it translates exactly the plugin's English keys, with the same {placeholders}.
 */
const ar: Record<string, string> = {
  'slot.account.actions.register-name': 'اختيار اسم',
  'names.intro': 'اختر اسمًا يمكن للآخرين الإرسال إليه بدلًا من عنوانك.',
  'names.label': 'الاسم',
  'names.placeholder': 'اسمك',
  'names.rule': '4 أحرف على الأقل: حروف أو أرقام أو شرطات.',
  'names.checking': 'جارٍ التحقق…',
  'names.available': 'متاح',
  'names.registered': 'مُسجَّل',
  'names.taken': '{name} مُسجَّل بالفعل',
  'names.suggestions': 'اقتراحات',
  'names.loadingSuggestions': 'جارٍ تحميل الاقتراحات…',
  'names.submit': 'تسجيل الاسم',
  'names.signing': 'وقّع الرسالة في محفظتك…',
  'names.registering': 'جارٍ التسجيل…',
  'names.owned': 'أسماؤك',
  'names.notAvailable': 'يمكن تسجيل الأسماء عند تسجيل الدخول بالبريد الإلكتروني أو بحساب اجتماعي على شبكة EVM.',
  'names.success.title': 'تم اختيار اسم الحساب بنجاح',
  'names.success.body': 'يمكنك الآن استلام الأصول باستخدام {name}.',
  'names.success.done': 'العودة إلى الحساب',
};
export default ar;
