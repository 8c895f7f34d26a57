#!/usr/bin/env node
// `npm run bench`: install what is missing, build every app (Gangway through the root build), measure
// them all in one run, write test/bench/results.json and docs/benchmarks.md.
//
// Options: --runs N (default 5)  --cycles N (default 100)  --only id,id  --no-build (reuse dist)
//          --networks fast,slow (default both)  --modes cold,intent,nav (default all)
//          --no-write (print only)  --report-only (re-render docs/benchmarks.md and its charts from results.json's runs)
//          --requests (print each run's requests from the pointer's arrival, or the click, on)
//          --keep-others (with --only: the apps not measured keep their runs and heap from the previous results.json,
//                         and the report says so)  --no-heap (skip the open/close cycles; with --keep-others the
//                         previous heap figures stay)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BENCH_DIR, DIST_DIR, GANGWAY_DIST, ROOT_DIR } from './lib/paths.mjs';

/**
 * docs/benchmarks.md is regenerated here, except what follows KEEP_MARKER: sections other scripts
 * measure and people write up (the load benchmarks of test/bench/load.mjs), kept as they are.
 */
const KEEP_MARKER = '<!-- kept by test/bench/run.mjs: sections below are not generated -->';
function withKeptSections(md) {
  const file = path.join(ROOT_DIR, 'docs', 'benchmarks.md');
  const old = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const at = old.indexOf(KEEP_MARKER);
  return at < 0 ? md : `${md.trimEnd()}\n\n${old.slice(at)}`;
}

const arg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i < 0 ? dflt : process.argv[i + 1];
};
const flag = (name) => process.argv.includes(`--${name}`);
const RUNS = Number(arg('runs', 5));
const CYCLES = Number(arg('cycles', 100));
const ONLY = arg('only', '')?.split(',').filter(Boolean);
const NETS = arg('networks', 'fast,slow').split(',').filter(Boolean);
const MODES = arg('modes', 'cold,intent,nav').split(',').filter(Boolean);
// Unthrottled runs first, the cold one first of all (its first run gives the byte figures and the screenshot).
const SCENARIOS = NETS.flatMap((network) => MODES.map((mode) => ({ network, mode })));
const say = (...a) => console.log('[bench]', ...a);
let previous = null;
try { previous = JSON.parse(readFileSync(path.join(BENCH_DIR, 'results.json'), 'utf8')); } catch {}
const previousApp = (id) => previous?.apps?.find((a) => a.id === id);

