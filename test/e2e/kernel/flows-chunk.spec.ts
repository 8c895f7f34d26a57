/**
 * The connection flows' chunk (gangway-flows: connect, disconnect, switch network, restore) is not in
 * the click's wave: it is requested once the first view is shown. A stored session restored at page
 * load requests it in the runtime's wave (no round trip more). A chunk that fails twice gives the
 * catalogue's error at connect, changes nothing, and the next attempt loads it and connects.
 */
import { installInjectedWallet } from '@gangway/devnet/wallets';
import { evmAccounts } from '@gangway/devnet/accounts';
import type { Page, Route } from '@playwright/test';
import { expect, test } from '../../kit/index';
import { currentView, DEMO } from './helpers';

const FLOWS = /\/chunks\/gangway-flows\.[0-9a-f]+\.js$/;
const RUNTIME = /\/chunks\/gangway-runtime\.[0-9a-f]+\.js$/;
const WALLET_ROW = '[data-testid="wallet-eip6963:dev.gangway.testwallet"]';
const CODE_LOAD_FAILED = 'This step could not be loaded. Check your connection and try again.'; // kernel/src/errors/core.ts

const requested = (page: Page, re: RegExp) => {
  const urls: string[] = [];
  page.on('request', (r) => { if (re.test(r.url())) urls.push(r.url()); });
  return urls;
};

test.describe('the connection flows chunk', () => {
  test('the click\'s wave leaves it out: it is requested once the first view is shown', async ({ page }) => {
    const flows = requested(page, FLOWS);
    await page.goto(`${DEMO}?prefetch=none&mode=basic`);
    // When the first view's content is in the page (performance.now(), the clock of resource timing).
    await page.evaluate(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('[data-gangway-view] > :not([role="progressbar"])')) return;
        (window as any).__viewAt = performance.now();
        observer.disconnect();
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.getByTestId('gangway-connect').click();
    await expect(currentView(page)).toHaveAttribute('data-gangway-view', 'Connect');
    await expect.poll(() => flows.length).toBe(1);
    const t = await page.evaluate(async () => {
      const at = (re: RegExp) => performance.getEntriesByType('resource').find((e) => re.test(e.name));
      while (!at(/gangway-flows\./)) await new Promise((r) => setTimeout(r, 20));
      return { view: (window as any).__viewAt as number, flows: at(/gangway-flows\./)!.startTime, runtime: at(/gangway-runtime\./)!.startTime };
    });
    expect(t.runtime).toBeLessThan(t.view);
    expect(t.flows).toBeGreaterThan(t.view);
    // Once: a second open finds them loaded.
    await page.keyboard.press('Escape');
    await page.getByTestId('gangway-connect').click();
    await expect(currentView(page)).toHaveAttribute('data-gangway-view', 'Connect');
    await page.waitForLoadState('networkidle');
    expect(flows).toHaveLength(1);
  });

  test('a stored session restored at page load requests it in the runtime\'s wave', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('@gangway/connectionStatus', JSON.stringify({ eip155: 'connected' }));
      localStorage.setItem('@gangway/connectorIds', JSON.stringify({ eip155: 'eip6963:dev.gangway.testwallet' }));
    });
    const flows = requested(page, FLOWS);
    const held: Route[] = [];
    await page.route(RUNTIME, (route) => { held.push(route); });
    // Not until `load`: the page's load waits for the held script.
    await page.goto(`${DEMO}?mode=basic`, { waitUntil: 'domcontentloaded' });
    await expect(page.getByTestId('status')).toHaveText('connecting');
    // The runtime's response has not even started, and the flows are already asked for.
    await expect.poll(() => held.length).toBe(1);
    await expect.poll(() => flows.length).toBe(1);
    await Promise.all(held.splice(0).map((r) => r.continue()));
    // No wallet on this page: the sync fails and the session ends (spec §4), through the flows.
    await expect(page.getByTestId('status')).toHaveText('disconnected');
    expect(flows).toHaveLength(1);
  });

  test('failing twice gives the catalogue error at connect and changes nothing; the retry loads it and connects', async ({ page, devnet }) => {
    const account = evmAccounts[6];
    const wallet = await installInjectedWallet(page, { urls: { evm: devnet.evm }, contracts: devnet.contracts, account });
    // The first four requests fail: the after-view fetch and its retry, then the connect's two.
    let failures = 0;
    await page.route(FLOWS, (route) => (failures < 4 ? (failures++, route.abort()) : route.continue()));
    await page.goto(`${DEMO}?prefetch=none`);
    await page.getByTestId('gangway-connect').click();
    await expect(currentView(page)).toHaveAttribute('data-gangway-view', 'Connect');
    await expect.poll(() => failures).toBe(2);
    await page.locator(WALLET_ROW).click();
    await expect(page.getByTestId('connect-error')).toHaveText(CODE_LOAD_FAILED);
    expect(failures).toBe(4);
    await expect(page.getByTestId('status')).toHaveText('disconnected');
    expect(await page.evaluate(() => localStorage.getItem('@gangway/connectionStatus'))).toBeNull();
    await page.getByTestId('connect-retry').click();
    await wallet.approveNext('eth_requestAccounts');
    await expect(currentView(page)).toHaveAttribute('data-gangway-view', 'Account');
    await expect(page.getByTestId('status')).toHaveText('connected');
    await expect(page.getByTestId('address')).toHaveText(account.address);
  });
});
