/**
 * The Connect view and AllWallets on the demo host against the devnet registry: the connector order
 * with and without the injected test wallet (spec §2), and the registry browser's search (300 ms
 * wait, 100 entries) and infinite scroll (pages of 40) over a virtualized list.
 */
import type { Page, Request } from '@playwright/test';
import { expect, test } from '../../kit/index';

const DEMO = 'http://127.0.0.1:5173/';
const view = (page: Page) => page.locator('[data-gangway-view]');
const rowGroups = (page: Page) => page.locator('[data-testid="connect-method-wallet"] [data-group]');
const getWalletsRequests = (page: Page) => {
  const seen: URL[] = [];
  page.on('request', (r: Request) => { const u = new URL(r.url()); if (u.pathname === '/getWallets') seen.push(u); });
  return seen;
};

/** Recommended rows with email and social login on the view: AppKit's cap, 4 less one each for them and per installed wallet. */
async function openConnect(page: Page, recommended = 2) {
  await page.getByTestId('gangway-connect').click();
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'Connect');
  // Recommended wallets arrive from the registry last.
  await expect(page.locator('[data-group="recommended"]')).toHaveCount(recommended);
}

test.describe('Connect view', () => {
  test('without an installed wallet: WalletConnect, then 2 recommended (email and social take two of the 4 slots), then All Wallets', async ({ page }) => {
    await page.goto(DEMO);
    await openConnect(page);
    const groups = await rowGroups(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-group')));
    expect(groups).toEqual(['walletConnect', 'recommended', 'recommended']);
    await expect(page.locator('[data-group="injected"]')).toHaveCount(0);
    // The methods (spec §2): email, social, wallet when no wallet is installed; then the wallet guide
    // (enableWalletGuide, on by default, §1), a further entry of the connect.methods slot.
    await expect(page.locator('section[data-testid^="connect-method-"]')).toHaveCount(4);
    expect(await page.locator('section[data-testid^="connect-method-"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')))).toEqual(['connect-method-email', 'connect-method-social', 'connect-method-wallet', 'connect-method-walletGuide']);
    await expect(page.getByTestId('all-wallets')).toBeVisible();
    await expect(page.getByTestId('legal-footer')).toHaveText('By connecting your wallet, you agree to our Terms of Service and Privacy Policy');
    // A registry wallet that is not installed connects over WalletConnect.
    await page.locator('[data-group="recommended"]').first().click();
    await expect(view(page)).toHaveAttribute('data-gangway-view', 'ConnectingWalletConnect');
  });

  test('with the injected test wallet: wallet method first, the announced wallet right after WalletConnect, recent after connecting', async ({ page, injectedWallet }) => {
    await page.goto(DEMO);
    await openConnect(page, 1);
    const installed = page.locator('[data-testid="wallet-eip6963:dev.gangway.testwallet"]');
    await expect(installed).toHaveAttribute('data-group', 'injected');
    await expect(installed).toContainText('Installed');
    const groups = await rowGroups(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-group')));
    expect(groups).toEqual(['walletConnect', 'injected', 'recommended']);
    // The installed wallet is not repeated among the recommended ones.
    await expect(page.locator('[data-group="recommended"]', { hasText: 'Gangway Test Wallet' })).toHaveCount(0);
    await expect(page.locator('[data-testid^="connect-method-"]').first()).toHaveAttribute('data-testid', 'connect-method-wallet');

    // Connect, disconnect, reopen: the wallet is now listed as recent (at most 2 kept).
    await installed.click();
    await injectedWallet.approveNext('eth_requestAccounts');
    await expect(page.getByTestId('status')).toHaveText('connected');
    await page.keyboard.press('Escape');
    await page.getByTestId('disconnect').click();
    await expect(page.getByTestId('status')).toHaveText('disconnected');
    await openConnect(page, 1);
    await expect(page.locator('[data-testid="wallet-eip6963:dev.gangway.testwallet"]')).toHaveAttribute('data-group', 'recent');
    const recent = await page.evaluate(() => JSON.parse(localStorage.getItem('@gangway/recentWallets') ?? '[]'));
    expect(recent).toEqual([expect.objectContaining({ name: 'Gangway Test Wallet', rdns: 'dev.gangway.testwallet', connectorId: 'eip6963:dev.gangway.testwallet' })]);
  });
});

test.describe('AllWallets', () => {
  test('scrolls the registry page by page and searches after the 300 ms wait', async ({ page }) => {
    const requests = getWalletsRequests(page);
    await page.goto(DEMO);
    await openConnect(page);
    await page.getByTestId('all-wallets').click();
    const allWallets = page.getByTestId('all-wallets-view');
    await expect(allWallets).toHaveAttribute('data-loaded', '40');
    const count = Number(await allWallets.getAttribute('data-count'));
    expect(count).toBeGreaterThan(200);
    // Virtualized: far fewer buttons than wallets loaded.
    expect(await page.locator('[data-testid^="all-wallets-item-"]').count()).toBeLessThan(30);

    // Scroll to the end repeatedly: every page of 40 is fetched until the whole registry is listed.
    const list = page.getByTestId('all-wallets-list');
    for (let loaded = 40; loaded < count; loaded = Math.min(count, loaded + 40)) {
      await list.evaluate((el) => { el.scrollTop = el.scrollHeight; });
      await expect(allWallets).toHaveAttribute('data-loaded', String(Math.min(count, loaded + 40)));
    }
    const pages = requests.filter((u) => !u.searchParams.has('search') && u.searchParams.get('entries') === '40').map((u) => Number(u.searchParams.get('page')));
    expect(pages).toEqual(Array.from({ length: Math.ceil(count / 40) }, (_, i) => i + 1));
    await expect(page.locator('[data-testid^="all-wallets-item-"]').last()).toBeVisible();

    // Search: typed key by key, one request 300 ms after the last key, with 100 entries.
    const before = requests.length;
    await page.getByTestId('all-wallets-search').pressSequentially('gangway', { delay: 40 });
    await expect(allWallets).toHaveAttribute('data-query', 'gangway');
    await expect(allWallets).toHaveAttribute('data-count', '2');
    const searches = requests.slice(before);
    expect(searches).toHaveLength(1);
    expect(Object.fromEntries(searches[0].searchParams)).toMatchObject({ search: 'gangway', entries: '100', page: '1' });
    await expect(page.locator('[data-testid^="all-wallets-item-"]')).toHaveText(['Gangway Test Wallet', 'Gangway WalletConnect Test Wallet']);

    // A wallet that is not installed goes to WalletConnect, with its listing.
    await page.locator('[data-testid^="all-wallets-item-"]', { hasText: 'Gangway WalletConnect Test Wallet' }).click();
    await expect(view(page)).toHaveAttribute('data-gangway-view', 'ConnectingWalletConnect');
    await expect(page.getByTestId('wc-wallet')).toHaveText('Gangway WalletConnect Test Wallet');
  });
});
