/**
 * العربية: the email plugin's texts (its messages and slot labels) in Arabic, fetched only
 * when Arabic is the active locale (manifest `locales`; docs/i18n.md). test/i18n/locales.test.ts
 * checks it translates exactly the plugin's English keys, with the same {placeholders}.
 */
const ar: Record<string, string> = {
  'slot.connect.methods.email': 'البريد الإلكتروني',
  'slot.settings.rows.update-email': 'تغيير البريد الإلكتروني',
  'view.EmailLogin': 'البريد الإلكتروني',
  'view.EmailVerifyDevice': 'تسجيل الجهاز',
  'view.EmailVerifyOtp': 'تأكيد البريد الإلكتروني',
  'view.UpdateEmail': 'تعديل البريد الإلكتروني',
  'view.UpdateEmailPrimaryOtp': 'تأكيد البريد الإلكتروني الحالي',
  'view.UpdateEmailSecondaryOtp': 'تأكيد البريد الإلكتروني الجديد',
  'email.placeholder': 'البريد الإلكتروني',
  'email.continue': 'متابعة',
  'email.otpSent': 'أدخل الرمز الذي أرسلناه إلى {email}',
  'email.otpLabel': 'رمز لمرة واحدة',
  'email.confirm': 'تأكيد',
  'email.deviceSent': 'وافِق على رابط تسجيل الدخول الذي أرسلناه إلى {email}',
  'email.deviceWaiting': 'في انتظار موافقتك…',
  'email.noEmail': 'ابدأ من حقل البريد الإلكتروني في عرض الربط.',
  'email.newEmail': 'البريد الإلكتروني الجديد',
  'email.save': 'حفظ',
  'email.changeSentPrimary': 'أدخل الرمز الذي أرسلناه إلى بريدك الإلكتروني الحالي',
  'email.changeSentSecondary': 'أدخل الرمز الذي أرسلناه إلى {email}',
  'email.updated': 'تم تحديث البريد الإلكتروني',
  'email.invalid': 'إدخال غير صالح',
  'email.notSignedIn': 'سجّل الدخول بالبريد الإلكتروني لتغييره.',
};
export default ar;
