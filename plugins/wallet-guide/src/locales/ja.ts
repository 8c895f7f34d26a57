/**
 * 日本語: the wallet-guide plugin's texts (its messages and slot labels) in Japanese, fetched only
 * when Japanese is the active locale (manifest `locales`; docs/i18n.md). test/i18n/locales.test.ts
 * checks it translates exactly the plugin's English keys, with the same {placeholders}.
 */
const ja: Record<string, string> = {
  'slot.connect.methods.walletGuide': "ウォレットとは？",
  'view.WalletGuide': "ウォレットとは？",
  'walletGuide.what': "ウォレットを使うと、トークンや NFT などのデジタル資産を送信・受信・保管・表示できます。スマートフォンやブラウザーに入れて使います。",
  'walletGuide.signInTitle': "新しいサインイン方法",
  'walletGuide.signIn': "サイトごとに新しいアカウントとパスワードを作る代わりに、ウォレットを接続します。ウォレットで承認するまで何も共有されません。",
  'walletGuide.getTitle': "ウォレットを入手",
  'walletGuide.get': "{name} を入手",
  'walletGuide.loading': "ウォレットを読み込み中",
  'walletGuide.failed': "ウォレットの一覧を読み込めませんでした。",
  'walletGuide.retry': "もう一度試す",
  'walletGuide.none': "今おすすめできるウォレットはありません。",
};
export default ja;
