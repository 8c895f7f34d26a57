// Helpers of the load benchmarks (../load.mjs): the devnet, Chromium, long tasks per phase, JS heap.
import { chromium } from '@playwright/test';
import { DEFAULT_PORTS, startDevnet } from '@gangway/devnet';

/** The devnet on the default ports if one runs, else a fresh one (stopped at the end). */
export async function startDevnetOrReuse() {
  const api = `http://127.0.0.1:${DEFAULT_PORTS.api}`;
  try {
    const info = await fetch(`${api}/__admin/info`, { signal: AbortSignal.timeout(2000) });
    if (info.ok) return { urls: await info.json(), stop: async () => {} };
  } catch { /* none running: start one */ }
  const d = await startDevnet();
  return { urls: { ...d.urls, projectId: d.projectId, contracts: d.contracts }, stop: d.stop };
}

export const launch = () => chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });

/** Records every long task (> 50 ms) with the phase current when it ended. */
export async function observeLongTasks(page) {
  await page.addInitScript(() => {
    const w = /** @type {any} */ (window);
    w.__longTasks = [];
    w.__phase = 'load';
    new PerformanceObserver((list) => { for (const e of list.getEntries()) w.__longTasks.push({ phase: w.__phase, ms: e.duration }); }).observe({ type: 'longtask', buffered: true });
  });
}

export const setPhase = (page, phase) => page.evaluate((p) => { /** @type {any} */ (window).__phase = p; }, phase);

/** Long tasks per phase: how many, the longest, the sum. */
export async function longTaskSummary(page) {
  const tasks = await page.evaluate(() => /** @type {any} */ (window).__longTasks);
  const out = {};
  for (const t of tasks) {
    const s = (out[t.phase] ??= { count: 0, maxMs: 0, totalMs: 0 });
    s.count += 1;
    s.maxMs = Math.max(s.maxMs, Math.round(t.ms));
    s.totalMs += Math.round(t.ms);
  }
  return out;
}

/** JS heap in use after a forced garbage collection (CDP), in MB with one decimal. */
export async function heapMb(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('Performance.enable');
  const { metrics } = await cdp.send('Performance.getMetrics');
  await cdp.detach();
  const used = metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0;
  return Math.round((used / 1048576) * 10) / 10;
}
