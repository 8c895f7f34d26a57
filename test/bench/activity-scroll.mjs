#!/usr/bin/env node
// Long tasks while scrolling a 10,000-entry Activity history (issue 16): figures printed, not asserted.
//
//   npm run build   (dist/demo at least), then, under the shared browser lock:
//   flock /tmp/playwright.lock node test/bench/activity-scroll.mjs [--entries 10000] [--page 1000] [--passes 1] [--profile 1] [--trace 1] [--dist <demo build>]
//
// `--dist <dir>` serves another build of the demo (before/after figures in one session).
// `--profile 1` also records a CPU profile of the scroll phase (Chrome DevTools protocol) and prints
// the functions with the most self time: where a long task's time goes.
// `--trace 1` records a Chromium trace of the load and the scroll phases (devtools.timeline; written to
// test/bench/dist/activity-{load,scroll}-trace.json, openable in DevTools' Performance panel) and prints,
// over the main thread's tasks, what their time went to (scripting, style, layout, paint, image
// decode, …) and the same for the longest tasks alone.
//
// It uses the devnet (reuses one on the default ports, else starts one) and the built demo on :5173,
// connects the injected test wallet, and answers the history endpoint with synthetic transactions
// (the devnet's chain holds nowhere near 10,000 of one account's), so the numbers measure the
// widget's list, not the emulator. A PerformanceObserver records every long task (> 50 ms) while
// the Activity tab loads every page and while the list is scrolled top to bottom with the wheel.
import { chromium } from '@playwright/test';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startDevnet, DEFAULT_PORTS } from '@gangway/devnet';
import { evmAccounts } from '@gangway/devnet/accounts';
import { installInjectedWallet } from '@gangway/devnet/wallets';
import { serveStatic } from '../../scripts/serve-static.mjs';
import { printTrace } from './lib/trace-summary.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const ENTRIES = arg('entries', 10_000);
const PAGE = arg('page', 1_000);
const PASSES = arg('passes', 1);
const PROFILE = arg('profile', 0) > 0;
const TRACE = arg('trace', 0) > 0;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// `--dist <dir>`: another build of the demo (e.g. a copy of an older one, for before/after figures).
const distAt = process.argv.indexOf('--dist');
const DIST = distAt > 0 ? path.resolve(process.argv[distAt + 1]) : path.join(root, 'dist/demo');

async function devnetUrls() {
  const api = `http://127.0.0.1:${DEFAULT_PORTS.api}`;
  try {
    const info = await fetch(`${api}/__admin/info`, { signal: AbortSignal.timeout(2000) });
    if (info.ok) return { urls: await info.json(), stop: async () => {} };
  } catch { /* none running: start one */ }
  const d = await startDevnet();
  return { urls: { ...d.urls, contracts: d.contracts }, stop: d.stop };
}

/** A synthetic transaction of the spec §3 shape: alternating sends and receives of ETH and USDC. */
function transaction(i, address) {
  const out = i % 2 === 0;
  const usdc = i % 3 === 0;
  const hash = `0x${(ENTRIES - i).toString(16).padStart(64, '0')}`;
  return {
    id: hash,
    metadata: { operationType: out ? 'send' : 'receive', hash, minedAt: new Date(Date.UTC(2030, 0, 1) - i * 60_000).toISOString(), sentFrom: address, sentTo: address, status: 'confirmed', nonce: i, chain: 'eip155:31337' },
    transfers: [{ direction: out ? 'out' : 'in', quantity: { numeric: `${(i % 97) + 0.123456}` }, fungible_info: usdc ? { name: 'USD Coin', symbol: 'USDC', icon: { url: null } } : { name: 'Ether', symbol: 'ETH', icon: { url: null } } }],
  };
}

