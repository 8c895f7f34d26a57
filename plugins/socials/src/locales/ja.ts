/**
 * 日本語: the socials plugin's texts (its messages and slot labels) in Japanese, fetched only
 * when Japanese is the active locale (manifest `locales`; docs/i18n.md). test/i18n/locales.test.ts
 * checks it translates exactly the plugin's English keys, with the same {placeholders}.
 */
const ja: Record<string, string> = {
  'slot.connect.methods.social': 'ソーシャルログイン',
  'view.SocialLogin': 'ソーシャルログイン',
  'view.ConnectingSocial': 'ソーシャルログイン',
  'socials.continueWith': '{name} で続ける',
  'socials.google': 'Google',
  'socials.x': 'X',
  'socials.farcaster': 'Farcaster',
  'socials.discord': 'Discord',
  'socials.apple': 'Apple',
  'socials.github': 'GitHub',
  'socials.facebook': 'Facebook',
  'socials.waiting': '{name} のウィンドウで続けてください',
  'socials.popupBlocked': 'ログインウィンドウを開けませんでした。このサイトのポップアップを許可して、もう一度お試しください。',
  'socials.popupClosed': 'ログインウィンドウが閉じられました',
  'socials.tryAgain': 'もう一度試す',
  'socials.noProvider': '接続画面でプロバイダーを選んでください。',
};
export default ja;
