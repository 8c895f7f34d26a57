/**
 * Named tap stages (instead of magic numbers). A tap at `guard` runs before one at `default`,
 * which runs before `enrich` and `observe`. Pass as `{ stage: STAGE.guard }`.
 */
export const STAGE = {
  guard: -200,
  normalize: -100,
  default: 0,
  enrich: 100,
  observe: 200,
} as const;
