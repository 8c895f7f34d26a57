/**
 * العربية: the socials plugin's texts (its messages and slot labels) in Arabic, fetched only
 * when Arabic is the active locale (manifest `locales`; docs/i18n.md). test/i18n/locales.test.ts
 * checks it translates exactly the plugin's English keys, with the same {placeholders}.
 */
const ar: Record<string, string> = {
  'slot.connect.methods.social': 'تسجيل الدخول الاجتماعي',
  'view.SocialLogin': 'تسجيل الدخول الاجتماعي',
  'view.ConnectingSocial': 'تسجيل الدخول الاجتماعي',
  'socials.continueWith': 'المتابعة باستخدام {name}',
  'socials.google': 'Google',
  'socials.x': 'X',
  'socials.farcaster': 'Farcaster',
  'socials.discord': 'Discord',
  'socials.apple': 'Apple',
  'socials.github': 'GitHub',
  'socials.facebook': 'Facebook',
  'socials.waiting': 'تابِع في نافذة {name}',
  'socials.popupBlocked': 'تعذّر فتح نافذة تسجيل الدخول. اسمح بالنوافذ المنبثقة لهذا الموقع وحاول مرة أخرى.',
  'socials.popupClosed': 'تم إغلاق نافذة تسجيل الدخول',
  'socials.tryAgain': 'حاول مرة أخرى',
  'socials.noProvider': 'اختر مزوّدًا في عرض الربط.',
};
export default ar;
