#!/usr/bin/env node
// Long tasks in the token lists with 200 tokens (issue 35): the Account view's Tokens list (opened,
// scrolled to its end with the wheel) and the Send view's token picker (opened with 200 balances, a
// token picked, an amount typed). The balances come from the devnet's balance API with its many-token
// knob (POST /__admin/tokens/:address { count }); the test wallet's own asset discovery is turned off
// so the widget asks that API. Printed per phase: long tasks (> 50 ms: count, longest, sum), wall
// times, the JS heap after a forced GC. Figures are printed, not asserted.
//
//   GANGWAY_ONLY=demo npx rspack build -c rspack.config.ts
//   flock /tmp/gangway-e2e.lock node test/bench/token-list.mjs [--tokens 200] [--runs 1]
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { evmAccounts } from '@gangway/devnet/accounts';
import { installInjectedWallet } from '@gangway/devnet/wallets';
import { serveStatic } from '../../scripts/serve-static.mjs';
import { heapMb, launch, longTaskSummary, observeLongTasks, setPhase, startDevnetOrReuse } from './lib/load-helpers.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const TOKENS = arg('tokens', 200);
const RUNS = arg('runs', 1);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// `--dist <dir>`: another build of the demo (e.g. a copy of an older one, for before/after figures).
const distAt = process.argv.indexOf('--dist');
const DIST = distAt > 0 ? path.resolve(process.argv[distAt + 1]) : path.join(root, 'dist/demo');
const DEMO = 'http://127.0.0.1:5173/?panel=0';
const account = evmAccounts[6];

const devnet = await startDevnetOrReuse();
const tokensKnob = (count) => fetch(`${devnet.urls.api}/__admin/tokens/${account.address}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ count }) });
const server = await serveStatic(DIST, 5173);
const browser = await launch();
try {
  await tokensKnob(TOKENS);
  for (let run = 1; run <= RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await installInjectedWallet(page, { urls: devnet.urls, contracts: devnet.urls.contracts, account, autoApprove: true });
    // No asset discovery in the wallet: the balances come from the balance API (the knob's answer).
    await page.addInitScript(() => {
      const w = /** @type {any} */ (window);
      const original = w.__gangwayTestWalletBridge;
      w.__gangwayTestWalletBridge = async (req) => (req.method === 'wallet_getCapabilities' ? { error: { code: -32601, message: 'Method not found' } } : original(req));
    });
    await observeLongTasks(page);
    await page.goto(DEMO);
    await page.getByTestId('gangway-connect').waitFor();
    const before = await heapMb(page);

    // Open: connect; the Account view's Tokens list knows every balance and shows its first rows.
    await setPhase(page, 'open');
    const t0 = Date.now();
    await page.getByTestId('gangway-connect').click();
    await page.locator('[data-testid="wallet-eip6963:dev.gangway.testwallet"]').click();
    await page.locator('[data-gangway-view="Account"]').waitFor();
    await page.waitForFunction((n) => Number(document.querySelector('[data-testid="account-tokens"]')?.getAttribute('data-count')) >= n
      && !!document.querySelector('[data-testid="token-row"]'), TOKENS);
    const openMs = Date.now() - t0;
    const count = Number(await page.getByTestId('account-tokens').getAttribute('data-count'));

    // Scroll the Tokens list to its end with the wheel.
    await setPhase(page, 'scroll');
    const list = page.getByTestId('account-tokens');
    const box = await list.boundingBox();
    await page.mouse.move(box.x + box.width / 2, box.y + Math.min(box.height / 2, 150));
    const t1 = Date.now();
    let wheels = 0;
    while (!(await list.evaluate((el) => el.scrollTop + el.clientHeight >= el.scrollHeight - 2))) {
      if (wheels > 1000) throw new Error(`the Tokens list did not reach its end after ${wheels} wheel steps`);
      await page.mouse.wheel(0, 400);
      wheels += 1;
    }
    const scrollMs = Date.now() - t1;
    const rowsAtEnd = await page.locator('[data-testid="token-row"]').count();

    // Send's token picker: the view with every balance as an option, a token picked, an amount typed.
    await setPhase(page, 'send');
    const t2 = Date.now();
    await page.getByTestId('account-action-send').click();
    const picker = page.getByTestId('send-token');
    await page.waitForFunction((n) => (document.querySelector('[data-testid="send-token"]')?.querySelectorAll('option').length ?? 0) > n, TOKENS);
    const options = await picker.locator('option').count();
    const value = await picker.locator('option').nth(Math.min(options - 1, 150)).getAttribute('value');
    await picker.selectOption(value);
    await page.getByTestId('send-amount').pressSequentially('0.5', { delay: 40 });
    const sendMs = Date.now() - t2;
    const after = await heapMb(page);
    const tasks = await longTaskSummary(page);
    await context.close();

    const fmt = (t) => (t ? `${t.count}, max ${t.maxMs} ms, sum ${t.totalMs} ms` : '0');
    console.log(`Token lists, ${TOKENS} extra tokens (${count} balances)${RUNS > 1 ? ` — run ${run}` : ''}; token rows in the DOM at the end: ${rowsAtEnd}`);
    console.log(`  open (connect → Tokens list): ${openMs} ms wall, long tasks ${fmt(tasks.open)}`);
    console.log(`  scroll the Tokens list to its end (${wheels} wheel steps of 400 px): ${scrollMs} ms wall, long tasks ${fmt(tasks.scroll)}`);
    console.log(`  Send's token picker (${options} options; pick one, type an amount): ${sendMs} ms wall, long tasks ${fmt(tasks.send)}`);
    console.log(`  JS heap after GC: ${before} MB before → ${after} MB after`);
    console.log(`  LONG TASKS token-list (Tokens list): count ${tasks.scroll?.count ?? 0}, max ${tasks.scroll?.maxMs ?? 0} ms; (Send picker): count ${tasks.send?.count ?? 0}, max ${tasks.send?.maxMs ?? 0} ms`);
  }
} finally {
  await tokensKnob(0).catch(() => {});
  await browser.close();
  await server.close();
  await devnet.stop();
}
