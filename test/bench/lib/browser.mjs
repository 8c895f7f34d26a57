// Headless Chromium measurements of one served app. Three kinds of run, each on a fresh context (cold
// cache), on the unthrottled loopback or under an emulated slow network:
//   cold    load → button → network quiet → click → dialog → first view
//   intent  the same, with the pointer over the button 150 ms before the click
//   hover   the pointer over the button 150 ms, then the synthetic click of `cold` (not in the report:
//           it tells what the hover costs from what the real press costs)
//   nav     load, and a click in the first frame the button is visible → first view
// and the heap after N open/close cycles. Every request is watched over CDP (what asked for it, when it
// was sent and ended); every one that leaves the app's own server fails (remote hosts do not resolve,
// the devnet's loopback ports are blocked), so each run also shows how the widget behaves with its
// remote services unreachable.
import { createRequire } from 'node:module';
import path from 'node:path';
import { BENCH_DIR } from './paths.mjs';
import { initiatorUrls, waterfall } from './waterfall.mjs';

const require = createRequire(path.join(BENCH_DIR, 'package.json'));
const { chromium } = require('playwright-core');

export const CHROMIUM = process.env.BENCH_CHROMIUM ?? '/usr/bin/chromium';
const HELPERS = path.join(BENCH_DIR, 'lib', 'page-helpers.js');

/**
 * The networks runs are measured on. `slow` is Chrome DevTools' network emulation
 * (Network.emulateNetworkConditions, applied before navigation): 150 ms added to every round trip,
 * 1.6 Mbit/s down, 750 kbit/s up — DevTools' "Slow 4G"-like preset the issue names.
 */
export const NETWORKS = {
  fast: { label: 'unthrottled', conditions: null },
  slow: {
    label: 'slow network (150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up)',
    conditions: { offline: false, latency: 150, downloadThroughput: (1.6e6 / 8) * 1, uploadThroughput: 750e3 / 8 },
  },
};

// Loopback ports the Gangway demo (and other work on this machine) uses for its devnet: blocked like the
// peers' remote hosts, so no run depends on whether someone's devnet happens to be up.
const DEVNET_PORTS = [5173, 5174, 5175, 8545, 8546, 8547, 8787, 8788];
const BLOCKED_URLS = DEVNET_PORTS.flatMap((p) => [`http://127.0.0.1:${p}/*`, `ws://127.0.0.1:${p}/*`, `http://localhost:${p}/*`, `ws://localhost:${p}/*`]);

export function launch() {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--enable-precise-memory-info',
      // No hostname but loopback resolves: every remote request fails at once, as offline.
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
    ],
  });
}

const hostOf = (url) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

/** A fresh context (cold cache) with the bench's helpers and a CDP log of every request. */
async function openPage(browser, server, app, { network = 'fast', autoClick = false } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const config = {
    button: app.button,
    autoClick,
    watch: {
      dialog: { selectors: app.dialog ?? app.view, shadow: app.shadow ?? true, boxOnly: true },
      view: { selectors: app.view, shadow: app.shadow ?? true },
    },
  };
  await context.addInitScript({ content: `window.__benchConfig = ${JSON.stringify(config)};` });
  await context.addInitScript({ path: HELPERS });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e.message).slice(0, 200)));

  const cdp = await context.newCDPSession(page);
  const requests = [];
  const byId = new Map();
  const blocked = []; // requests to a remote host
  const otherLocal = []; // requests to a loopback origin other than the app's server
  const note = (url) => {
    if (/^(data|blob):/.test(url)) return;
    let u;
    try {
      u = new URL(url);
    } catch {
      return;
    }
    if (u.hostname !== '127.0.0.1' && u.hostname !== 'localhost') blocked.push({ url, t: Date.now() });
    else if (u.port !== new URL(server.origin).port) otherLocal.push({ url, t: Date.now() });
  };
  cdp.on('Network.requestWillBeSent', (e) => {
    if (byId.has(e.requestId)) return; // a redirect of a request already counted
    // CDP `timestamp` is a monotonic clock; wallTime is the epoch: keep the offset to place the end too.
    const r = { url: e.request.url, type: e.type, sent: e.wallTime * 1000, offset: e.wallTime * 1000 - e.timestamp * 1000, finished: null, initiators: initiatorUrls(e.initiator) };
    byId.set(e.requestId, r);
    requests.push(r);
    note(r.url);
  });
  const end = (e) => {
    const r = byId.get(e.requestId);
    if (r && r.finished == null) r.finished = e.timestamp * 1000 + r.offset;
  };
  cdp.on('Network.loadingFinished', end);
  cdp.on('Network.loadingFailed', end);
  cdp.on('Network.webSocketCreated', (e) => {
    requests.push({ url: e.url, type: 'WebSocket', sent: Date.now(), finished: null, initiators: initiatorUrls(e.initiator) });
    note(e.url);
  });
  await cdp.send('Network.enable');
  await cdp.send('Network.setBlockedURLs', { urls: BLOCKED_URLS });
  const conditions = NETWORKS[network].conditions;
  if (conditions) await cdp.send('Network.emulateNetworkConditions', conditions);
  return { context, page, cdp, requests, blocked, otherLocal, errors };
}

