/**
 * The whole test suite, in one command (`npm test`): typecheck (the TypeScript and the devnet's
 * JSDoc), lint, the dependency rules, build every host and plugin, run the vitest suites (kernel,
 * plugins, devnet, size budget), the fuzz boundaries at a small count, the SDK test (packages packed, the plugin template outside the
 * repo), then the Playwright specs in Debian's Chromium against the devnet,
 * then the benchmark smoke. Ends with the line `N passed, N failed`.
 */
import { spawn, spawnSync } from 'node:child_process';
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

/**
 * Runs independent commands at once (they read the tree and write nothing another one reads; none
 * listens on a port), each one's output held and printed whole when it ends, in the given order.
 * Resolves with each exit status. Two cores: checks that each use about one run side by side.
 */
function runTogether(jobs) {
  return Promise.all(jobs.map(({ label, cmd, args }) => new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(cmd, args, { cwd: root, env: process.env });
    const out = [];
    child.stdout.on('data', (d) => out.push(d));
    child.stderr.on('data', (d) => out.push(d));
    child.on('close', (code) => resolve({ label, cmd, args, code: code ?? 1, out: Buffer.concat(out), seconds: Math.round((Date.now() - started) / 1000) }));
  }))).then((results) => {
    for (const r of results) {
      console.log(`\n=== ${r.label}: ${r.cmd} ${r.args.join(' ')} (${r.seconds} s, run alongside ${results.length - 1} other${results.length === 2 ? '' : 's'})`);
      process.stdout.write(r.out);
    }
    return results.map((r) => r.code);
  });
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
// They only read the tree: run side by side.
const [typesCode, devnetTypesCode, lintCode, depsCode] = await runTogether([
  { label: 'typecheck', cmd: 'npx', args: ['tsc', '-p', 'tsconfig.json', '--noEmit'] },
  { label: 'typecheck (devnet JSDoc)', cmd: 'npx', args: ['tsc', '-p', 'tsconfig.devnet.json', '--noEmit'] },
  { label: 'lint', cmd: 'npm', args: ['run', '-s', 'lint'] },
  { label: 'dependency rules', cmd: 'npm', args: ['run', '-s', 'deps'] },
]);
step('typecheck', typesCode === 0 && devnetTypesCode === 0);
step('lint', lintCode === 0);
step('dependency rules', depsCode === 0);

// 2. Build (hosts, plugins as lazy chunks, the example remote plugin).
const built = run('build', 'npx', ['rspack', 'build', '-c', 'rspack.config.ts']) === 0;
step('build', built);

// 3. Unit and integration suites.
const vitestJson = path.join(reports, 'vitest.json');
run('vitest', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]);
if (!countVitest(vitestJson)) step('vitest (no report)', false);

// 3a. The fuzz boundaries (test/fuzz) at a smaller count than `npm run fuzz` (100,000): the table
// of boundaries, inputs and crashes is printed; any crash fails the step.
// 3b. The SDK (docs/plugins.md §10): the packages built, packed and checked (publint, attw); the
// plugin template installed from the tarballs outside the repo, tested and built as a remote. Its
// Playwright spec (test/e2e/sdk) runs with the others below. The fuzz and the SDK share nothing
// (the SDK works in its own temporary folders): side by side.
const [fuzzCode, sdkCode] = await runTogether([
  { label: 'fuzz', cmd: 'node', args: ['scripts/fuzz.mjs', '--runs', process.env.FUZZ_CI_RUNS ?? '2000'] },
  { label: 'sdk', cmd: 'node', args: ['test/sdk/run.mjs', '--no-e2e'] },
]);
step('fuzz: every boundary at 2,000 inputs', fuzzCode === 0);
step('sdk: packages and the plugin template outside the repo', sdkCode === 0);

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
