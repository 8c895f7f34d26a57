/**
 * 日本語: the receive plugin's texts (its messages and slot labels) in Japanese, fetched only
 * when Japanese is the active locale (manifest `locales`; docs/i18n.md). test/i18n/locales.test.ts
 * checks it translates exactly the plugin's English keys, with the same {placeholders}.
 */
const ja: Record<string, string> = {
  'view.Receive': '受け取る',
  'slot.account.walletFeatures.receive': '受け取る',
  'receive.title': '受け取る',
  'receive.copy': 'アドレスをコピー',
  'receive.copied': 'アドレスをコピーしました',
  'receive.copyFailed': 'アドレスをコピーできませんでした',
  'receive.network': '{name} でのあなたのアドレス',
  'receive.hint': '資産はこれらのネットワークでのみ送ってください',
  'receive.qrLabel': 'あなたのアドレスの QR コード',
  'receive.notConnected': 'ウォレットが接続されていません。',
};
export default ja;
