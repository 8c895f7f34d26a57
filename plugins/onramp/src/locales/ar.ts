/**
 * العربية: the onramp plugin's texts (its messages and slot labels) in Arabic, fetched only
 * when Arabic is the active locale (manifest `locales`; docs/i18n.md). test/i18n/locales.test.ts
 * checks it translates exactly the plugin's English keys, with the same {placeholders}.
 */
const ar: Record<string, string> = {
  'view.OnRamp': 'شراء',
  'slot.account.walletFeatures.onramp': 'شراء',
  'onramp.notConnected': 'اربط محفظة لشراء العملات المشفّرة.',
  'onramp.connect': 'ربط محفظة',
  'onramp.loading': 'جارٍ تحميل خيارات الشراء…',
  'onramp.fallbackOptions': 'خدمة الشراء غير متاحة: تُعرض العملات والحدود المضمّنة.',
  'onramp.fallbackQuote': 'تقدير من البيانات المضمّنة: يعرض المزوّد المبلغ النهائي.',
  'onramp.buy': 'شراء',
  'onramp.pay': 'الدفع',
  'onramp.method': 'طريقة الدفع',
  'onramp.method.card': 'بطاقة',
  'onramp.method.ACH_BANK_ACCOUNT': 'حساب مصرفي',
  'onramp.amount': 'المبلغ',
  'onramp.limits': 'الحدود: {min} – {max} {currency}',
  'onramp.belowMin': 'الحد الأدنى عبر {method} هو {min} {currency}',
  'onramp.aboveMax': 'الحد الأقصى عبر {method} هو {max} {currency}',
  'onramp.noLimits': '{method} غير متاحة لعملة {currency}',
  'onramp.invalidAmount': 'أدخل مبلغًا',
  'onramp.quoting': 'جارٍ الحصول على عرض سعر…',
  'onramp.youGet': 'ستحصل على ≈ {amount} {symbol}',
  'onramp.fees': 'الرسوم {fees} {currency} · الإجمالي {total} {currency}',
  'onramp.provider': '{name} · رسوم {min}–{max}٪',
  'onramp.providerFee': '≈ {low}–{high} {currency}',
  'onramp.continue': 'المتابعة مع {name}',
  'onramp.opening': 'جارٍ فتح {name}…',
  'onramp.opened': 'تم فتح {name} في نافذة جديدة.',
  'onramp.noProvider': 'لا يوجد مزوّد شراء يخدم هذه الشبكة.',
};
export default ar;