/** The functions with the most self time in a CPU profile (ms), with where they are. */
function printProfile(profile) {
  const self = new Map();
  const dt = profile.timeDeltas ?? [];
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  profile.samples.forEach((id, i) => {
    const n = byId.get(id);
    const f = n.callFrame;
    const key = `${f.functionName || '(anonymous)'} ${f.url.split('/').pop()}:${f.lineNumber + 1}:${f.columnNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0) / 1000);
  });
  const top = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 20);
  console.log('CPU profile of the scroll phase, self time:');
  for (const [k, ms] of top) console.log(`  ${ms.toFixed(1).padStart(8)} ms  ${k}`);
}

const devnet = await devnetUrls();
const server = await serveStatic(DIST, 5173);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const account = evmAccounts[5];
  await installInjectedWallet(page, { urls: devnet.urls, contracts: devnet.urls.contracts, account, autoApprove: true });
  await page.addInitScript(() => {
    const w = /** @type {any} */ (window);
    w.__longTasks = [];
    w.__phase = 'start';
    new PerformanceObserver((list) => { for (const e of list.getEntries()) w.__longTasks.push({ phase: w.__phase, ms: e.duration }); }).observe({ type: 'longtask', buffered: true });
  });
  let requests = 0;
  await page.route('**/v1/account/*/history**', (route) => {
    requests += 1;
    const url = new URL(route.request().url());
    const start = Number(url.searchParams.get('cursor') ?? 0);
    const data = Array.from({ length: Math.max(0, Math.min(PAGE, ENTRIES - start)) }, (_, k) => transaction(start + k, account.address));
    const next = start + PAGE < ENTRIES ? String(start + PAGE) : null;
    return route.fulfill({ status: 200, contentType: 'application/json', headers: { 'access-control-allow-origin': '*' }, body: JSON.stringify({ data, next }) });
  });
  await page.goto('http://127.0.0.1:5173/?panel=0');
  await page.getByTestId('gangway-connect').click();
  await page.locator('[data-testid="wallet-eip6963:dev.gangway.testwallet"]').click();
  await page.locator('[data-gangway-view="Account"]').waitFor();
  await page.getByTestId('account-tab-activity').click();
  const list = page.getByTestId('activity-list');
  await list.waitFor();
  const box = await list.boundingBox();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);

  // Phase 1: scroll down with the wheel until every page has loaded (infinite scroll).
  await page.evaluate(() => { /** @type {any} */ (window).__phase = 'load'; });
  const traceCategories = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'];
  const loadTraceFile = path.join(root, 'test/bench/dist/activity-load-trace.json');
  if (TRACE) {
    await fs.mkdir(path.dirname(loadTraceFile), { recursive: true });
    await browser.startTracing(page, { path: loadTraceFile, categories: traceCategories });
  }
  const t0 = Date.now();
  // The wheel must land on the list: if the list has moved from under the pointer (the modal scrolled)
  // or stops moving with no page loading, the run stops with what it saw instead of wheeling on.
  const underPointer = () => page.evaluate(({ x, y }) => !!document.elementFromPoint(x, y)?.closest('[data-testid="activity-list"]'), { x: box.x + box.width / 2, y: box.y + box.height / 2 });
  let last = { top: -1, requests: -1, since: 0 };
  for (let i = 0; ; i++) {
    await page.mouse.wheel(0, 2400);
    const at = await list.evaluate((el) => ({ top: el.scrollTop, end: el.scrollTop + el.clientHeight >= el.scrollHeight - 2, more: !!el.querySelector('[data-testid="activity-more"]'), busy: el.getAttribute('aria-busy') === 'true' }));
    if (at.end && !at.more) break;
    if (at.top !== last.top || requests !== last.requests || at.busy) last = { top: at.top, requests, since: i };
    else if (i - last.since >= 200) {
      throw new Error(`the list stopped at scrollTop ${at.top} after ${requests} pages (${i} wheel steps); pointer over the list: ${await underPointer()}`);
    }
  }
  const loadMs = Date.now() - t0;
  if (TRACE) await browser.stopTracing();
  const rendered = await list.locator('[data-testid="activity-row"]').count();
  const height = await list.evaluate((el) => el.scrollHeight);

  // Phase 2: full passes over the loaded list, top to bottom, with the wheel.
  // Elements added to or removed from the list while scrolling (independent of how busy the machine is).
  await list.evaluate((el) => {
    const w = /** @type {any} */ (window);
    w.__mutations = { added: 0, removed: 0 };
    new MutationObserver((records) => { for (const r of records) { w.__mutations.added += r.addedNodes.length; w.__mutations.removed += r.removedNodes.length; } })
      .observe(el, { childList: true, subtree: true });
  });
  await page.evaluate(() => { /** @type {any} */ (window).__phase = 'scroll'; });
  const cdp = PROFILE ? await page.context().newCDPSession(page) : undefined;
  if (cdp) { await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 200 }); await cdp.send('Profiler.start'); }
  const traceFile = path.join(root, 'test/bench/dist/activity-scroll-trace.json');
  if (TRACE) {
    await browser.startTracing(page, { path: traceFile, categories: traceCategories });
  }
  const t1 = Date.now();
  let wheels = 0;
  for (let p = 0; p < PASSES; p++) {
    await list.evaluate((el) => { el.scrollTop = 0; });
    for (;;) {
      await page.mouse.wheel(0, 600);
      wheels += 1;
      if (await list.evaluate((el) => el.scrollTop + el.clientHeight >= el.scrollHeight - 2)) break;
    }
  }
  const scrollMs = Date.now() - t1;
  const profile = cdp ? (await cdp.send('Profiler.stop')).profile : undefined;
  if (TRACE) await browser.stopTracing();
  const tasks = await page.evaluate(() => /** @type {any} */ (window).__longTasks);
  const mutations = await page.evaluate(() => /** @type {any} */ (window).__mutations);
  const summary = (phase) => {
    const ms = tasks.filter((t) => t.phase === phase).map((t) => t.ms);
    return { longTasks: ms.length, maxMs: ms.length ? Math.round(Math.max(...ms)) : 0, totalMs: Math.round(ms.reduce((a, b) => a + b, 0)) };
  };
  console.log(`Activity history: ${ENTRIES} entries in pages of ${PAGE} (${requests} history requests)`);
  console.log(`list height ${height} px; rows in the DOM at the end: ${rendered}`);
  console.log(`load (wheel until all pages in): ${loadMs} ms wall, long tasks ${JSON.stringify(summary('load'))}`);
  console.log(`scroll (${PASSES} passes, ${wheels} wheel steps of 600 px): ${scrollMs} ms wall, long tasks ${JSON.stringify(summary('scroll'))}`);
  console.log(`  DOM nodes added/removed in the list while scrolling: ${mutations.added}/${mutations.removed}`);
  console.log(`before the tab (connect, first open): long tasks ${JSON.stringify(summary('start'))}`);
  console.log(`  LONG TASKS activity: count ${summary('load').longTasks + summary('scroll').longTasks}, max ${Math.max(summary('load').maxMs, summary('scroll').maxMs)} ms (load and one full pass)`);
  if (profile) printProfile(profile);
  if (TRACE) {
    const load = printTrace(JSON.parse(await fs.readFile(loadTraceFile, 'utf8')), 'the load phase');
    const scroll = printTrace(JSON.parse(await fs.readFile(traceFile, 'utf8')), 'the scroll phase');
    console.log(`  LONG TASKS by CPU time (trace): Activity load ${load.longCpu}, most CPU in one task ${load.maxCpuMs} ms; scroll ${scroll.longCpu}, most CPU in one task ${scroll.maxCpuMs} ms`);
  }
} finally {
  await browser.close();
  await server.close();
  await devnet.stop();
}
