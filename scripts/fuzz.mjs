/**
 * `npm run fuzz [-- --runs N]`: every boundary of test/fuzz gets N generated inputs (default
 * 100,000; FUZZ_RUNS works too), then a table: boundary, inputs tried, parsed, refused (catalogue
 * errors or ignored input), crashes. Exits 1 on any crash or failed suite. `npm test` runs it with a
 * smaller count (scripts/test-all.mjs). FUZZ_SEED reproduces a run (the seed is printed).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const flag = (name) => { const i = args.indexOf(name); return i >= 0 ? args[i + 1] : undefined; };
const runs = Number(flag('--runs') ?? process.env.FUZZ_RUNS ?? 100_000);
const seed = Number(flag('--seed') ?? process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const only = args.filter((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
if (!Number.isInteger(runs) || runs < 1) { console.error(`--runs must be a positive integer (got ${runs})`); process.exit(2); }

const dir = mkdtempSync(path.join(os.tmpdir(), 'gangway-fuzz-'));
console.log(`fuzz: ${runs} inputs per boundary, seed ${seed}`);
const r = spawnSync('npx', ['vitest', 'run', '-c', 'test/fuzz/vitest.config.mts', ...only], {
  cwd: root, stdio: 'inherit', env: { ...process.env, FUZZ_RUNS: String(runs), FUZZ_SEED: String(seed), FUZZ_REPORT_DIR: dir },
});
const reports = readdirSync(dir).map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8'))).sort((a, b) => a.boundary.localeCompare(b.boundary));
rmSync(dir, { recursive: true, force: true });

const rows = [['boundary', 'inputs', 'parsed', 'refused', 'crashes'], ...reports.map((x) => [x.boundary, x.runs, x.parsed, x.refused, x.crashes].map(String))];
const width = rows[0].map((_, c) => Math.max(...rows.map((row) => row[c].length)));
console.log('\n' + rows.map((row) => row.map((cell, c) => (c ? cell.padStart(width[c]) : cell.padEnd(width[c]))).join('  ')).join('\n'));
const total = reports.reduce((t, x) => ({ runs: t.runs + x.runs, crashes: t.crashes + x.crashes }), { runs: 0, crashes: 0 });
console.log(`\n${reports.length} boundaries, ${total.runs} inputs, ${total.crashes} crashes (seed ${seed})`);
for (const x of reports) for (const e of x.examples) console.log(`  crash in ${x.boundary}: ${e}`);
process.exit(r.status === 0 && total.crashes === 0 && reports.length > 0 ? 0 : 1);
