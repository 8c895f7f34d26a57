/**
 * 日本語: the onramp plugin's texts (its messages and slot labels) in Japanese, fetched only
 * when Japanese is the active locale (manifest `locales`; docs/i18n.md). test/i18n/locales.test.ts
 * checks it translates exactly the plugin's English keys, with the same {placeholders}.
 */
const ja: Record<string, string> = {
  'view.OnRamp': '購入',
  'slot.account.walletFeatures.onramp': '購入',
  'onramp.notConnected': '暗号資産を購入するにはウォレットを接続してください。',
  'onramp.connect': 'ウォレットを接続',
  'onramp.loading': '購入オプションを読み込み中…',
  'onramp.fallbackOptions': '購入サービスを利用できません: 組み込みの通貨と上限を表示しています。',
  'onramp.fallbackQuote': '組み込みデータによる見積もりです: 最終金額はプロバイダーが表示します。',
  'onramp.buy': '購入',
  'onramp.pay': '支払い',
  'onramp.method': '支払い方法',
  'onramp.method.card': 'カード',
  'onramp.method.ACH_BANK_ACCOUNT': '銀行口座',
  'onramp.amount': '金額',
  'onramp.limits': '上限: {min} – {max} {currency}',
  'onramp.belowMin': '{method} の最小額は {min} {currency} です',
  'onramp.aboveMax': '{method} の最大額は {max} {currency} です',
  'onramp.noLimits': '{method} は {currency} では利用できません',
  'onramp.invalidAmount': '金額を入力してください',
  'onramp.quoting': '見積もりを取得中…',
  'onramp.youGet': '受取額 ≈ {amount} {symbol}',
  'onramp.fees': '手数料 {fees} {currency} · 合計 {total} {currency}',
  'onramp.provider': '{name} · 手数料 {min}–{max}%',
  'onramp.providerFee': '≈ {low}–{high} {currency}',
  'onramp.continue': '{name} で続ける',
  'onramp.opening': '{name} を開いています…',
  'onramp.opened': '{name} を新しいウィンドウで開きました。',
  'onramp.noProvider': 'このネットワークに対応する購入プロバイダーはありません。',
};
export default ja;
