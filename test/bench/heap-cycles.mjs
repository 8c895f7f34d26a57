#!/usr/bin/env node
// The JS heap over open/close cycles of the modal (issue 35), Gangway beside the floor host
// (hosts/floor-modal: React, one button, a dialog mounted on click and unmounted on Escape; its growth
// is what any React modal costs under this harness — see FLOOR_MODAL below). Figures are printed, not
// asserted.
//
//   GANGWAY_ONLY=demo,floor-modal npx rspack build -c rspack.config.ts   (dist/demo and dist/floor-modal)
//   flock /tmp/gangway-e2e.lock node test/bench/heap-cycles.mjs [--cycles 100] [--extra 100] [--every 100] [--snapshots 1 [--retainers 1 [--groups 12]]] [--snap-from 10] [--dist <demo build>] [--only gangway-basic] [--js-flags '<V8 flags>'] [--mute-console 1] [--floor-modal 0]
//
// Method (as run.mjs's heap figure): one warm-up open (a real click) and close (Escape), then
// `--cycles` more; V8's used heap (Runtime.getHeapUsage) after two forced GCs, after the warm-up and
// after the cycles. Like run.mjs, every request off the page's own server fails (the devnet's ports
// are blocked), so the modal shows its offline Connect view. The heap is also read at cycle 10 and,
// with `--extra N`, after N cycles more: growth 1→10 is warm-up (code compiled and optimised on
// first use), 10→100 and 100→200 show whether what is left keeps growing or plateaus (a bounded
// cache that fills). `--snapshots 1` takes heap snapshots at cycle `--snap-from` (10) and at the
// end of `--cycles` and prints what grew: object counts and self sizes by constructor (V8's own
// arrays, code and hidden objects by type too), detached DOM nodes, and the event listeners on
// window and document — the usual suspects of a per-open leak.
import { chromium } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStatic } from '../../scripts/serve-static.mjs';
import { printNewObjects } from './lib/heap-retainers.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const CYCLES = arg('cycles', 100);
const SNAPSHOTS = arg('snapshots', 0) > 0;
const SNAP_FROM = arg('snap-from', 10);
const EXTRA = arg('extra', 0);
// `--retainers 1` (with --snapshots 1): the objects new between the two snapshots, by group, each group
// with its shortest retaining paths (lib/heap-retainers.mjs) — what keeps a per-cycle growth alive.
const RETAINERS = SNAPSHOTS && arg('retainers', 0) > 0;
const GROUPS = arg('groups', 12);
// `--every N`: the heap read every N cycles too (a slope per N cycles: flat is warm-up ended, a line is a leak).
const EVERY = arg('every', 0);
const MUTE_CONSOLE = arg('mute-console', 0) > 0;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// `--dist <dir>`: another build of the demo for the Gangway rows (e.g. an older one, for before/after).
const distAt = process.argv.indexOf('--dist');
const DEMO_DIST = distAt > 0 ? path.resolve(process.argv[distAt + 1]) : path.join(root, 'dist/demo');
const BLOCKED = [5173, 5174, 5175, 8545, 8546, 8547, 8787, 8788].flatMap((p) => [`http://127.0.0.1:${p}/*`, `ws://127.0.0.1:${p}/*`]);

const VIEW = '[data-gangway-modal] [data-gangway-view] > :not([role="progressbar"])';
// The floor is hosts/floor-modal: React mounting a dialog through a portal on click and unmounting it
// on Escape, with the markup the bench waits for. Its cycle is Gangway's (click, wait for the view,
// Escape, wait for the dialog to go), so the harness's share (Playwright's selector engine runs in the
// page's isolate and tiers up with use) and React's own mount/unmount code are in both figures.
// `--floor-modal 0`: hosts/floor as measured before 2026-11-29 (a click that re-renders one button).
const FLOOR_MODAL = arg('floor-modal', 1) > 0;

