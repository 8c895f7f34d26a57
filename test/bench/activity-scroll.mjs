#!/usr/bin/env node
// Long tasks while scrolling a 10,000-entry Activity history (issue 16): figures printed, not asserted.
//
//   npm run build   (dist/demo at least), then, under the shared browser lock:
//   flock /tmp/playwright.lock node test/bench/activity-scroll.mjs [--entries 10000] [--page 1000] [--passes 1] [--profile 1] [--trace 1]
//
// `--profile 1` also records a CPU profile of the scroll phase (Chrome DevTools protocol) and prints
// the functions with the most self time: where a long task's time goes.
// `--trace 1` records a Chromium trace of the scroll phase (devtools.timeline; written to
// test/bench/dist/activity-scroll-trace.json, openable in DevTools' Performance panel) and prints,
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

/**
 * What the renderer's main-thread tasks of a Chromium trace spent their time on: each task's direct
 * children (FunctionCall, UpdateLayoutTree, Layout, Paint, Decode Image, …) summed by name, over all
 * tasks and over the tasks longer than 50 ms. Self time of the task (not in a named child) is "other".
 */
function printTrace(trace) {
  const events = (trace.traceEvents ?? trace).filter((e) => e.ph === 'X' && typeof e.dur === 'number');
  const tasks = events.filter((e) => e.name === 'RunTask');
  // The renderer main thread: the thread with the most FunctionCall time.
  const byThread = new Map();
  for (const e of events) if (e.name === 'FunctionCall') byThread.set(`${e.pid}:${e.tid}`, (byThread.get(`${e.pid}:${e.tid}`) ?? 0) + e.dur);
  const main = [...byThread.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  const onMain = (e) => `${e.pid}:${e.tid}` === main;
  const mainTasks = tasks.filter(onMain).sort((a, b) => a.ts - b.ts);
  const children = events.filter((e) => onMain(e) && e.name !== 'RunTask').sort((a, b) => a.ts - b.ts);
  const sum = (list) => {
    const by = new Map();
    let j = 0;
    for (const t of list) {
      const end = t.ts + t.dur;
      let covered = 0;
      let until = t.ts;
      while (j < children.length && children[j].ts < t.ts) j++;
      for (let k = j; k < children.length && children[k].ts < end; k++) {
        const c = children[k];
        if (c.ts < until) continue; // nested inside a child already counted
        by.set(c.name, (by.get(c.name) ?? 0) + c.dur / 1000);
        covered += c.dur;
        until = c.ts + c.dur;
      }
      by.set('(other)', (by.get('(other)') ?? 0) + Math.max(0, t.dur - covered) / 1000);
    }
    return [...by.entries()].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([n, ms]) => `${n} ${ms.toFixed(1)} ms`).join(', ');
  };
  const mainLong = mainTasks.filter((t) => t.dur > 50_000);
  const total = mainTasks.reduce((a, t) => a + t.dur, 0) / 1000;
  // Wall time (what a long task is) against the main thread's own CPU time in it (`tdur`): on a
  // shared machine a task can be long because the thread was waiting for a core, not working.
  const cpu = mainTasks.reduce((a, t) => a + (t.tdur ?? 0), 0) / 1000;
  const maxCpu = Math.max(0, ...mainTasks.map((t) => t.tdur ?? 0)) / 1000;
  console.log(`Trace of the scroll phase: ${mainTasks.length} main-thread tasks, ${total.toFixed(0)} ms busy (${cpu.toFixed(0)} ms CPU); longest ${(Math.max(0, ...mainTasks.map((t) => t.dur)) / 1000).toFixed(1)} ms wall, most CPU in one task ${maxCpu.toFixed(1)} ms`);
  console.log(`  all tasks: ${sum(mainTasks)}`);
  const tops = [...mainTasks].sort((a, b) => b.dur - a.dur).slice(0, 10).sort((a, b) => a.ts - b.ts);
  console.log(`  the 10 longest tasks (wall/CPU ms: ${tops.map((t) => `${(t.dur / 1000).toFixed(0)}/${((t.tdur ?? 0) / 1000).toFixed(0)}`).join(', ')}): ${sum(tops)}`);
  if (mainLong.length) console.log(`  tasks > 50 ms (${mainLong.length}): ${sum(mainLong)}`);
  const decodes = events.filter((e) => /Decode/i.test(e.name));
  console.log(`  image decodes: ${decodes.length} (${decodes.filter(onMain).length} on the main thread)`);
}

const devnet = await devnetUrls();
const server = await serveStatic(path.join(root, 'dist/demo'), 5173);
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
    await fs.mkdir(path.dirname(traceFile), { recursive: true });
    await browser.startTracing(page, { path: traceFile, categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'] });
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
  if (profile) printProfile(profile);
  if (TRACE) printTrace(JSON.parse(await fs.readFile(traceFile, 'utf8')));
} finally {
  await browser.close();
  await server.close();
  await devnet.stop();
}
