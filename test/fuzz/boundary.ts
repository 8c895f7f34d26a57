/**
 * One fuzzed boundary: `runs` generated inputs (FUZZ_RUNS, default 1,000; `npm run fuzz` sets
 * 100,000) go through `run`, which hands the input to the product's real code. Each input must
 * either parse ('parsed') or be refused ('refused': a catalogue error the product returned or
 * ignored input that changed nothing); a `GangwayError` thrown out of `run` also counts as
 * refused — it is the one error type the product throws, carrying a catalogue text or a transport
 * code that callers map to one. Anything else thrown (TypeError, RangeError, a non-Gangway error,
 * an invariant `check` failing) is a crash. Every input runs (no stop at the first crash), so the
 * report counts them all; the first few crashing inputs are kept to reproduce.
 * Each boundary writes `<name>.json` into FUZZ_REPORT_DIR when set (scripts/fuzz.mjs prints the table).
 */
import fc from 'fast-check';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { GangwayError } from '../../kernel/src/errors/core';

export type Outcome = 'parsed' | 'refused';

export interface BoundaryReport {
  boundary: string;
  runs: number;
  parsed: number;
  refused: number;
  crashes: number;
  seed: number;
  examples: string[];
}

export const RUNS = Math.max(1, Number(process.env.FUZZ_RUNS ?? 1000));
export const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

/** A failed invariant: counted as a crash (the input broke something, even if nothing threw). */
export class InvariantError extends Error {}
export function check(ok: unknown, what: string): asserts ok {
  if (!ok) throw new InvariantError(what);
}

export async function fuzzBoundary<T>(
  boundary: string,
  arbitrary: fc.Arbitrary<T>,
  run: (input: T) => Outcome | Promise<Outcome>,
  { runs = RUNS }: { runs?: number } = {},
): Promise<BoundaryReport> {
  const report: BoundaryReport = { boundary, runs: 0, parsed: 0, refused: 0, crashes: 0, seed: SEED, examples: [] };
  const crash = (input: T, error: unknown) => {
    report.crashes += 1;
    if (report.examples.length < 5) {
      const what = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      report.examples.push(`${what.slice(0, 300)} ← ${fc.stringify(input).slice(0, 300)}`);
    }
  };
  await fc.assert(
    fc.asyncProperty(arbitrary, async (input) => {
      report.runs += 1;
      try {
        const outcome = await run(input);
        report[outcome] += 1;
      } catch (error) {
        if (error instanceof GangwayError && typeof error.message === 'string' && error.message) report.refused += 1;
        else crash(input, error);
      }
      return true; // never fail here: every input runs and crashes are counted
    }),
    { numRuns: runs, seed: SEED, endOnFailure: true },
  );
  const dir = process.env.FUZZ_REPORT_DIR;
  if (dir) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, `${boundary.replace(/[^a-z0-9-]+/gi, '_')}.json`), JSON.stringify(report));
  }
  expect(report.examples, `${boundary}: ${report.crashes} crashes (seed ${SEED})`).toEqual([]);
  expect(report.runs).toBe(runs);
  return report;
}
