/**
 * Which messages of the spec's error catalogue (§8, test/catalogue/spec-catalogue.mjs) no test
 * asserts. A message counts as asserted when a test file (*.test.*, e2e *.spec.ts, *.fuzz.ts)
 * contains its text (a template: any instance, e.g. 'Please try again after 12 seconds'), or names
 * the constant that holds it (`ERRORS.NETWORK_NOT_FOUND`, `SEND_ERRORS.SEND_TOKEN`: any `KEY: '<text>'`
 * in the sources), or — for an alert — its kind (`'NETWORK_NOT_FOUND'`) or short message.
 * `node scripts/catalogue-coverage.mjs` prints the count and the missing ones; `--strict` exits 1
 * when any is missing (the unit test test/catalogue/coverage.test.mjs runs it so).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SPEC_ALERTS, SPEC_MESSAGES } from '../test/catalogue/spec-catalogue.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SKIP = new Set(['node_modules', 'dist', 'test-results', '.git']);

function walk(dir, out = []) {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(e.name)) continue;
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p, out);
    else if (/\.(ts|tsx|mts|mjs)$/.test(e.name)) out.push(p);
  }
  return out;
}

const files = ['kernel', 'plugins', 'libs', 'hosts', 'test'].flatMap((d) => walk(path.join(root, d)));
const isTest = (f) => /\.(test|spec|fuzz)\.(ts|tsx|mts|mjs)$/.test(f) && !f.includes(`${path.sep}catalogue${path.sep}`);
const tests = files.filter(isTest).map((f) => ({ f, text: readFileSync(f, 'utf8') }));
const sources = files.filter((f) => !isTest(f)).map((f) => readFileSync(f, 'utf8'));

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The message as a pattern: placeholders match any filled-in value. */
const pattern = (m) => new RegExp(escape(m).replace(/\\\{(n|ns|name)\\\}/g, '[^\'"`]+?'));
/** Constant names holding exactly this text somewhere in the sources (`KEY: 'text'`). */
function constantsFor(m) {
  const keys = new Set();
  const re = new RegExp(`([A-Z][A-Z0-9_]+)\\s*:\\s*(['"\`])${escape(m)}\\2`, 'g');
  for (const s of sources) for (const x of s.matchAll(re)) keys.add(x[1]);
  return [...keys];
}

export function coverage() {
  const rows = [];
  for (const m of SPEC_MESSAGES) {
    const p = pattern(m);
    const keys = constantsFor(m);
    const hit = tests.find((t) => p.test(t.text) || keys.some((k) => new RegExp(`\\.${k}\\b`).test(t.text)));
    rows.push({ message: m, kind: 'message', test: hit && path.relative(root, hit.f) });
  }
  for (const [name, kind] of Object.entries(SPEC_ALERTS)) {
    const hit = tests.find((t) => t.text.includes(`'${kind}'`) || t.text.includes(`.${kind}`) || t.text.includes(name));
    rows.push({ message: name, kind: 'alert', test: hit && path.relative(root, hit.f) });
  }
  return rows;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = coverage();
  const missing = rows.filter((r) => !r.test);
  console.log(`spec §8 catalogue: ${rows.length - missing.length} of ${rows.length} asserted by a test`);
  for (const r of missing) console.log(`  not asserted: ${r.kind === 'alert' ? 'alert ' : ''}'${r.message}'`);
  if (process.argv.includes('--verbose')) for (const r of rows.filter((x) => x.test)) console.log(`  ok: '${r.message}' — ${r.test}`);
  process.exit(process.argv.includes('--strict') && missing.length ? 1 : 0);
}
