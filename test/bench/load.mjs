#!/usr/bin/env node
// Load benchmarks (issue 18 item 7): the widget with big remote data — a 5,000-wallet registry, a
// 1,000-token account, a 10,000-entry history. Prints long tasks (> 50 ms, PerformanceObserver) per
// phase, wall times and the JS heap (CDP, after a forced GC) before and after; asserts nothing.
// The figures of record are in docs/benchmarks.md.
//
//   npm run build   (dist/demo at least), then, under the shared browser lock:
//   flock /tmp/playwright.lock node test/bench/load.mjs [--only registry,tokens,history]
//        [--wallets 5000] [--tokens 1000] [--entries 10000] [--runs 1]
//
// The devnet is reused on the default ports or started; the demo is served from dist/demo on :5173.
// The big answers are synthetic and served by the page's router (route.fulfill) in the shape of the
// devnet's endpoints (spec §3/§7), so the numbers are the widget's, not the emulator's.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { evmAccounts } from '@gangway/devnet/accounts';
import { installInjectedWallet } from '@gangway/devnet/wallets';
import { buildRegistry, queryRegistry } from '../devnet/src/api/registry.mjs';
import { serveStatic } from '../../scripts/serve-static.mjs';
import { heapMb, launch, longTaskSummary, observeLongTasks, setPhase, startDevnetOrReuse } from './lib/load-helpers.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const ONLY = String(arg('only', 'registry,tokens,history')).split(',');
const WALLETS = Number(arg('wallets', 5000));
const TOKENS = Number(arg('tokens', 1000));
const ENTRIES = Number(arg('entries', 10_000));
const RUNS = Number(arg('runs', 1));
const HISTORY_PAGE = 1000;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DEMO = 'http://127.0.0.1:5173/?panel=0';
const WALLET_ROW = '[data-testid="wallet-eip6963:dev.gangway.testwallet"]';
const cors = { 'access-control-allow-origin': '*' };

/** A page with the injected test wallet (approving by itself) and the long-task observer. */
async function newPage(browser, devnet, { apiBalances = false } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const account = evmAccounts[5];
  await installInjectedWallet(page, { urls: devnet, contracts: devnet.contracts, account, autoApprove: true });
  if (apiBalances) {
    // No asset discovery in the wallet: balances come from the balance API (the 1,000-token answer).
    await page.addInitScript(() => {
      const w = /** @type {any} */ (window);
      const original = w.__gangwayTestWalletBridge;
      w.__gangwayTestWalletBridge = async (req) => (req.method === 'wallet_getCapabilities' ? { error: { code: -32601, message: 'Method not found' } } : original(req));
    });
  }
  await observeLongTasks(page);
  return { context, page, account };
}

async function connect(page) {
  await page.goto(DEMO);
  await page.getByTestId('gangway-connect').click();
  await page.locator(WALLET_ROW).click();
  await page.locator('[data-gangway-view="Account"]').waitFor();
}

/** Wheel over an element until `done()` says so; returns the wheel steps taken. */
async function wheelUntil(page, locator, done, step = 1200, max = 3_000) {
  const box = await locator.boundingBox();
  await page.mouse.move(box.x + box.width / 2, box.y + Math.min(box.height / 2, 200));
  let n = 0;
  for (; n < max; n++) {
    if (await done()) break;
    await page.mouse.wheel(0, step);
  }
  if (n >= max) throw new Error(`still not at the end after ${max} wheel steps`);
  return n;
}

