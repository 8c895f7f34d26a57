/**
 * 日本語: the names plugin's texts (its messages and slot labels) in Japanese, fetched only
 * when Japanese is the active locale (manifest `locales`; docs/i18n.md). test/i18n/locales.test.ts
 * checks it translates exactly the plugin's English keys, with the same {placeholders}.
 */
const ja: Record<string, string> = {
  'slot.account.actions.register-name': '名前を選ぶ',
  'names.intro': 'アドレスの代わりに、ほかの人が送金先として使える名前を選んでください。',
  'names.label': '名前',
  'names.placeholder': 'あなたの名前',
  'names.rule': '4 文字以上: 英字、数字、ハイフン。',
  'names.checking': '確認中…',
  'names.available': '利用可能',
  'names.registered': '登録済み',
  'names.taken': '{name} はすでに登録されています',
  'names.suggestions': '候補',
  'names.loadingSuggestions': '候補を読み込み中…',
  'names.submit': '名前を登録',
  'names.signing': 'ウォレットでメッセージに署名してください…',
  'names.registering': '登録中…',
  'names.owned': 'あなたの名前',
  'names.notAvailable': '名前は、EVM ネットワーク上でメールまたはソーシャルログインを使うと登録できます。',
  'names.success.title': 'アカウント名を選択しました',
  'names.success.body': '{name} で資産を受け取れるようになりました。',
  'names.success.done': 'アカウントに戻る',
};
export default ja;
