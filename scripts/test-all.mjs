/**
 * The whole test suite, in one command (`npm test`): typecheck (the TypeScript and the devnet's
 * JSDoc), lint, the dependency rules, build every host and plugin, run the vitest suites (kernel,
 * plugins, devnet, size budget), the fuzz boundaries at a small count, the SDK test (packages packed, the plugin template outside the
 * repo), then the Playwright specs in Debian's Chromium against the devnet,
 * then the benchmark smoke. Ends with the line `N passed, N failed`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './ensure-chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, 'test-results');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
let passed = 0;
let failed = 0;
const failures = [];

function run(label, cmd, args, env = {}) {
  console.log(`\n=== ${label}: ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return r.status ?? 1;
}

function step(label, ok) {
  if (ok) passed += 1;
  else { failed += 1; failures.push(label); }
  console.log(`--- ${label}: ${ok ? 'passed' : 'FAILED'}`);
}

function countVitest(file) {
  if (!existsSync(file)) return false;
  const j = JSON.parse(readFileSync(file, 'utf8'));
  passed += j.numPassedTests;
  failed += j.numFailedTests + (j.numTotalTests === 0 ? 1 : 0);
  for (const s of j.testResults) for (const t of s.assertionResults) if (t.status === 'failed') failures.push(`${path.relative(root, s.name)} › ${t.fullName}`);
  // A suite that failed outside its tests (import error, failing beforeAll) is a failure too,
  // even though its tests only count as skipped.
  for (const s of j.testResults) {
    if (s.status === 'failed' && !s.assertionResults.some((t) => t.status === 'failed')) {
      failed += 1;
      failures.push(`${path.relative(root, s.name)} (suite failed: ${String(s.message ?? '').split('\n')[0]})`);
    }
  }
  return true;
}

function countPlaywright(file) {
  if (!existsSync(file)) return false;
  const j = JSON.parse(readFileSync(file, 'utf8'));
  const walk = (suite, trail) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        const status = t.results?.at(-1)?.status;
        if (status === 'passed' && t.status !== 'unexpected') passed += 1;
        else { failed += 1; failures.push(`${trail} › ${spec.title} (${status ?? t.status})`); }
      }
    }
    for (const s of suite.suites ?? []) walk(s, s.file ?? `${trail} › ${s.title}`);
  };
  for (const s of j.suites ?? []) walk(s, s.file ?? s.title);
  for (const e of j.errors ?? []) { failed += 1; failures.push(`playwright: ${e.message?.split('\n')[0]}`); }
  return true;
}

// 1. Types (the TypeScript, then the devnet's JSDoc), lint, the import rules of docs/architecture.md.
const typesOk = run('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']) === 0;
const devnetTypesOk = run('typecheck (devnet JSDoc)', 'npx', ['tsc', '-p', 'tsconfig.devnet.json', '--noEmit']) === 0;
step('typecheck', typesOk && devnetTypesOk);
step('lint', run('lint', 'npm', ['run', '-s', 'lint']) === 0);
step('dependency rules', run('dependency rules', 'npm', ['run', '-s', 'deps']) === 0);

// 2. Build (hosts, plugins as lazy chunks, the example remote plugin).
const built = run('build', 'npx', ['rspack', 'build', '-c', 'rspack.config.ts']) === 0;
step('build', built);

// 3. Unit and integration suites.
const vitestJson = path.join(reports, 'vitest.json');
run('vitest', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]);
if (!countVitest(vitestJson)) step('vitest (no report)', false);

// 3a. The fuzz boundaries (test/fuzz) at a smaller count than `npm run fuzz` (100,000): the table
// of boundaries, inputs and crashes is printed; any crash fails the step.
step('fuzz: every boundary at 2,000 inputs', run('fuzz', 'node', ['scripts/fuzz.mjs', '--runs', process.env.FUZZ_CI_RUNS ?? '2000']) === 0);

// 3b. The SDK (docs/plugins.md §10): the packages built, packed and checked (publint, attw); the
// plugin template installed from the tarballs outside the repo, tested and built as a remote. Its
// Playwright spec (test/e2e/sdk) runs with the others below.
step('sdk: packages and the plugin template outside the repo', run('sdk', 'node', ['test/sdk/run.mjs', '--no-e2e']) === 0);

// 4. End-to-end specs in Chromium against the devnet.
if (built) {
  let chromium = true;
  try { ensureChromium(); } catch (e) { console.error(String(e)); chromium = false; }
  if (chromium) {
    const pwJson = path.join(reports, 'playwright.json');
    run('playwright', 'npx', ['playwright', 'test', '-c', 'test/e2e/playwright.config.ts', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson });
    if (!countPlaywright(pwJson)) step('playwright (no report)', false);
  } else step('chromium available', false);
} else step('end-to-end (skipped: build failed)', false);

// 5. The benchmark harness still runs (figures are printed, never asserted).
if (existsSync(path.join(root, 'test/bench/smoke.mjs'))) step('bench smoke', run('bench smoke', 'node', ['test/bench/smoke.mjs']) === 0);

if (failures.length) console.log(`\nFailures:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
