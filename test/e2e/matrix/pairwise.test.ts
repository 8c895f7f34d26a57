import { describe, expect, it } from 'vitest';
import { pairwise, type Factors, type Row } from './pairwise';

/** Every (factor, value) × (other factor, value) pair that no row covers. */
function missingPairs<V>(factors: Factors<V>, rows: Row<V>[]): string[] {
  const names = Object.keys(factors);
  const missing: string[] = [];
  for (let i = 0; i < names.length; i++) {
    for (let j = i + 1; j < names.length; j++) {
      for (const a of factors[names[i]]) {
        for (const b of factors[names[j]]) {
          if (!rows.some((r) => r[names[i]] === a && r[names[j]] === b)) missing.push(`${names[i]}=${String(a)} ${names[j]}=${String(b)}`);
        }
      }
    }
  }
  return missing;
}

/** Rows must name every factor, with one of its values, and nothing else. */
function wellFormed<V>(factors: Factors<V>, rows: Row<V>[]) {
  for (const r of rows) {
    expect(Object.keys(r).sort()).toEqual(Object.keys(factors).sort());
    for (const [n, v] of Object.entries(r)) expect(factors[n]).toContain(v);
  }
}

const switches = (n: number): Factors<boolean> =>
  Object.fromEntries(Array.from({ length: n }, (_, i) => [`s${i}`, [true, false]]));

/** A small seeded generator, so the random cases are the same on every run. */
function lcg(seed: number) {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32);
}

describe('pairwise', () => {
  it('covers every pair of values of every pair of on/off switches, 2 to 16 switches', () => {
    for (let n = 2; n <= 16; n++) {
      const f = switches(n);
      const rows = pairwise(f);
      wellFormed(f, rows);
      expect(missingPairs(f, rows)).toEqual([]);
      // Far below the full product: on/off pairs need at least 4 rows; greedy stays close to that.
      expect(rows.length).toBeGreaterThanOrEqual(4);
      expect(rows.length).toBeLessThanOrEqual(n <= 3 ? 4 : 10);
    }
  });

  it('covers every pair for factors of mixed sizes and value types (seeded random cases)', () => {
    const rand = lcg(42);
    for (let c = 0; c < 60; c++) {
      const n = 2 + Math.floor(rand() * 7);
      const f: Record<string, (string | number | boolean)[]> = {};
      for (let i = 0; i < n; i++) {
        const size = 1 + Math.floor(rand() * 4);
        f[`f${i}`] = Array.from({ length: size }, (_, v) => (i % 3 === 0 ? v : i % 3 === 1 ? `v${v}` : v % 2 === 0));
        f[`f${i}`] = [...new Set(f[`f${i}`])];
      }
      const rows = pairwise(f);
      wellFormed(f, rows);
      expect(missingPairs(f, rows)).toEqual([]);
      // Never more rows than the full product, never fewer than the two largest factors need.
      const sizes = Object.values(f).map((v) => v.length).sort((a, b) => b - a);
      expect(rows.length).toBeLessThanOrEqual(sizes.reduce((p, s) => p * s, 1));
      expect(rows.length).toBeGreaterThanOrEqual(sizes[0] * sizes[1]);
    }
  });

  it('is deterministic', () => {
    const f: Record<string, (number | string | boolean)[]> = { a: [1, 2, 3], b: ['x', 'y'], c: [true, false], d: [0, 1] };
    expect(pairwise(f)).toEqual(pairwise(f));
  });

  it('gives every value once for a single factor, one empty row for none, and refuses an empty factor', () => {
    expect(pairwise({ a: [true, false] })).toEqual([{ a: true }, { a: false }]);
    expect(pairwise({})).toEqual([{}]);
    expect(() => pairwise({ a: [true], b: [] })).toThrow(/'b' has no values/);
  });

  it('the test itself notices a missing pair', () => {
    const f = switches(3);
    const rows = pairwise(f).slice(1);
    expect(missingPairs(f, rows).length).toBeGreaterThan(0);
  });
});
