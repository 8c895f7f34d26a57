/**
 * 日本語: the connect plugin's texts (its messages and slot labels) in Japanese, fetched only
 * when Japanese is the active locale (manifest `locales`; docs/i18n.md). test/i18n/locales.test.ts
 * checks it translates exactly the plugin's English keys, with the same {placeholders}.
 */
const ja: Record<string, string> = {
  'connect.installed': 'インストール済み',
  'connect.wallet': 'ウォレットを接続',
  'connect.or': 'または',
  'connect.email': 'メール',
  'connect.continueWithEmail': 'メールで続ける',
  'connect.continueWith': '{name} で続ける',
  'connect.allWallets': 'すべてのウォレット',
  'connect.continueWithWallet': 'ウォレットで続ける',
  'view.ConnectWallets': 'ウォレットを接続',
  'connect.recent': '最近',
  'connect.featured': 'おすすめ',
  'connect.recommended': '推奨',
  'connect.acceptRequest': 'ウォレットで接続リクエストを承認してください',
  'connect.continueIn': '{name} で続けてください',
  'connect.declined': '接続が拒否されました',
  'connect.declinedHint': '以前のリクエストがまだ有効な場合、接続が拒否されることがあります',
  'connect.tryAgain': 'もう一度試す',
  'connect.unknownConnector': 'このウォレットは利用できなくなりました',
  'legal.agree': '{terms}と{privacy}に同意します',
  'legal.terms': '利用規約',
  'legal.privacy': 'プライバシーポリシー',
  'legal.footer': 'ウォレットを接続すると、{terms}と{privacy}に同意したことになります',
};
export default ja;
