/**
 * 日本語: the siwx plugin's texts (its messages and slot labels) in Japanese, fetched only
 * when Japanese is the active locale (manifest `locales`; docs/i18n.md). test/i18n/locales.test.ts
 * checks it translates exactly the plugin's English keys, with the same {placeholders}.
 */
const ja: Record<string, string> = {
  'siwx.title': '{name} がサインインを求めています',
  'siwx.body': '{address} の所有者であることを証明するため、ウォレットでこのメッセージに署名してください。',
  'siwx.required': '続けるにはサインインが必要です。',
  'siwx.sign': '署名',
  'siwx.cancel': 'キャンセル',
  'siwx.signing': 'ウォレットで署名を確認してください',
  'siwx.checking': 'サインインを確認中…',
  'siwx.signedIn': 'サインインしました',
  'siwx.failed': 'サインインに失敗しました',
};
export default ja;
