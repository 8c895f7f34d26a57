#!/usr/bin/env node
// Quick check that the bench harness still works, without installing the peers (~15 s): builds the
// floor app with the root's rspack and React into a temp dir, serves it, and runs every measurement
// function on it once. Asserts only that figures exist and are sane — never on times.
// Exit 0 when every check passes, 1 otherwise. `node test/bench/smoke.mjs`
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FLOOR } from './lib/apps.mjs';
import { buildApp } from './lib/build.mjs';
import { launch, measureHeap, measureRun } from './lib/browser.mjs';
import { gangwayBuilt, pluginCosts } from './lib/gangway.mjs';
import { renderMarkdown, ratios, summarize } from './lib/report.mjs';
import { serve } from './lib/serve.mjs';
import { staticSizes } from './lib/sizes.mjs';

let passed = 0;
let failed = 0;
const check = (name, ok, detail = '') => {
  ok ? passed++ : failed++;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? ` — ${detail}` : ''}`);
};

const out = mkdtempSync(path.join(os.tmpdir(), 'gangway-bench-smoke-'));
const app = { ...FLOOR, outDir: out };
let browser;
let server;
try {
  await buildApp(app);
  const st = staticSizes(out);
  check('floor app builds with the shared rspack config', st.entryJs.files === 1, `${st.totalJs.files} JS file(s)`);
  check('static sizes: gzip smaller than raw, both > 0', st.totalJs.gzip > 0 && st.totalJs.gzip < st.totalJs.raw, `${st.totalJs.gzip} B gzip / ${st.totalJs.raw} B raw`);

  server = await serve(out);
  browser = await launch();
  const run = await measureRun(browser, server, app);
  check('Chromium loads the page and the connect button shows', typeof run.buttonMs === 'number', `${Math.round(run.buttonMs)} ms`);
  check('click opens the first view and is timed', run.ok && run.clickToViewMs >= 0, `${Math.round(run.clickToViewMs ?? -1)} ms`);
  check('server logs the gzip JS the page fetched', run.loaded?.jsBytes > 0 && Math.abs(run.loaded.jsBytes - st.totalJs.gzip) < 64, `${run.loaded?.jsBytes} B`);
  check('no non-local request from the floor', run.toView?.blocked === 0, `${run.toView?.blocked} blocked`);

  const heap = await measureHeap(browser, server, app, 3);
  check('heap after open/close cycles (Escape closes)', heap.ok && heap.afterCycles > 0, heap.ok ? `${heap.afterCycles} B after ${heap.cycles} cycles` : heap.reason);

  const results = {
    settings: { runs: 1, cycles: 3 },
    machine: { date: new Date().toISOString(), nproc: os.cpus().length, cpu: null, memoryGiB: 1, os: 'x', node: process.version, npm: 'x', chromium: browser.version(), rspack: 'x', gitCommit: 'x', gitDirty: false },
    versions: { react: 'x' },
    gangway: { pluginCosts: null },
    apps: [{ ...app, runs: [run], heap, static: st }],
  };
  results.apps[0].summary = summarize(results.apps[0], null);
  results.ratios = { 'gangway-basic': ratios(results.apps, 'gangway-basic'), 'gangway-all': [] };
  const md = renderMarkdown(results);
  check('report renders a table with the floor row', md.includes('| Floor (React + a button) |') && md.includes('pending'));

  if (gangwayBuilt()) {
    const costs = pluginCosts();
    check('Gangway dist/demo present: per-plugin lazy chunk costs read', costs?.rows.length > 0, `${costs?.rows.length} groups from ${costs?.source}`);
  } else console.log('skip Gangway per-plugin costs: dist/demo not built (run `npm run build`)');
} catch (e) {
  check('smoke ran to the end', false, e.stack ?? String(e));
} finally {
  await browser?.close();
  await server?.close();
  rmSync(out, { recursive: true, force: true });
}
console.log(`bench-smoke: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