async function registry(browser, devnet) {
  const all = buildRegistry(WALLETS);
  const { context, page } = await newPage(browser, devnet);
  let requests = 0;
  await page.route('**/getWallets?**', (route) => {
    requests += 1;
    const q = Object.fromEntries(new URL(route.request().url()).searchParams);
    return route.fulfill({ status: 200, contentType: 'application/json', headers: cors, body: JSON.stringify(queryRegistry(all, q)) });
  });
  await page.goto(DEMO);
  const before = await heapMb(page);
  await setPhase(page, 'open');
  const t0 = Date.now();
  await page.evaluate(() => /** @type {any} */ (window).gangway.open({ view: 'AllWallets' }));
  const view = page.getByTestId('all-wallets-view');
  await page.locator('[data-testid^="all-wallets-item-"]').first().waitFor();
  const openMs = Date.now() - t0;
  await setPhase(page, 'scroll');
  const list = page.getByTestId('all-wallets-list');
  const t1 = Date.now();
  // Every page in (the registry's count: the widget leaves out wallets it lists elsewhere), at the bottom.
  const wheels = await wheelUntil(page, list, async () => Number(await view.getAttribute('data-loaded')) >= Number(await view.getAttribute('data-count'))
    && (await list.evaluate((el) => el.scrollTop + el.clientHeight >= el.scrollHeight - 2)));
  const scrollMs = Date.now() - t1;
  const loaded = Number(await view.getAttribute('data-loaded'));
  await setPhase(page, 'search');
  const t2 = Date.now();
  await page.getByTestId('all-wallets-search').fill('swift');
  await page.waitForFunction(() => document.querySelector('[data-testid="all-wallets-view"]')?.getAttribute('data-query') === 'swift');
  const searchMs = Date.now() - t2;
  const after = await heapMb(page);
  const tasks = await longTaskSummary(page);
  const domRows = await page.locator('[data-testid^="all-wallets-item-"]').count();
  await context.close();
  return { scenario: `registry: ${WALLETS} wallets (${requests} getWallets requests, ${loaded} loaded = the registry's count)`, openMs, scrollMs, wheels, searchMs, heapBeforeMb: before, heapAfterMb: after, domRowsAtEnd: domRows, tasks };
}

function balances(n) {
  const out = [{ name: 'Ether', symbol: 'ETH', chainId: 'eip155:31337', value: 3000, price: 3000, quantity: { decimals: '18', numeric: '1' }, iconUrl: '' }];
  for (let i = 1; i < n; i++) {
    const address = `0x${i.toString(16).padStart(40, '0')}`;
    out.push({ name: `Token ${i}`, symbol: `T${i}`, chainId: 'eip155:31337', address: `eip155:31337:${address}`, value: i * 1.5, price: 1.5, quantity: { decimals: '18', numeric: String(i) }, iconUrl: '' });
  }
  return out;
}

async function tokens(browser, devnet) {
  const { context, page } = await newPage(browser, devnet, { apiBalances: true });
  const body = JSON.stringify({ balances: balances(TOKENS) });
  await page.route('**/v1/account/*/balance?**', (route) => route.fulfill({ status: 200, contentType: 'application/json', headers: cors, body }));
  await page.goto(DEMO);
  const before = await heapMb(page);
  await setPhase(page, 'open');
  const t0 = Date.now();
  await connect(page);
  const rows = page.locator('[data-testid="token-row"]');
  // Open = the Tokens list knows every balance and shows its first rows (it is virtualised: only the
  // rows in view are in the DOM, so "every row rendered" is no longer what opening means).
  await page.waitForFunction((n) => document.querySelector('[data-testid="account-tokens"]')?.getAttribute('data-count') === String(n)
    && !!document.querySelector('[data-testid="token-row"]'), TOKENS);
  const openMs = Date.now() - t0;
  await setPhase(page, 'scroll');
  const list = page.getByTestId('account-tokens');
  const t1 = Date.now();
  // To the end: the list's own scroller at its bottom with the last balance rendered.
  const wheels = await wheelUntil(page, list, () => list.evaluate((el, n) => el.scrollTop + el.clientHeight >= el.scrollHeight - 2
    && !!el.querySelector(`[data-testid="token-row"][data-index="${n - 1}"]`), TOKENS), 800);
  const scrollMs = Date.now() - t1;
  const domRows = await rows.count();
  const after = await heapMb(page);
  const tasks = await longTaskSummary(page);
  await context.close();
  return { scenario: `tokens: an account with ${TOKENS} token balances`, openMs, scrollMs, wheels, heapBeforeMb: before, heapAfterMb: after, domRowsAtEnd: domRows, tasks };
}