const HOSTS = [
  FLOOR_MODAL
    ? { id: 'floor', label: 'floor (hosts/floor-modal)', dir: path.join(root, 'dist/floor-modal'), port: 5196, query: '', button: '[data-testid="connect"]', view: VIEW }
    : { id: 'floor', label: 'floor (hosts/floor, click only)', dir: path.join(root, 'dist/floor'), port: 5196, query: '', button: '[data-testid="connect"]' },
  { id: 'gangway-basic', label: 'Gangway (basic mode)', dir: DEMO_DIST, port: 5197, query: '?mode=basic&panel=0', button: '[data-testid="gangway-connect"]', view: VIEW },
  { id: 'gangway-all', label: 'Gangway (all features on)', dir: DEMO_DIST, port: 5198, query: '?panel=0', button: '[data-testid="gangway-connect"]', view: VIEW },
];

async function heapUsed(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  return (await cdp.send('Runtime.getHeapUsage')).usedSize;
}

/** A heap snapshot, parsed. */
async function rawSnapshot(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  const chunks = [];
  const onChunk = (e) => chunks.push(e.chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false, captureNumericValue: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  return JSON.parse(chunks.join(''));
}

/** A heap snapshot, reduced to counts and self sizes per node name (constructor) and type. */
async function snapshot(cdp, snap) {
  snap ??= await rawSnapshot(cdp);
  const { node_fields: fields, node_types: [types] } = snap.snapshot.meta;
  const F = fields.length;
  const iType = fields.indexOf('type');
  const iName = fields.indexOf('name');
  const iSize = fields.indexOf('self_size');
  const by = new Map();
  // Strings by value: which words a per-open leak keeps names it (a message, a URL, a key).
  const strings = new Map();
  for (let i = 0; i < snap.nodes.length; i += F) {
    const type = types[snap.nodes[i + iType]];
    if (type === 'number') continue;
    if (type === 'string') {
      const v = snap.strings[snap.nodes[i + iName]].slice(0, 100);
      strings.set(v, (strings.get(v) ?? 0) + 1);
    }
    // V8's internals (arrays, code, hidden objects) by their name only when it says something.
    const raw = snap.strings[snap.nodes[i + iName]];
    const name = type === 'string' || type === 'concatenated string' || type === 'sliced string' ? '(string)'
      : type === 'code' || type === 'hidden' ? raw.slice(0, 60) : raw.slice(0, 80);
    const key = `${type}:${name}`;
    const e = by.get(key) ?? { count: 0, size: 0 };
    e.count += 1;
    e.size += snap.nodes[i + iSize];
    by.set(key, e);
  }
  by.strings = strings;
  return by;
}

function printGrowth(before, after, cycles) {
  const rows = [];
  for (const [key, a] of after) {
    const b = before.get(key) ?? { count: 0, size: 0 };
    if (a.count - b.count > 0 || a.size - b.size > 512) rows.push({ key, count: a.count - b.count, size: a.size - b.size });
  }
  rows.sort((x, y) => y.size - x.size);
  console.log(`  what grew over ${cycles} cycles (heap snapshots, by constructor; self sizes):`);
  for (const r of rows.slice(0, 15)) console.log(`    ${String(r.count).padStart(6)} × ${r.key}  +${(r.size / 1024).toFixed(1)} KB`);
  // By node type: V8's compiled code (tiering up as functions get hot: bounded by the code there is)
  // apart from objects, strings, arrays and Blink's native objects.
  const byType = new Map();
  for (const [key, a] of after) {
    const b = before.get(key) ?? { size: 0 };
    const type = key.slice(0, key.indexOf(':'));
    byType.set(type, (byType.get(type) ?? 0) + a.size - b.size);
  }
  for (const [key, b] of before) if (!after.has(key)) { const type = key.slice(0, key.indexOf(':')); byType.set(type, (byType.get(type) ?? 0) - b.size); }
  console.log(`  growth by node type (self sizes): ${[...byType].filter(([, v]) => Math.abs(v) >= 1024).sort((x, y) => y[1] - x[1]).map(([t, v]) => `${t} ${v >= 0 ? '+' : ''}${(v / 1024).toFixed(0)} KB`).join(', ')}`);
  const words = [...after.strings].map(([v, n]) => [v, n - (before.strings.get(v) ?? 0)]).filter(([, n]) => n > 0).sort((a, b) => b[1] - a[1]).slice(0, 12);
  console.log(`  strings that grew in number (value: count): ${words.map(([v, n]) => `${JSON.stringify(v.slice(0, 60))}: +${n}`).join(', ') || 'none'}`);
  const detached = [...after.entries()].filter(([k]) => /Detached /.test(k)).reduce((n, [, v]) => n + v.count, 0);
  console.log(`  detached DOM nodes at the end: ${detached}`);
  // V8's share only ('native' is Blink's, outside Runtime.getHeapUsage): compiled code apart from the rest.
  let code = 0;
  let rest = 0;
  for (const [type, v] of byType) if (type === 'code') code += v; else if (type !== 'native') rest += v;
  return { code, rest };
}

/** Event listeners on window and document (CDP DOMDebugger), by type. */
async function listeners(page, cdp) {
  const count = {};
  for (const expr of ['window', 'document']) {
    const { result } = await cdp.send('Runtime.evaluate', { expression: expr });
    const { listeners: list } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId });
    for (const l of list) count[`${expr}:${l.type}`] = (count[`${expr}:${l.type}`] ?? 0) + 1;
    await cdp.send('Runtime.releaseObject', { objectId: result.objectId });
  }
  void page;
  return count;
}

