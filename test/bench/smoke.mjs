#!/usr/bin/env node
// Quick check that the bench harness still works, without installing the peers (~15 s): builds the
// floor app with the root's rspack and React into a temp dir, serves it, and runs every kind of
// measurement on it once (cold click, intent, navigation; unthrottled and on the emulated slow
// network; the heap), plus the waterfall depth on made-up requests. Asserts only that figures exist
// and are sane — never on times.
// Exit 0 when every check passes, 1 otherwise. `node test/bench/smoke.mjs`
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FLOOR } from './lib/apps.mjs';
import { buildApp } from './lib/build.mjs';
import { launch, measureHeap, measureRun } from './lib/browser.mjs';
import { gangwayBuilt, pluginCosts, snapshotGangway } from './lib/gangway.mjs';
import { renderMarkdown, ratios, summarize } from './lib/report.mjs';
import { waterfall } from './lib/waterfall.mjs';
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

  // A chunk the click fetched asks for the next: depth 2 by initiator; the third script was only
  // requested after the first had arrived: 3 waves by timing.
  const o = 'http://x';
  const w = waterfall([
    { url: `${o}/before.js`, type: 'Script', sent: 1, finished: 2, initiators: [`${o}/main.js`] },
    { url: `${o}/a.js`, type: 'Script', sent: 10, finished: 50, initiators: [`${o}/main.js`] },
    { url: `${o}/b.js`, type: 'Script', sent: 60, finished: 90, initiators: [`${o}/main.js`] },
    { url: `${o}/c.js?v=1`, type: 'Script', sent: 95, finished: 120, initiators: [`${o}/a.js`, `${o}/main.js`] },
    { url: 'data:image/png,', type: 'Image', sent: 20, finished: 20, initiators: [] },
  ], { from: 5, to: 200, origin: o });
  check('waterfall: depth by initiator and script waves by timing', w.requests === 3 && w.depth === 2 && w.chain.join() === '/a.js,/c.js' && w.scriptWaves === 3, JSON.stringify({ depth: w.depth, waves: w.scriptWaves, chain: w.chain }));

  server = await serve(out);
  browser = await launch();
  const run = await measureRun(browser, server, app);
  check('Chromium loads the page and the connect button shows', typeof run.buttonMs === 'number', `${Math.round(run.buttonMs)} ms`);
  check('click opens the dialog and the first view, both timed', run.ok && run.clickToDialogMs >= 0 && run.clickToViewMs >= run.clickToDialogMs, `${Math.round(run.clickToDialogMs ?? -1)} / ${Math.round(run.clickToViewMs ?? -1)} ms`);
  check('the floor\'s click fetches nothing (depth 0)', run.wave?.requests === 0 && run.wave.depth === 0, JSON.stringify(run.wave));
  check('server logs the gzip JS the page fetched', run.loaded?.jsBytes > 0 && Math.abs(run.loaded.jsBytes - st.totalJs.gzip) < 64, `${run.loaded?.jsBytes} B`);
  check('no non-local request from the floor', run.toView?.blocked === 0, `${run.toView?.blocked} blocked`);
  const intent = await measureRun(browser, server, app, { network: 'slow', mode: 'intent' });
  check('slow network, intent: the pointer rests on the button ~150 ms before the click', intent.ok && intent.intentLeadMs >= 140, `${Math.round(intent.intentLeadMs ?? -1)} ms`);
  check('slow network emulated: the button shows later than unthrottled', intent.buttonMs > run.buttonMs + 150, `${Math.round(intent.buttonMs)} vs ${Math.round(run.buttonMs)} ms`);
  const nav = await measureRun(browser, server, app, { network: 'slow', mode: 'nav' });
  check('navigation → first view, clicking at first sight of the button', nav.ok && nav.navToViewMs >= nav.buttonMs, `${Math.round(nav.navToViewMs ?? -1)} ms (button ${Math.round(nav.buttonMs ?? -1)} ms)`);

  const heap = await measureHeap(browser, server, app, 3);
  check('heap after open/close cycles (Escape closes)', heap.ok && heap.afterCycles > 0, heap.ok ? `${heap.afterCycles} B after ${heap.cycles} cycles` : heap.reason);

  const results = {
    settings: { runs: 1, cycles: 3, networks: { fast: null, slow: { latency: 150, downloadThroughput: 200000, uploadThroughput: 93750 } } },
    machine: { date: new Date().toISOString(), nproc: os.cpus().length, cpu: null, memoryGiB: 1, os: 'x', node: process.version, npm: 'x', chromium: browser.version(), rspack: 'x', gitCommit: 'x', gitDirty: false },
    versions: { react: 'x' },
    gangway: { pluginCosts: null },
    apps: [{ ...app, runs: [run, intent, nav], heap, static: st }],
  };
  results.apps[0].summary = summarize(results.apps[0], null);
  results.ratios = { 'gangway-basic': ratios(results.apps, 'gangway-basic'), 'gangway-all': [] };
  const md = renderMarkdown(results);
  check('report renders the tables with the floor row', md.includes('| Floor (React + a button) |') && md.includes('pending') && md.includes('The first open, side by side'));

  // The suite builds dist/demo before this runs: take the bench's copy of it, as `npm run bench` does.
  if (!gangwayBuilt()) snapshotGangway();
  const costs = gangwayBuilt() ? pluginCosts() : null;
  check('Gangway demo build present (npm run build) and its per-plugin lazy chunk costs read', costs?.rows.length > 0, `${costs?.rows.length} groups from ${costs?.source}`);
} catch (e) {
  check('smoke ran to the end', false, e.stack ?? String(e));
} finally {
  await browser?.close();
  await server?.close();
  rmSync(out, { recursive: true, force: true });
}
console.log(`bench-smoke: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