if (flag('report-only')) {
  const { renderMarkdown, ratios, summarize } = await import('./lib/report.mjs');
  const results = JSON.parse(readFileSync(path.join(BENCH_DIR, 'results.json'), 'utf8'));
  // Summaries again from the raw runs, so a change to how they are summarised shows without a new run.
  const floorApp = results.apps.find((a) => a.kind === 'floor' && a.runs);
  if (floorApp) floorApp.summary = summarize(floorApp, null);
  const floor = floorApp?.summary ? { id: floorApp.id, initialJs: floorApp.summary.initialJs } : null;
  for (const app of results.apps) if (app.runs && app !== floorApp) app.summary = summarize(app, floor);
  results.ratios = { 'gangway-basic': ratios(results.apps, 'gangway-basic'), 'gangway-all': ratios(results.apps, 'gangway-all') };
  writeFileSync(path.join(BENCH_DIR, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(path.join(ROOT_DIR, 'docs', 'benchmarks.md'), withKeptSections(renderMarkdown(results)));
  const { writeBenchCharts } = await import('./lib/charts.mjs');
  writeBenchCharts(results, path.join(ROOT_DIR, 'docs', 'images'));
  say('re-rendered docs/benchmarks.md and its charts (docs/images/bench-*.svg), and the summaries in results.json, from test/bench/results.json');
  process.exit(0);
}

// 1. Installs. The root's (rspack, React, Playwright) for a fresh clone; the bench's own for the peers.
function npmInstall(dir) {
  say(`npm install in ${path.relative(ROOT_DIR, dir) || '.'} …`);
  const r = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--prefix', dir], { cwd: dir, stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`npm install failed in ${dir}`);
}
if (!existsSync(path.join(ROOT_DIR, 'node_modules', '@rspack', 'core'))) npmInstall(ROOT_DIR);
const benchDeps = Object.keys(JSON.parse(readFileSync(path.join(BENCH_DIR, 'package.json'), 'utf8')).dependencies);
if (benchDeps.some((d) => !existsSync(path.join(BENCH_DIR, 'node_modules', d, 'package.json')))) npmInstall(BENCH_DIR);

// Imported only now: they resolve packages the installs above provide.
const { APPS, FLOOR } = await import('./lib/apps.mjs');
const { buildApp } = await import('./lib/build.mjs');
const { buildGangway, gangwayBuilt, pluginCosts, snapshotGangway } = await import('./lib/gangway.mjs');
const { staticSizes } = await import('./lib/sizes.mjs');
const { serve } = await import('./lib/serve.mjs');
const { launch, measureRun, measureHeap, NETWORKS } = await import('./lib/browser.mjs');
const { machineInfo, installedVersion } = await import('./lib/machine.mjs');
const { renderMarkdown, ratios, summarize } = await import('./lib/report.mjs');

const apps = APPS.filter((a) => !ONLY?.length || ONLY.includes(a.id) || a === FLOOR).map((a) => ({ ...a, status: 'pending' }));

// 2. Builds. Gangway first through the project's own build; a failure there must not stop the peers.
let gangwayBuild = { ok: null, log: '' };
if (flag('no-build')) {
  if (!gangwayBuilt()) snapshotGangway();
} else {
  if (apps.some((a) => a.kind === 'gangway')) {
    say('building Gangway (root npm run build) …');
    gangwayBuild = buildGangway();
    if (!gangwayBuild.ok) {
      say(`Gangway build failed or produced no dist/demo:\n${gangwayBuild.log.split('\n').slice(-20).join('\n')}`);
      for (const a of apps.filter((x) => x.kind === 'gangway')) [a.status, a.error] = ['build failed', gangwayBuild.log.slice(-2000)];
    }
  }
  for (const app of apps.filter((a) => a.kind !== 'gangway')) {
    const t = Date.now();
    try {
      await buildApp(app);
      say(`built ${app.id} in ${((Date.now() - t) / 1000).toFixed(1)} s`);
    } catch (e) {
      app.status = 'build failed';
      app.error = e.message;
      say(e.message);
    }
  }
}
for (const app of apps) {
  if (app.status !== 'pending') continue;
  const built = app.kind === 'gangway' ? gangwayBuilt() : existsSync(path.join(app.outDir, 'index.html'));
  if (!built) app.status = 'not built';
  else app.static = staticSizes(app.outDir);
}

// 3. Browser runs, round-robin (run 1 of every app, then run 2, …) so slow phases of a noisy machine
//    spread over all apps instead of landing on one; each round runs every scenario (network × mode).
const live = apps.filter((a) => a.static);
const servers = new Map();
for (const app of live) servers.set(app.id, await serve(app.outDir));
const browser = await launch();
const chromium = browser.version();
mkdirSync(path.join(DIST_DIR, 'shots'), { recursive: true });
try {
  const t0 = Date.now();
  const f = (v) => (v == null ? '—' : Math.round(v));
  for (let i = 0; i < RUNS; i++) {
    for (const app of live) {
      for (const { network, mode } of SCENARIOS) {
        const first = i === 0 && network === 'fast' && mode === 'cold';
        const r = await measureRun(browser, servers.get(app.id), app, {
          network,
          mode,
          screenshot: first ? path.join(DIST_DIR, 'shots', `${app.id}.png`) : null,
        });
        (app.runs ??= []).push(r);
        const figures = mode === 'nav'
          ? `nav→view ${f(r.navToViewMs)} ms`
          : `click→dialog ${f(r.clickToDialogMs)} ms, click→view ${f(r.clickToViewMs)} ms, depth ${r.wave?.depth ?? '—'}, waves ${r.wave?.scriptWaves ?? '—'}`;
        say(`run ${i + 1}/${RUNS} ${app.id} ${network}/${mode}: ${r.ok ? `button ${f(r.buttonMs)} ms, ${figures}` : r.reason}`);
        if (flag('requests') && r.interaction) {
          say(`  pointer over the button ${f(r.intentLeadMs)} ms before the click; view at ${f(r.clickToViewMs)} ms; requests (ms from the click):`);
          if (r.longTasks?.length) say(`    long tasks (start ms from the click, duration): ${r.longTasks.map((t) => `${t.start}+${t.duration}`).join(', ')}`);
          for (const q of r.interaction.filter((x) => !x.url.startsWith('data:'))) say(`    ${q.type} ${q.url} sent ${q.sent}, ended ${q.finished ?? '—'}`);
        }
      }
    }
    say(`round ${i + 1}/${RUNS} done after ${Math.round((Date.now() - t0) / 1000)} s`);
  }
  for (const app of flag('no-heap') ? [] : live) {
    say(`heap: ${CYCLES} open/close cycles of ${app.id} …`);
    app.heap = await measureHeap(browser, servers.get(app.id), app, CYCLES);
    say(`heap ${app.id}: ${app.heap.ok ? `${(app.heap.afterCycles / 2 ** 20).toFixed(1)} MB` : app.heap.reason}`);
  }
} finally {
  await browser.close();
  for (const s of servers.values()) await s.close();
}

// 4. Results. With --keep-others, the apps this run did not measure come from the previous results.json.
const keptIds = [];
if (flag('keep-others') && previous) {
  const measured = new Map(apps.map((a) => [a.id, a]));
  apps.length = 0;
  for (const a of APPS) {
    const old = previousApp(a.id);
    // Measured here, unless it could not be (e.g. not built with --no-build): then the previous figures.
    if (measured.get(a.id)?.runs || !old?.runs) { if (measured.has(a.id)) apps.push(measured.get(a.id)); }
    else { apps.push({ ...a, ...old, label: a.label }); keptIds.push(a.id); }
  }
}
if (flag('no-heap')) for (const app of apps) if (!app.heap && previousApp(app.id)?.heap) app.heap = previousApp(app.id).heap;
const floorApp = apps.find((a) => a.id === FLOOR.id);
if (floorApp?.runs) floorApp.summary = summarize(floorApp, null);
const floor = floorApp?.summary ? { id: FLOOR.id, initialJs: floorApp.summary.initialJs } : null;
for (const app of apps.filter((a) => a.runs)) {
  if (app !== floorApp) app.summary = summarize(app, floor);
  if (app.summary) app.status = app.summary.opened.startsWith('0/') ? 'modal did not open' : 'ok';
}
// The previous results.json's heap figures: this run's are checked against them (no regression).
let baseline = null;
try {
  const old = JSON.parse(readFileSync(path.join(BENCH_DIR, 'results.json'), 'utf8'));
  const heap = Object.fromEntries((old.apps ?? []).filter((a) => a.heap?.ok).map((a) => [a.id, a.heap.afterCycles]));
  if (Object.keys(heap).length) baseline = { from: `run of ${old.machine?.date?.slice(0, 10)} at commit ${old.machine?.gitCommit}`, heap };
} catch {}
const pkgs = ['react', 'react-dom', '@reown/appkit', '@reown/appkit-adapter-wagmi', '@rainbow-me/rainbowkit', 'connectkit', 'thirdweb', 'wagmi', '@wagmi/core', '@wagmi/connectors', 'viem', '@tanstack/react-query', '@rspack/core', 'playwright-core'];
const results = {
  settings: {
    runs: RUNS,
    cycles: CYCLES,
    scenarios: SCENARIOS.map((s) => `${s.network}/${s.mode}`),
    networks: Object.fromEntries(NETS.map((n) => [n, NETWORKS[n].conditions])),
  },
  machine: machineInfo(await chromium),
  versions: Object.fromEntries(pkgs.map((p) => [p, installedVersion(p)])),
  gangway: { dist: path.relative(ROOT_DIR, GANGWAY_DIST), buildOk: gangwayBuild.ok, built: gangwayBuilt(), pluginCosts: gangwayBuilt() ? pluginCosts() : null },
  baseline,
  kept: keptIds.length ? { from: `run of ${previous.machine?.date?.slice(0, 10)} at commit ${previous.machine?.gitCommit}`, apps: keptIds, heap: flag('no-heap') } : undefined,
  apps: apps.map(({ entry, outDir, ...rest }) => rest),
};
results.ratios = { 'gangway-basic': ratios(results.apps, 'gangway-basic'), 'gangway-all': ratios(results.apps, 'gangway-all') };

const md = renderMarkdown(results);
if (flag('no-write')) console.log(md);
else {
  writeFileSync(path.join(BENCH_DIR, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(path.join(ROOT_DIR, 'docs', 'benchmarks.md'), withKeptSections(md));
  const { writeBenchCharts } = await import('./lib/charts.mjs');
  writeBenchCharts(results, path.join(ROOT_DIR, 'docs', 'images'));
  say('wrote test/bench/results.json, docs/benchmarks.md and its charts (docs/images/bench-*.svg)');
  console.log(md.split('## Bytes')[0].split('## The first open, side by side')[1]);
}
if (!flag('no-long-lists') && !flag('report-only')) spawnSync(process.execPath, [path.join(BENCH_DIR, 'long-lists.mjs')], { stdio: 'inherit' }); // issue 35's long lists and heap cycles (test/bench/long-lists.mjs); --no-long-lists skips them