async function measure(browser, host) {
  const server = await serveStatic(host.dir, host.port);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    // `--mute-console 1`: the page's console methods are no-ops, so what the console keeps (V8 stores
    // the last 1,000 messages with their arguments) is out of the figure — to tell it from the widget's own.
    if (MUTE_CONSOLE) await page.addInitScript(() => { for (const k of ['log', 'info', 'warn', 'error', 'debug']) console[k] = () => {}; });
    await cdp.send('Network.enable');
    await cdp.send('Network.setBlockedURLs', { urls: BLOCKED });
    await page.goto(`http://127.0.0.1:${host.port}/${host.query}`);
    await page.locator(host.button).waitFor();
    await page.waitForTimeout(1000);
    // One cycle: open and close (Gangway), or one click (the floor: it has no modal).
    const cycle = async () => {
      await page.click(host.button);
      if (!host.view) return;
      await page.locator(host.view).first().waitFor({ timeout: 20_000 });
      await page.keyboard.press('Escape');
      await page.locator('[data-gangway-modal] [role="dialog"]').waitFor({ state: 'detached', timeout: 5_000 });
    };
    await cycle();
    const afterFirst = await heapUsed(cdp);
    // The heap at checkpoints (cycles after the warm-up): [cycle, bytes].
    const points = [[0, afterFirst]];
    let snapBefore;
    let split;
    let listenersBefore;
    let done = 0;
    const runTo = async (n) => {
      while (done < n) {
        await cycle();
        done += 1;
        if (EVERY > 0 && done % EVERY === 0 && done < n) points.push([done, await heapUsed(cdp)]);
      }
    };
    const from = Math.min(SNAP_FROM, CYCLES);
    if (from > 0 && from < CYCLES) {
      await runTo(from);
      points.push([from, await heapUsed(cdp)]);
    }
    let rawBefore;
    if (SNAPSHOTS && RETAINERS) rawBefore = await rawSnapshot(cdp);
    if (SNAPSHOTS && (host.view || RETAINERS)) snapBefore = await snapshot(cdp, rawBefore);
    if (SNAPSHOTS) listenersBefore = await listeners(page, cdp);
    await runTo(CYCLES);
    const afterCycles = await heapUsed(cdp);
    points.push([CYCLES, afterCycles]);
    const growth = afterCycles - afterFirst;
    console.log(`${host.label}: heap ${(afterFirst / 2 ** 20).toFixed(2)} → ${(afterCycles / 2 ** 20).toFixed(2)} MB over ${CYCLES} cycles: ${growth >= 0 ? '+' : ''}${(growth / 1024).toFixed(0)} KB (${((growth / afterFirst) * 100).toFixed(1)} %)`);
    if (snapBefore) {
      const rawAfter = await rawSnapshot(cdp);
      split = printGrowth(snapBefore, await snapshot(cdp, rawAfter), CYCLES - from);
      if (rawBefore) printNewObjects(rawBefore, rawAfter, { cycles: CYCLES - from, groups: GROUPS });
    }
    if (EXTRA > 0) {
      await runTo(CYCLES + EXTRA);
      points.push([CYCLES + EXTRA, await heapUsed(cdp)]);
    }
    const kb = (b) => `${b >= 0 ? '+' : ''}${(b / 1024).toFixed(0)} KB`;
    console.log(`  growth between checkpoints (cycles after the warm-up): ${points.slice(1).map(([n, b], i) => `${points[i][0]}→${n} ${kb(b - points[i][1])}`).join(', ')}`);
    if (listenersBefore) {
      const after = await listeners(page, cdp);
      const grew = Object.keys(after).filter((k) => after[k] !== (listenersBefore[k] ?? 0)).map((k) => `${k} ${listenersBefore[k] ?? 0}→${after[k]}`);
      console.log(`  listeners on window/document that changed: ${grew.length ? grew.join(', ') : 'none'}`);
    }
    return { id: host.id, afterFirst, afterCycles, growth, points, split, snapCycles: CYCLES - from };
  } finally {
    await context.close();
    await server.close();
  }
}

