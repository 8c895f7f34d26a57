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

/**
 * A decimal string rounded half-up to `decimals` places, trailing zeros dropped, thousands grouped:
 * '1234.56789' → '1,234.568'; a non-zero value below the last place shows as '<0.001'.
 */
export function formatQuantity(numeric: string, decimals = QUANTITY_DECIMALS): string {
  const m = DECIMAL.exec(numeric.trim());
  if (!m || (!m[2] && !m[3])) return numeric;
  const [, sign, intPart = '', frac = ''] = m;
  const scale = 10n ** BigInt(decimals);
  const digits = BigInt((intPart || '0') + frac.padEnd(decimals, '0').slice(0, decimals));
  const roundUp = Number(frac[decimals] ?? '0') >= 5;
  const scaled = digits + (roundUp ? 1n : 0n);
  if (scaled === 0n) return /[1-9]/.test(intPart + frac) ? `<${(1 / 10 ** decimals).toFixed(decimals)}` : '0';
  const whole = (scaled / scale).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const rest = (scaled % scale).toString().padStart(decimals, '0').replace(/0+$/, '');
  return `${sign}${whole}${rest ? `.${rest}` : ''}`;
}

/** Spec §9 truncation: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' → '0xf3...b92266'. */
export function truncateAddress(address: string, start = TRUNCATE_START, end = TRUNCATE_END): string {
  return address.length <= start + end + 3 ? address : `${address.slice(0, start)}...${address.slice(-end)}`;
}

/** A fiat value: '$1,234.56'; unknown or non-finite values give ''. */
export function formatUsd(value: number | undefined): string {
  if (value === undefined || !Number.isFinite(value)) return '';
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 2 }).format(value);
}
