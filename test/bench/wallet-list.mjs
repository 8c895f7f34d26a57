#!/usr/bin/env node
// Long tasks in AllWallets at the registry's real size (issue 35): ~600 wallets served by the devnet's
// getWallets (its size knob, POST /__admin/registry { count }), the view opened, scrolled with the wheel
// until every page of 40 is in and the list is at its end, then a search typed key by key. Printed per
// phase: long tasks (> 50 ms: count, longest, sum), wall times, the JS heap after a forced GC, rows in
// the DOM. Figures are printed, not asserted.
//
//   GANGWAY_ONLY=demo npx rspack build -c rspack.config.ts
//   flock /tmp/gangway-e2e.lock node test/bench/wallet-list.mjs [--wallets 600] [--runs 1] [--trace 1]
//
// `--trace 1` records a Chromium trace from the click to the end of the search
// (test/bench/dist/wallet-list-trace.json) and prints what the main thread's tasks spent their time
// on, with the tasks long by wall time and by the thread's own CPU time (lib/trace-summary.mjs).
//
// It reuses a devnet on the default ports (else starts one) and sets its registry size for the run
// (reset to the default at the end); the built demo is served on :5173 (`--dist <dir>`: another build).
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStatic } from '../../scripts/serve-static.mjs';
import { printTrace } from './lib/trace-summary.mjs';
import { heapMb, launch, longTaskSummary, observeLongTasks, setPhase, startDevnetOrReuse } from './lib/load-helpers.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const WALLETS = arg('wallets', 600);
const RUNS = arg('runs', 1);
const TRACE = arg('trace', 0) > 0;
const traceFile = path.join(path.resolve(path.dirname(fileURLToPath(import.meta.url))), 'dist/wallet-list-trace.json');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// `--dist <dir>`: another build of the demo (e.g. a copy of an older one, for before/after figures).
const distAt = process.argv.indexOf('--dist');
const DIST = distAt > 0 ? path.resolve(process.argv[distAt + 1]) : path.join(root, 'dist/demo');
const DEMO = 'http://127.0.0.1:5173/?panel=0';

const devnet = await startDevnetOrReuse();
const admin = (body) => fetch(`${devnet.urls.api}/__admin/registry`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((r) => r.json());
const server = await serveStatic(DIST, 5173);
const browser = await launch();
try {
  await admin({ count: WALLETS });
  for (let run = 1; run <= RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await observeLongTasks(page);
    let requests = 0;
    page.on('request', (r) => { if (r.url().includes('/getWallets?')) requests += 1; });
    await page.goto(DEMO);
    await page.getByTestId('gangway-connect').waitFor();
    const before = await heapMb(page);
    if (TRACE) {
      await fs.mkdir(path.dirname(traceFile), { recursive: true });
      await browser.startTracing(page, { path: traceFile, categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'] });
    }
    await setPhase(page, 'open');
    const t0 = Date.now();
    await page.getByTestId('gangway-connect').click();
    await page.getByTestId('all-wallets').click();
    const view = page.getByTestId('all-wallets-view');
    await page.locator('[data-testid^="all-wallets-item-"]').first().waitFor();
    const openMs = Date.now() - t0;

    // Scroll: the wheel over the list until every page is in and the list is at its end.
    await setPhase(page, 'scroll');
    const list = page.getByTestId('all-wallets-list');
    const box = await list.boundingBox();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    const t1 = Date.now();
    let wheels = 0;
    for (;;) {
      const at = await page.evaluate(() => {
        const v = document.querySelector('[data-testid="all-wallets-view"]');
        const l = document.querySelector('[data-testid="all-wallets-list"]');
        return { loaded: Number(v?.getAttribute('data-loaded')), count: Number(v?.getAttribute('data-count')), end: !!l && l.scrollTop + l.clientHeight >= l.scrollHeight - 2 };
      });
      if (at.loaded >= at.count && at.end) break;
      if (wheels > 2000) throw new Error(`the list stopped at ${at.loaded}/${at.count} after ${wheels} wheel steps`);
      await page.mouse.wheel(0, 600);
      wheels += 1;
    }
    const scrollMs = Date.now() - t1;
    const loaded = Number(await view.getAttribute('data-loaded'));
    const rowsAtEnd = await page.locator('[data-testid^="all-wallets-item-"]').count();

    // Search: typed as a visitor types (the 300 ms wait, then the search's first page of 100).
    await setPhase(page, 'search');
    const t2 = Date.now();
    await page.getByTestId('all-wallets-search').pressSequentially('amber', { delay: 60 });
    await page.waitForFunction(() => document.querySelector('[data-testid="all-wallets-view"]')?.getAttribute('data-query') === 'amber'
      && !document.querySelector('[data-testid="all-wallets-list"] [role="progressbar"]'));
    const searchMs = Date.now() - t2;
    const found = Number(await view.getAttribute('data-count'));
    // The trace ends before the heap is read: that forced GC (a task of its own) is the harness's.
    if (TRACE) await browser.stopTracing();
    const after = await heapMb(page);
    const tasks = await longTaskSummary(page);
    await context.close();

    const fmt = (t) => (t ? `${t.count}, max ${t.maxMs} ms, sum ${t.totalMs} ms` : '0');
    console.log(`AllWallets, ${WALLETS}-wallet registry${RUNS > 1 ? ` — run ${run}` : ''}: ${loaded} loaded (${requests} getWallets requests); rows in the DOM at the end: ${rowsAtEnd}`);
    console.log(`  open: ${openMs} ms wall, long tasks ${fmt(tasks.open)}`);
    console.log(`  scroll to the end (${wheels} wheel steps of 600 px): ${scrollMs} ms wall, long tasks ${fmt(tasks.scroll)}`);
    console.log(`  search 'amber' (${found} found): ${searchMs} ms wall, long tasks ${fmt(tasks.search)}`);
    console.log(`  JS heap after GC: ${before} MB before opening → ${after} MB after`);
    if (TRACE) {
      const t = printTrace(JSON.parse(await fs.readFile(traceFile, 'utf8')), 'open, scroll and search');
      console.log(`  LONG TASKS by CPU time (trace) wallet-list: ${t.longCpu}, most CPU in one task ${t.maxCpuMs} ms`);
    }
    console.log(`  LONG TASKS wallet-list: count ${['open', 'scroll', 'search'].reduce((n, p) => n + (tasks[p]?.count ?? 0), 0)}, max ${Math.max(0, ...['open', 'scroll', 'search'].map((p) => tasks[p]?.maxMs ?? 0))} ms`);
  }
} finally {
  await admin({}).catch(() => {});
  await browser.close();
  await server.close();
  await devnet.stop();
}
