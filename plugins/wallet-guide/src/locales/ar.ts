/**
 * العربية: the wallet-guide plugin's texts (its messages and slot labels) in Arabic, fetched only
 * when Arabic is the active locale (manifest `locales`; docs/i18n.md). test/i18n/locales.test.ts
 * checks it translates exactly the plugin's English keys, with the same {placeholders}.
 */
const ar: Record<string, string> = {
  'slot.connect.methods.walletGuide': "ما هي المحفظة؟",
  'view.WalletGuide': "ما هي المحفظة؟",
  'walletGuide.what': "تتيح لك المحفظة إرسال الأصول الرقمية مثل الرموز وNFT واستلامها وحفظها وعرضها. تحتفظ بها على هاتفك أو في متصفحك.",
  'walletGuide.signInTitle': "طريقة جديدة لتسجيل الدخول",
  'walletGuide.signIn': "بدلًا من حساب وكلمة مرور جديدين لكل موقع، تربط محفظتك. لا يُشارك أي شيء حتى توافق عليه في المحفظة.",
  'walletGuide.getTitle': "احصل على محفظة",
  'walletGuide.get': "احصل على {name}",
  'walletGuide.loading': "جارٍ تحميل المحافظ",
  'walletGuide.failed': "تعذّر تحميل قائمة المحافظ.",
  'walletGuide.retry': "حاول مرة أخرى",
  'walletGuide.none': "لا توجد محفظة لاقتراحها الآن.",
};
export default ar;
