/**
 * 日本語: the embedded-wallet plugin's texts (its messages and slot labels) in Japanese, fetched only
 * when Japanese is the active locale (manifest `locales`; docs/i18n.md). test/i18n/locales.test.ts
 * checks it translates exactly the plugin's English keys, with the same {placeholders}.
 */
const ja: Record<string, string> = {
  'view.ApproveTransaction': '取引を承認',
  'slot.account.actions.embedded-settings': 'アカウント設定',
  'view.EmbeddedAccountSettings': 'アカウント設定',
  'embedded.approve': '承認',
  'embedded.reject': '拒否',
  'embedded.approveTitle': 'このリクエストを承認',
  'embedded.noRequest': '承認待ちのリクエストはありません。',
  'embedded.sending': '埋め込みウォレットを待っています…',
  'embedded.method': 'メソッド',
  'embedded.to': '宛先',
  'embedded.value': '金額',
  'embedded.message': 'メッセージ',
  'embedded.pendingCount': 'ほかに {n} 件のリクエストが待機中',
  'embedded.accountType': 'アカウントの種類',
  'embedded.eoa': '外部所有アカウント (EOA)',
  'embedded.smartAccount': 'スマートアカウント',
  'embedded.switchTo': '{type} に切り替え',
  'embedded.notAuth': 'アカウント設定は、メールまたはソーシャルアカウントでサインインしているときに利用できます。',
  'embedded.signedInAs': '{who} としてサインイン中',
  'embedded.smartAccountUnavailable': 'このネットワークではスマートアカウントを利用できません。',
};
export default ja;
