/**
 * Exact decimal arithmetic for amounts (spec §9 "Big-number default 20 decimals"): decimal strings are
 * read into integers scaled by 10^20, multiplied and divided as bigints, and a quotient keeps 20
 * decimals, rounded half-up — as AppKit's big.js numbers do (packages/common/src/utils/NumberUtil.ts:1-44
 * builds every amount with `new Big(…)`, whose default DP is 20 and rounding half-up). A float keeps
 * about 15-17 significant digits, so an 18-decimal token amount or a price times an amount must not go
 * through `Number` before it is shown or compared.
 */

/** Spec §9: decimals kept by a division (and by reading a longer decimal). */
export const BIG_NUMBER_DECIMALS = 20;

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;
const pow10 = (n: number) => 10n ** BigInt(n);

/** Half-up division of integers (away from zero at .5). */
function divRound(n: bigint, d: bigint): bigint {
  if (d === 0n) throw new RangeError('Division by zero');
  const negative = (n < 0n) !== (d < 0n);
  const [a, b] = [n < 0n ? -n : n, d < 0n ? -d : d];
  const q = (a * 2n + b) / (b * 2n);
  return negative ? -q : q;
}

/**
 * A decimal (string as typed or from an API, or a finite number) as an integer scaled by 10^`dp`;
 * digits past `dp` are rounded half-up. Undefined when it is not a decimal number.
 */
export function toScaled(value: string | number, dp = BIG_NUMBER_DECIMALS): bigint | undefined {
  if (typeof value === 'number' && !Number.isFinite(value)) return undefined;
  const m = DECIMAL.exec(String(value).trim());
  if (!m || (!m[2] && !m[3])) return undefined;
  const [, sign, int = '', frac = '', exp = '0'] = m;
  const shift = Number(exp) - frac.length + dp;
  const digits = BigInt((int || '0') + frac);
  const scaled = shift >= 0 ? digits * pow10(shift) : divRound(digits, pow10(-shift));
  return sign === '-' ? -scaled : scaled;
}

/** The decimal text of an integer scaled by 10^`dp`, trailing zeros dropped: 1500…0n → '1.5'. */
export function fromScaled(value: bigint, dp = BIG_NUMBER_DECIMALS): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(dp + 1, '0');
  const whole = digits.slice(0, digits.length - dp);
  const fraction = digits.slice(digits.length - dp).replace(/0+$/, '');
  return `${negative && (whole !== '0' || fraction) ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

const need = (v: string | number, what: string) => {
  const s = toScaled(v);
  if (s === undefined) throw new RangeError(`${what} is not a decimal number: ${String(v)}`);
  return s;
};

/** a × b, exact to 20 decimals (rounded half-up past them). */
export const multiplyDecimals = (a: string | number, b: string | number): string =>
  fromScaled(divRound(need(a, 'Amount') * need(b, 'Factor'), pow10(BIG_NUMBER_DECIMALS)));

/** a ÷ b with 20 decimals, rounded half-up; throws on division by zero. */
export const divideDecimals = (a: string | number, b: string | number): string =>
  fromScaled(divRound(need(a, 'Dividend') * pow10(BIG_NUMBER_DECIMALS), need(b, 'Divisor')));
