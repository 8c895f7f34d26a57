/**
 * 日本語: the account plugin's texts (its messages and slot labels) in Japanese, fetched only
 * when Japanese is the active locale (manifest `locales`; docs/i18n.md). test/i18n/locales.test.ts
 * checks it translates exactly the plugin's English keys, with the same {placeholders}.
 */
const ja: Record<string, string> = {
  'account.tokens': 'トークン',
  'account.copyAddress': 'アドレスをコピー',
  'account.addressCopied': 'アドレスをコピーしました',
  'account.disconnect': '接続を解除',
  'account.noTokens': 'トークンはまだありません',
  'account.refresh': '残高を更新',
  'account.network': 'ネットワーク: {name}',
  'account.notConnected': 'ウォレットが接続されていません。',
  'account.connect': 'ウォレットを接続',
  'account.copyFailed': 'アドレスをコピーできませんでした',
  'account.families': "接続中のチェーン",
  'account.viewOnExplorer': "エクスプローラーで表示",
  'account.accounts': "アカウント",
  'account.current': "接続中",
  'account.type.eoa': "外部所有アカウント (EOA)",
  'account.type.smartAccount': "スマートアカウント",
  'account.type.payment': "支払い",
  'account.type.ordinal': "Ordinals",
  'account.type.stx': "Stacks",
  'account.via.email': 'メールアドレス',
  'account.via.google': 'Google',
  'account.via.x': 'X',
  'account.via.farcaster': 'Farcaster',
  'account.via.discord': 'Discord',
  'account.via.apple': 'Apple',
  'account.via.github': 'GitHub',
  'account.via.facebook': 'Facebook',
  'family.eip155': "EVM",
  'family.solana': "Solana",
  'family.bip122': "Bitcoin",
  'family.polkadot': "Polkadot",
  'family.cosmos': "Cosmos",
};
export default ja;