function transaction(i, address) {
  const out = i % 2 === 0;
  const hash = `0x${(ENTRIES - i).toString(16).padStart(64, '0')}`;
  return {
    id: hash,
    metadata: { operationType: out ? 'send' : 'receive', hash, minedAt: new Date(Date.UTC(2030, 0, 1) - i * 60_000).toISOString(), sentFrom: address, sentTo: address, status: 'confirmed', nonce: i, chain: 'eip155:31337' },
    transfers: [{ direction: out ? 'out' : 'in', quantity: { numeric: `${(i % 97) + 0.123456}` }, fungible_info: i % 3 === 0 ? { name: 'USD Coin', symbol: 'USDC', icon: { url: null } } : { name: 'Ether', symbol: 'ETH', icon: { url: null } } }],
  };
}

async function history(browser, devnet) {
  const { context, page, account } = await newPage(browser, devnet);
  let requests = 0;
  await page.route('**/v1/account/*/history**', (route) => {
    requests += 1;
    const start = Number(new URL(route.request().url()).searchParams.get('cursor') ?? 0);
    const data = Array.from({ length: Math.max(0, Math.min(HISTORY_PAGE, ENTRIES - start)) }, (_, k) => transaction(start + k, account.address));
    const next = start + HISTORY_PAGE < ENTRIES ? String(start + HISTORY_PAGE) : null;
    return route.fulfill({ status: 200, contentType: 'application/json', headers: cors, body: JSON.stringify({ data, next }) });
  });
  await page.goto(DEMO);
  const before = await heapMb(page);
  await connect(page);
  await setPhase(page, 'open');
  const t0 = Date.now();
  await page.getByTestId('account-tab-activity').click();
  const list = page.getByTestId('activity-list');
  await list.waitFor();
  const openMs = Date.now() - t0;
  await setPhase(page, 'scroll');
  const t1 = Date.now();
  const wheels = await wheelUntil(page, list, () => list.evaluate((el) => el.scrollTop + el.clientHeight >= el.scrollHeight - 2 && !el.querySelector('[data-testid="activity-more"]')), 2400);
  const scrollMs = Date.now() - t1;
  const after = await heapMb(page);
  const tasks = await longTaskSummary(page);
  const domRows = await list.locator('[data-testid="activity-row"]').count();
  await context.close();
  return { scenario: `history: ${ENTRIES} entries in pages of ${HISTORY_PAGE} (${requests} history requests)`, openMs, scrollMs, wheels, heapBeforeMb: before, heapAfterMb: after, domRowsAtEnd: domRows, tasks };
}

const SCENARIOS = { registry, tokens, history };
const devnet = await startDevnetOrReuse();
const server = await serveStatic(path.join(root, 'dist/demo'), 5173);
const browser = await launch();
try {
  for (const name of ONLY) {
    const run = SCENARIOS[name];
    if (!run) throw new Error(`unknown scenario ${name} (registry, tokens, history)`);
    for (let i = 0; i < RUNS; i++) {
      const r = await run(browser, devnet.urls);
      console.log(`\n${r.scenario}${RUNS > 1 ? ` — run ${i + 1}` : ''}`);
      console.log(`  open ${r.openMs} ms wall; scroll to the end ${r.scrollMs} ms wall (${r.wheels} wheel steps)${r.searchMs !== undefined ? `; search ${r.searchMs} ms wall` : ''}`);
      console.log(`  JS heap after GC: ${r.heapBeforeMb} MB before → ${r.heapAfterMb} MB after; rows in the DOM at the end: ${r.domRowsAtEnd}`);
      for (const [phase, t] of Object.entries(r.tasks)) console.log(`  long tasks (${phase}): ${t.count}, max ${t.maxMs} ms, total ${t.totalMs} ms`);
    }
  }
} finally {
  await browser.close();
  await server.close();
  await devnet.stop();
}
