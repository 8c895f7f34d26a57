/** Amount text ↔ base units, exactly (no floating point on the way to the chain). */
import { formatUnits, parseUnits } from 'viem';

const AMOUNT = /^(\d+\.?\d*|\.\d+)$/;

/** The typed amount in base units; undefined unless it is a positive number within `decimals`. */
export function toBaseUnits(text: string, decimals: number): bigint | undefined {
  const a = text.trim();
  if (!AMOUNT.test(a) || (a.split('.')[1]?.length ?? 0) > decimals) return undefined;
  const v = parseUnits(a, decimals);
  return v > 0n ? v : undefined;
}

export const fromBaseUnits = (v: bigint | string, decimals: number) => formatUnits(BigInt(v), decimals);
