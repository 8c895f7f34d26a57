/**
 * Issue 11 (first open): the click's wave carries what the Connect view shows; the injected wallet's
 * calls and events (chunk injected-wallet) and the ConnectingExternal view (chunk connect-connecting)
 * load once the first view is on screen (openFinished), on use, or — for a stored injected session —
 * at the injected plugin's activation, with the EIP-55 checksums' chunk beside them. A chunk that
 * fails twice (the chunk loader retries once) gives the catalogue's error where the visitor is, and
 * Try again / Retry loads it and connects.
 */
import { evmAccounts } from '@gangway/devnet/accounts';
import { installInjectedWallet } from '@gangway/devnet/wallets';
import type { Page, Route } from '@playwright/test';
import { expect, test } from '../../kit/index';
import { currentView as view, DEMO, WALLET_ROW } from '../evm-account/helpers';

const LOAD_FAILED = 'This step could not be loaded. Check your connection and try again.';
const CHUNK = (name: string) => new RegExp(`/chunks/${name}\\.[0-9a-f]+\\.js$`);

/** Page-clock times: when the Connect view first showed the test wallet's row, and every script's request. */
async function watchTimings(page: Page) {
  await page.addInitScript((row) => {
    const w = window as unknown as { __rowShownAt?: number };
    new MutationObserver((_, observer) => {
      if (!document.querySelector(`[data-gangway-view="Connect"] ${row}`)) return;
      w.__rowShownAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  }, WALLET_ROW);
  return async () => page.evaluate(() => ({
    rowShownAt: (window as unknown as { __rowShownAt?: number }).__rowShownAt,
    scripts: performance.getEntriesByType('resource').filter((e) => /\.js$/.test(e.name))
      .map((e) => ({ name: new URL(e.name).pathname, start: e.startTime, end: (e as PerformanceResourceTiming).responseEnd })),
  }));
}

/** Counts the requests for a chunk from now on. */
function recordChunk(page: Page, name: string) {
  let n = 0;
  page.on('request', (r) => { if (CHUNK(name).test(r.url())) n += 1; });
  return { count: () => n };
}

/** Aborts a chunk's requests while `failing` (every try: the loader's own retry too), counting them. */
async function breakChunk(page: Page, name: string) {
  const state = { failing: true, aborted: 0, requested: 0 };
  await page.route(CHUNK(name), (route: Route) => {
    state.requested += 1;
    if (!state.failing) return route.continue();
    state.aborted += 1;
    return route.abort('connectionfailed');
  });
  return state;
}

test.describe('first open: the code of a connect loads on use', () => {
  test('the wallet code and the Connecting view are out of the click\'s wave, arrive after the first view, and a wallet clicked at once connects', async ({ page, devnet }) => {
    const wallet = await installInjectedWallet(page, { urls: { evm: devnet.evm }, contracts: devnet.contracts, account: evmAccounts[6] });
    const timings = await watchTimings(page);
    await page.goto(`${DEMO}?prefetch=none`);
    await page.getByTestId('gangway-connect').click();
    // The first click the view allows: no wait for the lazy chunks.
    await page.locator(WALLET_ROW).click();
    await wallet.approveNext('eth_requestAccounts');
    await expect(view(page)).toHaveAttribute('data-gangway-view', 'Account');
    await expect(page.getByTestId('status')).toHaveText('connected');

    const { rowShownAt, scripts } = await timings();
    expect(rowShownAt).toBeDefined();
    const wave = scripts.filter((s) => s.start < rowShownAt!).map((s) => s.name);
    // The injected and connect plugins' first chunks: in the whole Connect view's set (first-view-sets.ts;
    // the demo has every row on).
    expect(wave.some((n) => /gangway-connect-logins\./.test(n))).toBe(true);
    for (const lazy of ['injected-wallet', 'connect-connecting']) {
      const requests = scripts.filter((s) => CHUNK(lazy).test(s.name));
      expect(requests, lazy).toHaveLength(1);
      expect(requests[0].start, lazy).toBeGreaterThanOrEqual(rowShownAt!);
    }
  });

  test('a restored injected session loads the wallet code (and the checksums\' chunk beside it) at activation, not a round trip later', async ({ page, devnet }) => {
    const wallet = await installInjectedWallet(page, { urls: { evm: devnet.evm }, contracts: devnet.contracts, account: evmAccounts[6] });
    const timings = await watchTimings(page);
    await page.goto(DEMO);
    await page.getByTestId('gangway-connect').click();
    await page.locator(WALLET_ROW).click();
    await wallet.approveNext('eth_requestAccounts');
    await expect(page.getByTestId('status')).toHaveText('connected');

    // Held: the restore waits on this chunk, and it is asked for before any wallet call of the restore.
    const held: Route[] = [];
    await page.route(CHUNK('injected-wallet'), (route) => { held.push(route); });
    // Not until 'load': a script the restore adds before it holds the page's load event.
    await page.reload({ waitUntil: 'commit' });
    const eip55 = recordChunk(page, 'eip55');
    await expect.poll(() => held.length).toBe(1);
    await expect(page.getByTestId('status')).toHaveText('connecting');
    // The checksums' chunk, which the restore needs next, is on its way too: not a round trip after it.
    await expect.poll(() => eip55.count()).toBe(1);
    await Promise.all(held.splice(0).map((r) => r.continue()));
    await expect(page.getByTestId('status')).toHaveText('connected');
    await page.unroute(CHUNK('injected-wallet'));

    // Unheld: the request follows the plugin's own chunk at once (activation), in the same task that runs it.
    await page.reload();
    await expect(page.getByTestId('status')).toHaveText('connected');
    const { scripts } = await timings();
    const plugin = scripts.find((s) => /plugin-injected\./.test(s.name));
    const code = scripts.filter((s) => CHUNK('injected-wallet').test(s.name));
    expect(plugin).toBeDefined();
    expect(code).toHaveLength(1);
    expect(code[0].start).toBeGreaterThanOrEqual(plugin!.end);
    // On loopback a round trip is ~1 ms; activation follows its chunk within a few tasks, not another fetch.
    expect(code[0].start - plugin!.end).toBeLessThan(200);
    // The checksums' chunk starts with it, before the session code has arrived.
    const checksums = scripts.filter((s) => CHUNK('eip55').test(s.name));
    expect(checksums).toHaveLength(1);
    expect(checksums[0].start).toBeLessThanOrEqual(code[0].end);
  });

  test('the wallet code failing twice gives the catalogue error in the Connecting view; Try again loads it and connects', async ({ page, devnet }) => {
    const wallet = await installInjectedWallet(page, { urls: { evm: devnet.evm }, contracts: devnet.contracts, account: evmAccounts[6] });
    const chunk = await breakChunk(page, 'injected-wallet');
    await page.goto(DEMO);
    await page.getByTestId('gangway-connect').click();
    await page.locator(WALLET_ROW).click();
    await expect(page.getByTestId('connect-error')).toHaveText(LOAD_FAILED);
    // Each load was tried twice (the loader's retry): the warm-up's, then the click's.
    expect(chunk.aborted).toBeGreaterThanOrEqual(2);
    await expect(page.getByTestId('status')).toHaveText('disconnected');

    chunk.failing = false;
    await page.getByTestId('connect-retry').click();
    await wallet.approveNext('eth_requestAccounts');
    await expect(view(page)).toHaveAttribute('data-gangway-view', 'Account');
    await expect(page.getByTestId('status')).toHaveText('connected');
  });

  test('the Connecting view\'s code failing twice gives the catalogue error with Retry (and Back); Retry shows it and connects', async ({ page, devnet }) => {
    const wallet = await installInjectedWallet(page, { urls: { evm: devnet.evm }, contracts: devnet.contracts, account: evmAccounts[6] });
    const chunk = await breakChunk(page, 'connect-connecting');
    await page.goto(DEMO);
    await page.getByTestId('gangway-connect').click();
    await page.locator(WALLET_ROW).click();
    const error = page.locator('[data-gangway-error-view="ConnectingExternal"]');
    await expect(error).toContainText(LOAD_FAILED);
    expect(chunk.aborted).toBeGreaterThanOrEqual(2);

    chunk.failing = false;
    await error.locator('[data-gangway-retry]').click();
    await wallet.approveNext('eth_requestAccounts');
    await expect(view(page)).toHaveAttribute('data-gangway-view', 'Account');
    await expect(page.getByTestId('status')).toHaveText('connected');
  });
});
