/**
 * العربية: the walletconnect plugin's texts (its messages and slot labels) in Arabic, fetched only
 * when Arabic is the active locale (manifest `locales`; docs/i18n.md). test/i18n/locales.test.ts
 * checks it translates exactly the plugin's English keys, with the same {placeholders}.
 */
const ar: Record<string, string> = {
  'connect.acceptRequest': 'اقبل طلب الربط في المحفظة',
  'connect.continueIn': 'تابِع في {name}',
  'connect.declined': 'تم رفض الربط',
  'connect.declinedHint': 'قد يُرفض الربط إذا كان هناك طلب سابق لا يزال نشطًا',
  'connect.tryAgain': 'حاول مرة أخرى',
  'connect.scanWithWallet': 'امسح رمز QR هذا بهاتفك',
  'connect.copyLink': 'نسخ الرابط',
  'connect.linkCopied': 'تم نسخ الرابط',
  'connect.openApp': 'فتح {name}',
  'connect.preparing': 'جارٍ تجهيز الربط',
  'connect.chooseWallet': 'اختر تطبيق محفظتك',
  'connect.qrCode': 'رمز QR',
  'alert.WC_ORIGIN_NOT_ALLOWED': 'إعدادات التطبيق غير صالحة',
  'alert.WC_ORIGIN_NOT_ALLOWED.long': 'رفض مُرحّل WalletConnect هذا الأصل. أضفه إلى النطاقات المسموح بها في المشروع.',
  'alert.WC_INVALID_KEY': 'معرّف المشروع غير صالح',
  'alert.WC_INVALID_KEY.long': 'رفض مُرحّل WalletConnect معرّف المشروع. تحقّق من الخيار projectId.',
  'alert.WC_JWT_INVALID': 'انتهت صلاحية الجلسة',
  'alert.WC_JWT_INVALID.long': 'رفض مُرحّل WalletConnect رمز الجلسة - يُرجى التحقق من إعدادات الوقت والربط مجددًا.',
  'alert.WC_RELAY_UNREACHABLE': 'خطأ في الاتصال',
  'alert.WC_RELAY_UNREACHABLE.long': 'تعذّر الوصول إلى مُرحّل WalletConnect. تحقّق من اتصالك وحاول مرة أخرى.',
  'alert.WC_UNVERIFIED_DOMAIN': 'نطاق غير موثّق',
  'alert.WC_UNVERIFIED_DOMAIN.long': 'لا يُدرج WalletConnect Verify هذا النطاق للمشروع، لذا ستحذّر المحافظ الزوار. وثّق النطاق في إعدادات المشروع.',
  'alert.WC_DOMAIN_THREAT': 'تهديد أمني معروف',
  'alert.WC_DOMAIN_THREAT.long': 'يصنّف WalletConnect Verify هذا النطاق تهديدًا أمنيًا: ستحذّر المحافظ الزوار أو ترفض الربط.',
};
export default ar;
