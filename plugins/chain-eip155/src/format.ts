/** Display formatting for EVM amounts (spec §9: quantities shown to 3 decimals). */
import { formatUnits, parseUnits } from 'viem';

export const DISPLAY_DECIMALS = 3;

/** A base-unit amount as a decimal string, cut (not rounded up) to `maxFraction` digits, trailing zeros dropped. */
export function formatAmount(value: bigint, decimals: number, maxFraction = DISPLAY_DECIMALS): string {
  const [int, frac = ''] = formatUnits(value, decimals).split('.');
  const cut = frac.slice(0, maxFraction).replace(/0+$/, '');
  return cut ? `${int}.${cut}` : int;
}

export { formatUnits, parseUnits };
