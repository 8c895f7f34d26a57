/**
 * 日本語: the activity plugin's texts (its messages and slot labels) in Japanese, fetched only
 * when Japanese is the active locale (manifest `locales`; docs/i18n.md). test/i18n/locales.test.ts
 * checks it translates exactly the plugin's English keys, with the same {placeholders}.
 */
const ja: Record<string, string> = {
  'slot.account.tabs.activity': 'アクティビティ',
  'activity.noAddress': 'accountAddress がないと取引を取得できません',
  'view.Activity': 'アクティビティ',
  'activity.empty': 'アクティビティはまだありません',
  'activity.loading': 'アクティビティを読み込み中',
  'activity.loadMore': 'さらに読み込む',
  'activity.loadingMore': 'さらに読み込み中…',
  'activity.eip155Only': 'アクティビティは EVM ネットワークでのみ利用できます',
  'activity.status.confirmed': '確認済み',
  'activity.status.failed': '失敗',
  'activity.status.pending': '保留中',
  'activity.op.send': '送金',
  'activity.op.receive': '受取',
  'activity.op.trade': 'スワップ',
  'activity.op.mint': 'ミント',
  'activity.op.burn': 'バーン',
  'activity.op.approve': '承認',
  'activity.op.deploy': 'デプロイ',
  'activity.op.execute': 'コントラクト呼び出し',
  'activity.op.other': '取引',
  'activity.nft': 'NFT',
  'activity.list': '取引',
  'activity.explorer': "エクスプローラーで表示",
};
export default ja;
