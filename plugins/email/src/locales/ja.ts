/**
 * 日本語: the email plugin's texts (its messages and slot labels) in Japanese, fetched only
 * when Japanese is the active locale (manifest `locales`; docs/i18n.md). test/i18n/locales.test.ts
 * checks it translates exactly the plugin's English keys, with the same {placeholders}.
 */
const ja: Record<string, string> = {
  'slot.connect.methods.email': 'メール',
  'slot.settings.rows.update-email': 'メールアドレスを変更',
  'view.EmailLogin': 'メール',
  'view.EmailVerifyDevice': 'デバイスを登録',
  'view.EmailVerifyOtp': 'メールアドレスを確認',
  'view.UpdateEmail': 'メールアドレスを編集',
  'view.UpdateEmailPrimaryOtp': '現在のメールアドレスを確認',
  'view.UpdateEmailSecondaryOtp': '新しいメールアドレスを確認',
  'email.placeholder': 'メールアドレス',
  'email.continue': '続ける',
  'email.otpSent': '{email} に送信したコードを入力してください',
  'email.otpLabel': 'ワンタイムコード',
  'email.confirm': '確認',
  'email.deviceSent': '{email} に送信したログインリンクを承認してください',
  'email.deviceWaiting': '承認を待っています…',
  'email.noEmail': '接続画面のメール欄から始めてください。',
  'email.newEmail': '新しいメールアドレス',
  'email.save': '保存',
  'email.changeSentPrimary': '現在のメールアドレスに送信したコードを入力してください',
  'email.changeSentSecondary': '{email} に送信したコードを入力してください',
  'email.updated': 'メールアドレスを更新しました',
  'email.invalid': '入力が無効です',
  'email.notSignedIn': '変更するにはメールでサインインしてください。',
};
export default ja;
