#!/usr/bin/env node
// The click's waterfall under the bench's slow network (150 ms RTT, 1.6 Mbit/s down): for each request
// from the click to the first view, when it was sent, when its response started and ended (ms after the
// first one), its bytes on the wire and whether it reused a connection. It shows what bounds the cold
// click: the scripts of the one wave share the emulated bandwidth, so the last byte lands at about
// 150 ms + (bytes ÷ 200 KB/s), and the first view follows ~50 ms later.
//
//   npm run build (dist/demo), then: flock /tmp/playwright.lock node test/bench/click-waterfall.mjs [--runs 2] [--query '?mode=basic&panel=0']
import { createRequire } from 'node:module';
import path from 'node:path';
import { BENCH_DIR, GANGWAY_SNAPSHOT } from './lib/paths.mjs';
import { serve } from './lib/serve.mjs';
import { snapshotGangway } from './lib/gangway.mjs';
const require = createRequire(path.join(BENCH_DIR, 'package.json'));
const { chromium } = require('playwright-core');
const arg = (name, dflt) => { const i = process.argv.indexOf(`--${name}`); return i < 0 ? dflt : process.argv[i + 1]; };
const RUNS = Number(arg('runs', 2));
const QUERY = arg('query', '?mode=basic&panel=0');
snapshotGangway();
const server = await serve(GANGWAY_SNAPSHOT);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'] });
for (let run = 0; run < RUNS; run++) {
const ctx = await browser.newContext();
const page = await ctx.newPage();
const cdp = await ctx.newCDPSession(page);
await cdp.send('Network.enable');
await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 });
const reqs = new Map();
cdp.on('Network.requestWillBeSent', (e) => reqs.set(e.requestId, { url: e.request.url, sent: e.timestamp }));
cdp.on('Network.responseReceived', (e) => { const r = reqs.get(e.requestId); if (r) { r.resp = e.timestamp; r.timing = e.response.timing; r.conn = e.response.connectionId; r.reused = e.response.connectionReused; } });
cdp.on('Network.loadingFinished', (e) => { const r = reqs.get(e.requestId); if (r) { r.done = e.timestamp; r.bytes = e.encodedDataLength; } });
cdp.on('Network.loadingFailed', (e) => { const r = reqs.get(e.requestId); if (r) { r.done = e.timestamp; r.failed = e.errorText; } });
await page.goto(server.origin + '/' + QUERY);
await page.getByTestId('gangway-connect').waitFor();
await page.waitForTimeout(2500);
const before = new Set(reqs.keys());
await page.evaluate(() => document.querySelector('[data-testid="gangway-connect"]').click());
await page.locator('[data-gangway-modal] [data-gangway-view] > :not([role="progressbar"])').first().waitFor();
// What the view asks for right after it shows is printed too (the requests after the last script).
await page.waitForTimeout(500);
const mine = [...reqs.entries()].filter(([id]) => !before.has(id)).map(([, r]) => r);
const base = Math.min(...mine.map((r) => r.sent));
const at = (t) => (t == null ? '—' : ((t - base) * 1000).toFixed(0)).padStart(5);
const total = mine.reduce((s, r) => s + (r.bytes ?? 0), 0);
console.log(`run ${run + 1}: ${mine.length} requests, ${(total / 1024).toFixed(1)} KB on the wire (ms after the first request: sent → response → done)`);
for (const r of mine.sort((a, b) => a.sent - b.sent)) console.log(`  ${((r.sent - base) * 1000).toFixed(0).padStart(5)} → resp ${at(r.resp)} → done ${at(r.done)}  ${String(r.bytes ?? '').padStart(6)}B conn ${r.conn} reused ${r.reused} ${r.failed ?? ''} ${r.url.replace(server.origin, '').slice(0, 80)}`);
await ctx.close();
}
await browser.close(); await server.close();
