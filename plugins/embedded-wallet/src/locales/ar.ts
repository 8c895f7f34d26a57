/**
 * العربية: the embedded-wallet plugin's texts (its messages and slot labels) in Arabic, fetched only
 * when Arabic is the active locale (manifest `locales`; docs/i18n.md). test/i18n/locales.test.ts
 * checks it translates exactly the plugin's English keys, with the same {placeholders}.
 */
const ar: Record<string, string> = {
  'view.ApproveTransaction': 'الموافقة على المعاملة',
  'slot.account.actions.embedded-settings': 'إعدادات الحساب',
  'view.EmbeddedAccountSettings': 'إعدادات الحساب',
  'embedded.approve': 'موافقة',
  'embedded.reject': 'رفض',
  'embedded.approveTitle': 'وافِق على هذا الطلب',
  'embedded.noRequest': 'لا يوجد طلب في انتظار موافقتك.',
  'embedded.sending': 'في انتظار المحفظة المدمجة…',
  'embedded.method': 'الطريقة',
  'embedded.to': 'إلى',
  'embedded.value': 'القيمة',
  'embedded.message': 'الرسالة',
  'embedded.pendingCount': '{n} طلب (طلبات) إضافية في الانتظار',
  'embedded.accountType': 'نوع الحساب',
  'embedded.eoa': 'حساب مملوك خارجيًا (EOA)',
  'embedded.smartAccount': 'حساب ذكي',
  'embedded.switchTo': 'التبديل إلى {type}',
  'embedded.notAuth': 'تتوفر إعدادات الحساب عند تسجيل الدخول بالبريد الإلكتروني أو بحساب اجتماعي.',
  'embedded.signedInAs': 'تم تسجيل الدخول باسم {who}',
  'embedded.smartAccountUnavailable': 'الحسابات الذكية غير متاحة على هذه الشبكة.',
};
export default ar;
