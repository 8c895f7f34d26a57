/**
 * العربية: the connect plugin's texts (its messages and slot labels) in Arabic, fetched only
 * when Arabic is the active locale (manifest `locales`; docs/i18n.md). test/i18n/locales.test.ts
 * checks it translates exactly the plugin's English keys, with the same {placeholders}.
 */
const ar: Record<string, string> = {
  'connect.installed': 'مثبّتة',
  'connect.wallet': 'ربط المحفظة',
  'connect.or': 'أو',
  'connect.email': 'البريد الإلكتروني',
  'connect.continueWithEmail': 'المتابعة بالبريد الإلكتروني',
  'connect.continueWith': 'المتابعة باستخدام {name}',
  'connect.allWallets': 'كل المحافظ',
  'connect.continueWithWallet': 'المتابعة باستخدام محفظة',
  'view.ConnectWallets': 'ربط المحفظة',
  'connect.recent': 'الأخيرة',
  'connect.featured': 'مميّزة',
  'connect.recommended': 'موصى بها',
  'connect.acceptRequest': 'اقبل طلب الربط في المحفظة',
  'connect.continueIn': 'تابِع في {name}',
  'connect.declined': 'تم رفض الربط',
  'connect.declinedHint': 'قد يُرفض الربط إذا كان هناك طلب سابق لا يزال نشطًا',
  'connect.tryAgain': 'حاول مرة أخرى',
  'connect.unknownConnector': 'هذه المحفظة لم تعد متاحة',
  'legal.agree': 'أوافق على {terms} و{privacy}',
  'legal.terms': 'شروط الخدمة',
  'legal.privacy': 'سياسة الخصوصية',
  'legal.footer': 'بربط محفظتك، فإنك توافق على {terms} و{privacy}',
};
export default ar;
