/**
 * العربية: the farcaster plugin's texts (its messages and slot labels) in Arabic, fetched only
 * when Arabic is the active locale (manifest `locales`; docs/i18n.md). test/i18n/locales.test.ts
 * checks it translates exactly the plugin's English keys, with the same {placeholders}.
 */
const ar: Record<string, string> = {
  'view.ConnectingFarcaster': 'Farcaster',
  'farcaster.scan': 'امسح رمز QR هذا بهاتفك لتسجيل الدخول عبر Farcaster',
  'farcaster.qrLabel': 'رمز QR لتسجيل الدخول عبر Farcaster',
  'farcaster.openLink': 'فتح Farcaster',
  'farcaster.loading': 'جارٍ تجهيز تسجيل الدخول عبر Farcaster…',
  'farcaster.tryAgain': 'حاول مرة أخرى',
};
export default ar;