// `--js-flags '<V8 flags>'`: e.g. '--no-opt --no-maglev --no-sparkplug' to see the growth without
// optimised code (what share of it is V8 compiling the hot functions, not objects the widget keeps).
const jsFlagsAt = process.argv.indexOf('--js-flags');
const JS_FLAGS = jsFlagsAt > 0 ? [`--js-flags=${process.argv[jsFlagsAt + 1]}`] : [];
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1', ...JS_FLAGS] });
if (JS_FLAGS.length) console.log(`V8 flags: ${JS_FLAGS[0]}`);
try {
  const results = [];
  // `--only gangway-basic`: fewer hosts (the floor is always measured: it is the baseline).
  const onlyAt = process.argv.indexOf('--only');
  const only = onlyAt > 0 ? process.argv[onlyAt + 1].split(',') : undefined;
  for (const host of HOSTS.filter((h) => h.id === 'floor' || !only || only.includes(h.id))) results.push(await measure(browser, host));
  const floor = results.find((r) => r.id === 'floor');
  console.log(`Heap growth per ${CYCLES} cycles: ${results.map((r) => `${r.id} ${(r.growth / 1024).toFixed(0)} KB`).join(', ')}; over the floor: ${results.filter((r) => r !== floor).map((r) => `${r.id} ${((r.growth - floor.growth) / 1024).toFixed(0)} KB`).join(', ')}`);
  if (results.every((r) => r.split)) {
    // What a per-open leak would show (objects, strings, arrays, closures) apart from the code V8
    // compiles for hot functions (bounded by the code there is; docs/benchmarks.md, the heap entries).
    const kbs = (b) => `${b >= 0 ? '+' : ''}${(b / 1024).toFixed(0)} KB`;
    console.log(`Heap growth over cycles ${CYCLES - results[0].snapCycles}→${CYCLES} by kind (snapshots): ${results.map((r) => `${r.id} objects and strings ${kbs(r.split.rest)}, compiled code ${kbs(r.split.code)}`).join('; ')}`);
  }
  if (EXTRA > 0) {
    const last = (r) => r.points.at(-1)[1] - r.points.at(-2)[1];
    console.log(`Heap growth over the ${EXTRA} cycles after those: ${results.map((r) => `${r.id} ${(last(r) / 1024).toFixed(0)} KB`).join(', ')}; over the floor: ${results.filter((r) => r !== floor).map((r) => `${r.id} ${((last(r) - last(floor)) / 1024).toFixed(0)} KB`).join(', ')}`);
  }
} finally {
  await browser.close();
}
