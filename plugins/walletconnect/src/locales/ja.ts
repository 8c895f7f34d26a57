/**
 * 日本語: the walletconnect plugin's texts (its messages and slot labels) in Japanese, fetched only
 * when Japanese is the active locale (manifest `locales`; docs/i18n.md). test/i18n/locales.test.ts
 * checks it translates exactly the plugin's English keys, with the same {placeholders}.
 */
const ja: Record<string, string> = {
  'connect.acceptRequest': 'ウォレットで接続リクエストを承認してください',
  'connect.continueIn': '{name} で続けてください',
  'connect.declined': '接続が拒否されました',
  'connect.declinedHint': '以前のリクエストがまだ有効な場合、接続が拒否されることがあります',
  'connect.tryAgain': 'もう一度試す',
  'connect.scanWithWallet': 'スマートフォンでこの QR コードをスキャンしてください',
  'connect.copyLink': 'リンクをコピー',
  'connect.linkCopied': 'リンクをコピーしました',
  'connect.openApp': '{name} を開く',
  'connect.preparing': '接続を準備中',
  'connect.chooseWallet': 'ウォレットアプリを選んでください',
  'connect.qrCode': 'QR コード',
  'alert.WC_ORIGIN_NOT_ALLOWED': 'アプリの設定が無効です',
  'alert.WC_ORIGIN_NOT_ALLOWED.long': 'WalletConnect リレーがこのオリジンを拒否しました。プロジェクトの許可ドメインに追加してください。',
  'alert.WC_INVALID_KEY': 'プロジェクト ID が無効です',
  'alert.WC_INVALID_KEY.long': 'WalletConnect リレーがプロジェクト ID を拒否しました。projectId オプションを確認してください。',
  'alert.WC_JWT_INVALID': 'セッションの有効期限が切れました',
  'alert.WC_JWT_INVALID.long': 'WalletConnect リレーがセッショントークンを拒否しました。端末の時刻設定を確認して、もう一度接続してください。',
  'alert.WC_RELAY_UNREACHABLE': '接続エラー',
  'alert.WC_RELAY_UNREACHABLE.long': 'WalletConnect リレーに接続できませんでした。接続を確認して、もう一度お試しください。',
  'alert.WC_UNVERIFIED_DOMAIN': '未検証のドメイン',
  'alert.WC_UNVERIFIED_DOMAIN.long': 'WalletConnect Verify はこのプロジェクトのドメインとしてこのドメインを登録していないため、ウォレットが訪問者に警告します。プロジェクトの設定でドメインを検証してください。',
  'alert.WC_DOMAIN_THREAT': '既知のセキュリティ上の脅威',
  'alert.WC_DOMAIN_THREAT.long': 'WalletConnect Verify はこのドメインをセキュリティ上の脅威として報告しています: ウォレットは訪問者に警告するか、接続を拒否します。',
};
export default ja;
