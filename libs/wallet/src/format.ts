/**
 * Display formatting of spec §9: quantities to 3 decimals, addresses truncated 4 start / 6 end.
 * Works on decimal strings (never floats) so 18-decimal balances do not lose digits before rounding.
 */

/** Spec §9: quantities are shown to 3 decimals. */
export const QUANTITY_DECIMALS = 3;
/** Spec §9: address truncation keeps 4 leading and 6 trailing characters. */
export const TRUNCATE_START = 4;
export const TRUNCATE_END = 6;

const DECIMAL = /^(-?)(\d*)(?:\.(\d*))?$/;

/** Intl formatters are costly to build and rows format often: one per locale and style. */
const formatters = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const id = `${locale}|${JSON.stringify(options)}`;
  let f = formatters.get(id);
  if (!f) {
    try { f = new Intl.NumberFormat(locale, options); } catch { f = new Intl.NumberFormat('en', options); } // an unknown tag: English digits
    formatters.set(id, f);
  }
  return f;
}

/**
 * An exact decimal string in `locale`'s digits, separators and grouping. Intl formats a decimal
 * string without going through a float (Intl.NumberFormat v3), so the rounding done before stays exact.
 */
const localeDecimal = (exact: string, decimals: number, locale: string) =>
  numberFormat(locale, { maximumFractionDigits: decimals }).format(exact as unknown as number);

/**
 * A decimal string rounded half-up to `decimals` places (spec §9), trailing zeros dropped, then written
 * the locale's way through Intl: '1234.56789' → '1,234.568' (en), '1.234,568' (es), '١٬٢٣٤٫٥٦٨' (ar);
 * a non-zero value below the last place shows as '<0.001'.
 */
export function formatQuantity(numeric: string, decimals = QUANTITY_DECIMALS, locale = 'en'): string {
  const m = DECIMAL.exec(numeric.trim());
  if (!m || (!m[2] && !m[3])) return numeric;
  const [, sign, intPart = '', frac = ''] = m;
  const scale = 10n ** BigInt(decimals);
  const digits = BigInt((intPart || '0') + frac.padEnd(decimals, '0').slice(0, decimals));
  const roundUp = Number(frac[decimals] ?? '0') >= 5;
  const scaled = digits + (roundUp ? 1n : 0n);
  if (scaled === 0n) return /[1-9]/.test(intPart + frac) ? `<${localeDecimal((1 / 10 ** decimals).toFixed(decimals), decimals, locale)}` : localeDecimal('0', decimals, locale);
  const whole = (scaled / scale).toString();
  const rest = (scaled % scale).toString().padStart(decimals, '0').replace(/0+$/, '');
  return localeDecimal(`${sign}${whole}${rest ? `.${rest}` : ''}`, decimals, locale);
}

/** Spec §9 truncation: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' → '0xf3...b92266'. */
export function truncateAddress(address: string, start = TRUNCATE_START, end = TRUNCATE_END): string {
  return address.length <= start + end + 3 ? address : `${address.slice(0, start)}...${address.slice(-end)}`;
}

/** A fiat value in `locale`'s way: '$1,234.56' (en), '1234,56 US$' (es); unknown or non-finite values give ''. */
export function formatUsd(value: number | undefined, locale = 'en'): string {
  return formatFiat(value, 'USD', locale);
}

const RTL_LANGUAGES = /^(ar|he|iw|fa|ur|ps|yi|dv|ckb|sd|ug)(-|$)/i;
/**
 * In a right-to-left locale a symbol made of Latin letters and a sign ('US$', 'CA$') loses its sign to
 * the line's direction: the bidi algorithm shows '$US'. A left-to-right mark after the sign keeps it
 * beside its letters, as written.
 */
function keepSymbolTogether(text: string, locale: string): string {
  return RTL_LANGUAGES.test(locale) ? text.replace(/([A-Za-z]+)([^\p{L}\p{N}\s\u200e\u200f]+)/gu, '$1$2\u200e') : text;
}

/** An amount of a fiat `currency` (ISO 4217), 2 decimals at most, through Intl in `locale`. */
export function formatFiat(value: number | string | undefined, currency: string, locale = 'en'): string {
  const n = typeof value === 'string' ? Number(value) : value;
  if (n === undefined || !Number.isFinite(n)) return '';
  try {
    return keepSymbolTogether(numberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 2 }).format(n), locale);
  } catch {
    return `${numberFormat(locale, { maximumFractionDigits: 2 }).format(n)} ${currency}`; // not an ISO code
  }
}

/**
 * A plain number in `locale` (limits, percentages, fiat estimates), `maxFraction` decimals at most and
 * `minFraction` at least. Views format through this rather than `new Intl.NumberFormat(api.i18n.locale)`:
 * a tag Intl refuses (the pseudo-locale `x-pseudo`, a host's made-up tag) falls back to English
 * digits here instead of throwing while the view renders.
 */
export const formatNumber = (value: number | string, locale = 'en', maxFraction = 2, minFraction = 0): string =>
  numberFormat(locale, { minimumFractionDigits: minFraction, maximumFractionDigits: maxFraction }).format(value as number);

/** A moment (ms since the epoch) as a short local date and time in `locale`: 'Nov 23, 07:15 PM' (en). */
export function formatDateTime(time: number, locale = 'en'): string {
  let f = dateFormatters.get(locale);
  if (!f) {
    const o: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' };
    try { f = new Intl.DateTimeFormat(locale, o); } catch { f = new Intl.DateTimeFormat('en', o); }
    dateFormatters.set(locale, f);
  }
  return f.format(time);
}
const dateFormatters = new Map<string, Intl.DateTimeFormat>();