/** Wait until `fn` (run in the page) returns something other than null/undefined; null on timeout. */
async function pageWait(page, fn, arg, timeout, polling = 50) {
  try {
    const h = await page.waitForFunction(fn, arg, { polling, timeout });
    const v = await h.jsonValue();
    await h.dispose(); // an undisposed handle would stay alive in the page and show up in the heap figures
    return v;
  } catch {
    return null;
  }
}

/** performance.now() (ms since navigation start) when any of `selectors` is first visible; null on timeout. */
async function whenVisible(page, selectors, timeout) {
  return pageWait(page, (s) => (window.__bench.find(s) ? performance.now() : null), selectors, timeout, 'raf');
}

/** Wait until no request (to the server or anywhere else) for `quietMs` (cap `maxMs`). */
async function settle(requests, { quietMs = 1000, maxMs = 15000 } = {}) {
  const start = Date.now();
  let last = -1;
  let lastChange = Date.now();
  while (Date.now() - start < maxMs) {
    const n = requests.length;
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

const hosts = (list) => [...new Set(list.map((b) => hostOf(b.url)))].sort();

/**
 * One run of `mode` ('cold' | 'intent' | 'nav') on `network` ('fast' | 'slow').
 * Times are in-page performance.now() differences, read in the first animation frame in which the
 * element is visible (lib/page-helpers.js): click → dialog, click → first view; for nav, navigation →
 * button and navigation → first view; for intent, how long the pointer was over the button first.
 */
export async function measureRun(browser, server, app, { network = 'fast', mode = 'cold', viewTimeout = 30000, screenshot = null } = {}) {
  const s = await openPage(browser, server, app, { network, autoClick: mode === 'nav' });
  const { context, page, requests, blocked, otherLocal, errors } = s;
  const from = server.log.length;
  const base = { network, mode };
  try {
    await page.goto(server.origin + '/' + app.query, { waitUntil: 'commit', timeout: 60000 });
    const buttonMs = await pageWait(page, () => window.__bench.buttonT, null, 60000);
    if (buttonMs == null) return { ...base, ok: false, reason: 'connect button never visible', errors };

    let loaded = null;
    let settledAt = null;
    if (mode !== 'nav') {
      await settle(requests);
      // "The page idle": two idle callbacks a frame apart (capped at 5 s on a busy machine), then quiet
      // again — what a prefetch that waits for load and idleness (Gangway's `visible`, `idle`) asked for
      // by then has arrived, as it would have for a visitor who reads the page before clicking.
      await page.evaluate(() => new Promise((done) => {
        setTimeout(done, 5000);
        requestIdleCallback(() => requestAnimationFrame(() => requestIdleCallback(done)));
      }));
      await settle(requests);
      loaded = { ...tally(server.log.slice(from)), blocked: blocked.length, otherLocal: otherLocal.length };
      settledAt = server.log.length;
      // The host's own page load: its load event and first contentful paint (issue 35: the default
      // prefetch must leave them within noise of 'intent').
      Object.assign(base, await page.evaluate(() => {
        const nav = performance.getEntriesByType('navigation')[0];
        const fcp = performance.getEntriesByName('first-contentful-paint')[0];
        return { loadMs: nav?.loadEventEnd || null, fcpMs: fcp?.startTime ?? null };
      }));
      await page.evaluate(() => window.__bench.arm());
      if (mode === 'intent' || mode === 'hover') {
        const box = await page.locator(app.button).boundingBox();
        const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
        await page.mouse.move(x, y);
        await page.waitForTimeout(150);
        if (mode === 'intent') {
          await page.mouse.down();
          await page.mouse.up();
        } else {
          // `hover`: the pointer's arrival (the intent prefetch) without the real press — a synthetic
          // click as in `cold`; tells the hover's own cost from the real input's.
          await page.evaluate((sel) => document.querySelector(sel).click(), app.button);
        }
      } else {
        // A synthetic click: no pointer or focus event before it, so no intent prefetch: the cold case.
        await page.evaluate((sel) => document.querySelector(sel).click(), app.button);
      }
    }
    const marks = await pageWait(page, () => (window.__bench.marks.view != null && window.__bench.marks.dialog != null ? window.__bench.marks : null), null, viewTimeout);
    const b = await page.evaluate(() => ({ clickT: window.__bench.clickT, intentT: window.__bench.intentT, marks: window.__bench.marks, longTasks: window.__bench.longTasks, origin: performance.timeOrigin }));
    const toView = { ...tally(server.log.slice(from)), blocked: blocked.length, otherLocal: otherLocal.length };
    const onOpen = settledAt == null ? null : tally(server.log.slice(settledAt));
    const ok = marks != null && b.clickT != null;
    const trigger = b.intentT ?? b.clickT;
    // The click's requests (from the pointer's arrival, with intent); a navigation run's click lands
    // while the page is still loading, so its window would mix both: none there.
    const wave = ok && mode !== 'nav' ? waterfall(requests, { from: b.origin + trigger - 1, to: b.origin + b.marks.view, origin: server.origin }) : null;
    if (screenshot && ok) {
      // For a human to see what "opened" looked like offline; taken after the figures are read.
      await page.waitForTimeout(2000);
      await page.screenshot({ path: screenshot });
    }
    const since = (t) => (t != null && b.clickT != null ? t - b.clickT : null);
    // Every request from the pointer's arrival (or the click) on, times from the click: what the
    // interaction fetched and whether the first view waited on it (run.mjs --requests prints them).
    const clickAt = b.origin + (b.clickT ?? 0);
    const sinceClick = (t) => (t == null ? null : Math.round(t - clickAt));
    const interaction = ok && mode !== 'nav'
      ? requests.filter((r) => r.sent >= b.origin + trigger - 1).map((r) => ({ url: r.url.replace(server.origin, '').replace(/\?.*$/, ''), type: r.type, sent: sinceClick(r.sent), finished: sinceClick(r.finished) }))
      : undefined;
    return {
      ...base,
      ok,
      reason: ok ? undefined : `no visible dialog and first view within ${viewTimeout} ms of the click`,
      buttonMs,
      clickToDialogMs: since(b.marks.dialog),
      clickToViewMs: since(b.marks.view),
      navToViewMs: mode === 'nav' ? (b.marks.view ?? null) : undefined,
      intentLeadMs: b.intentT != null && b.clickT != null ? b.clickT - b.intentT : undefined,
      wave,
      interaction,
      longTasks: ok ? b.longTasks.map((t) => ({ start: Math.round(since(t.start)), duration: Math.round(t.duration) })) : undefined,
      loaded,
      onOpen,
      toView,
      blockedHosts: hosts(blocked),
      otherLocalOrigins: [...new Set(otherLocal.map((o) => new URL(o.url).origin))].sort(),
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

/** JS heap after load, after one open/close (modal code warm), and after `cycles` more (unthrottled). */
export async function measureHeap(browser, server, app, cycles = 100) {
  const { context, page, cdp, requests } = await openPage(browser, server, app);
  try {
    await page.goto(server.origin + '/' + app.query, { waitUntil: 'commit' });
    if ((await whenVisible(page, [app.button], 30000)) == null) return { ok: false, reason: 'no button' };
    await settle(requests);
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
