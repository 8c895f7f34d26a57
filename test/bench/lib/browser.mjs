// Headless Chromium measurements of one served app: load → button → (settle) → click → first view,
// and heap after N open/close cycles. Every non-local request is aborted and recorded, so each run
// also shows how the widget behaves with its remote services unreachable.
import { createRequire } from 'node:module';
import path from 'node:path';
import { BENCH_DIR } from './paths.mjs';

const require = createRequire(path.join(BENCH_DIR, 'package.json'));
const { chromium } = require('playwright-core');

export const CHROMIUM = process.env.BENCH_CHROMIUM ?? '/usr/bin/chromium';
const HELPERS = path.join(BENCH_DIR, 'lib', 'page-helpers.js');

export function launch() {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--enable-precise-memory-info',
      // Backstop for anything page.route cannot see (e.g. a WebSocket opened by a worker): no
      // hostname but loopback resolves.
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
    ],
  });
}

const isLocal = (url) => {
  try {
    const u = new URL(url);
    return u.hostname === '127.0.0.1' || u.protocol === 'data:' || u.protocol === 'blob:';
  } catch {
    return false;
  }
};

/** A fresh context (cold cache) whose non-local HTTP and WebSocket traffic is aborted and logged. */
async function openPage(browser, origin) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const blocked = [];
  // Loopback but not the app's server (e.g. a devnet port): let through, but count it, since the
  // server's log (the byte counts) never sees these.
  const otherLocal = [];
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (isLocal(url)) {
      if (url.startsWith('http') && new URL(url).origin !== origin) otherLocal.push({ url, t: Date.now() });
      return route.continue();
    }
    blocked.push({ url, t: Date.now() });
    return route.abort('internetdisconnected');
  });
  await context.routeWebSocket(/.*/, (ws) => {
    if (isLocal(ws.url())) return ws.connectToServer();
    blocked.push({ url: ws.url(), t: Date.now() });
    ws.close({ code: 1006, reason: 'offline (bench)' });
  });
  await context.addInitScript({ path: HELPERS });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e.message).slice(0, 200)));
  return { context, page, blocked, otherLocal, errors };
}

/** performance.now() (ms since navigation start) when any of `selectors` is first visible; null on timeout. */
async function whenVisible(page, selectors, timeout) {
  try {
    const h = await page.waitForFunction((s) => (window.__bench.find(s) ? performance.now() : null), selectors, {
      polling: 'raf',
      timeout,
    });
    const v = await h.jsonValue();
    await h.dispose(); // an undisposed handle would stay alive in the page and show up in the heap figures
    return v;
  } catch {
    return null;
  }
}

/** Wait until neither the server nor the blocker has seen a request for `quietMs` (cap `maxMs`). */
async function settle(log, blocked, { quietMs = 1000, maxMs = 15000 } = {}) {
  const start = Date.now();
  let last = -1;
  let lastChange = Date.now();
  while (Date.now() - start < maxMs) {
    const n = log.length + blocked.length;
    if (n !== last) [last, lastChange] = [n, Date.now()];
    else if (Date.now() - lastChange >= quietMs) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}

const tally = (entries) => {
  const out = { requests: entries.length, bytes: 0, jsRequests: 0, jsBytes: 0 };
  for (const e of entries) {
    out.bytes += e.bytes;
    if (e.type === 'js' || e.type === 'mjs') [out.jsRequests, out.jsBytes] = [out.jsRequests + 1, out.jsBytes + e.bytes];
  }
  return out;
};

/**
 * One cold run. Phases: navigation → connect button visible → network quiet ("loaded": what the page
 * pulls in before the user does anything) → click → first modal view visible.
 */
export async function measureRun(browser, server, app, { viewTimeout = 20000, screenshot = null } = {}) {
  const { context, page, blocked, otherLocal, errors } = await openPage(browser, server.origin);
  const from = server.log.length;
  try {
    await page.goto(server.origin + '/' + app.query, { waitUntil: 'commit' });
    const buttonMs = await whenVisible(page, [app.button], 30000);
    if (buttonMs == null) return { ok: false, reason: 'connect button never visible', errors };
    await settle(server.log, blocked);
    const loaded = { ...tally(server.log.slice(from)), blocked: blocked.length, otherLocal: otherLocal.length };
    const settledAt = server.log.length;

    await page.click(app.button);
    const viewAt = await whenVisible(page, app.view, viewTimeout);
    const clickT = await page.evaluate(() => window.__bench.clickT);
    const toView = { ...tally(server.log.slice(from)), blocked: blocked.length, otherLocal: otherLocal.length };
    const onOpen = tally(server.log.slice(settledAt));
    if (screenshot) {
      // For a human to see what "opened" looked like offline; taken after the figures are read.
      await page.waitForTimeout(2000);
      await page.screenshot({ path: screenshot });
    }
    return {
      ok: viewAt != null,
      reason: viewAt == null ? `no visible first view within ${viewTimeout} ms of the click` : undefined,
      buttonMs,
      clickToViewMs: viewAt != null && clickT != null ? viewAt - clickT : null,
      loaded,
      onOpen,
      toView,
      blockedHosts: [...new Set(blocked.map((b) => new URL(b.url).host))].sort(),
      otherLocalOrigins: [...new Set(otherLocal.map((b) => new URL(b.url).origin))].sort(),
      errors,
    };
  } finally {
    await context.close();
  }
}

async function heapUsed(cdp) {
  // Two passes: the first can leave objects with finalizers for the second.
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  return (await cdp.send('Runtime.getHeapUsage')).usedSize;
}

/** Close the modal the way a user would (Escape); then the app's close button if it has one. */
async function closeModal(page, app) {
  await page.keyboard.press('Escape');
  const gone = () =>
    page.waitForFunction((s) => !window.__bench.find(s), app.view, { polling: 'raf', timeout: 3000 }).then((h) => h.dispose());
  try {
    return await gone().then(() => true);
  } catch {
    for (const sel of app.closeButtons ?? []) {
      try {
        await page.locator(sel).first().click({ timeout: 1000 });
        return await gone().then(() => true);
      } catch {}
    }
    return false;
  }
}

/** JS heap after load, after one open/close (modal code warm), and after `cycles` more. */
export async function measureHeap(browser, server, app, cycles = 100) {
  const { context, page, blocked } = await openPage(browser, server.origin);
  try {
    await page.goto(server.origin + '/' + app.query, { waitUntil: 'commit' });
    if ((await whenVisible(page, [app.button], 30000)) == null) return { ok: false, reason: 'no button' };
    await settle(server.log, blocked);
    const cdp = await context.newCDPSession(page);
    const afterLoad = await heapUsed(cdp);
    let done = 0;
    let afterFirst;
    const t0 = Date.now();
    for (let i = 0; i <= cycles; i++) {
      await page.click(app.button);
      if ((await whenVisible(page, app.view, 20000)) == null) return { ok: false, reason: `open #${i + 1} failed`, done };
      if (!(await closeModal(page, app))) return { ok: false, reason: `close #${i + 1} failed (Escape)`, done };
      if (i === 0) afterFirst = await heapUsed(cdp);
      else done++;
    }
    const afterCycles = await heapUsed(cdp);
    return { ok: true, cycles: done, afterLoad, afterFirst, afterCycles, growth: afterCycles - afterFirst, seconds: (Date.now() - t0) / 1000 };
  } finally {
    await context.close();
  }
}

export async function chromiumVersion(browser) {
  return browser.version();
}
