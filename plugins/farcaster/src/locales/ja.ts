/**
 * 日本語: the farcaster plugin's texts (its messages and slot labels) in Japanese, fetched only
 * when Japanese is the active locale (manifest `locales`; docs/i18n.md). test/i18n/locales.test.ts
 * checks it translates exactly the plugin's English keys, with the same {placeholders}.
 */
const ja: Record<string, string> = {
  'view.ConnectingFarcaster': 'Farcaster',
  'farcaster.scan': 'Farcaster でサインインするには、スマートフォンでこの QR コードをスキャンしてください',
  'farcaster.qrLabel': 'Farcaster サインイン用 QR コード',
  'farcaster.openLink': 'Farcaster を開く',
  'farcaster.loading': 'Farcaster サインインを準備中…',
  'farcaster.tryAgain': 'もう一度試す',
};
export default ja;
