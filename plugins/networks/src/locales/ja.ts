/**
 * 日本語: the networks plugin's texts (its messages and slot labels) in Japanese, fetched only
 * when Japanese is the active locale (manifest `locales`; docs/i18n.md). test/i18n/locales.test.ts
 * checks it translates exactly the plugin's English keys, with the same {placeholders}.
 */
const ja: Record<string, string> = {
  'account.disconnect': '接続を解除',
  'connect.tryAgain': 'もう一度試す',
  'network.current': '現在',
  'network.switchFailed': '切り替えに失敗しました',
  'network.unsupportedHint': '選択したネットワークはこのアプリでサポートされていません。サポートされているネットワークに切り替えてください。',
  'network.approveInWallet': 'ウォレットで承認してください',
  'network.switched': '{name} に切り替えました',
  'network.switchDeclined': '切り替えが拒否されました',
  'network.switchDeclinedHint': 'ウォレットがチェーンに対応していない場合や、以前のリクエストがまだ有効な場合、切り替えが拒否されることがあります',
  'network.testnet': 'テストネット',
  'network.notApproved': 'ウォレットで未承認',
  'family.eip155': "EVM",
  'family.solana': "Solana",
  'family.bip122': "Bitcoin",
  'family.polkadot': "Polkadot",
  'family.cosmos': "Cosmos",
};
export default ja;
