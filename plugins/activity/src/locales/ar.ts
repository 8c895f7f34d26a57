/**
 * العربية: the activity plugin's texts (its messages and slot labels) in Arabic, fetched only
 * when Arabic is the active locale (manifest `locales`; docs/i18n.md). test/i18n/locales.test.ts
 * checks it translates exactly the plugin's English keys, with the same {placeholders}.
 */
const ar: Record<string, string> = {
  'slot.account.tabs.activity': 'النشاط',
  'activity.noAddress': 'لا يمكن جلب المعاملات دون accountAddress',
  'view.Activity': 'النشاط',
  'activity.empty': 'لا يوجد نشاط بعد',
  'activity.loading': 'جارٍ تحميل النشاط',
  'activity.loadMore': 'تحميل المزيد',
  'activity.loadingMore': 'جارٍ تحميل المزيد…',
  'activity.eip155Only': 'النشاط متاح على شبكات EVM فقط',
  'activity.status.confirmed': 'مؤكَّدة',
  'activity.status.failed': 'فاشلة',
  'activity.status.pending': 'قيد الانتظار',
  'activity.op.send': 'مُرسَل',
  'activity.op.receive': 'مُستلَم',
  'activity.op.trade': 'مُبادَل',
  'activity.op.mint': 'مسكوك',
  'activity.op.burn': 'محروق',
  'activity.op.approve': 'موافَق عليه',
  'activity.op.deploy': 'منشور',
  'activity.op.execute': 'استدعاء عقد',
  'activity.op.other': 'معاملة',
  'activity.nft': 'رمز غير قابل للاستبدال',
  'activity.list': 'المعاملات',
  'activity.explorer': "عرض في المستكشف",
};
export default ar;
