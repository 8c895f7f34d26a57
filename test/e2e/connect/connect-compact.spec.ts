/**
 * The Connect view on a phone (docs/connect.md): with every method on (email, the devnet project's
 * seven social providers, WalletConnect and the recommended wallets, All Wallets, the wallet guide, the
 * legal footer, the branding line) it fits a 375 × 667 screen without scrolling; the socials are one
 * full row and a row of logo buttons, each with its name; All Wallets shows the registry's count.
 * `emailShowWallets: false` and `collapseWallets` put the wallets behind one row that opens them;
 * the branding line follows the project configuration's `reown_branding`.
 */
import type { Page, Response } from '@playwright/test';
import { expect, test } from '../../kit/index';

const DEMO = 'http://127.0.0.1:5173/';
const view = (page: Page) => page.locator('[data-gangway-view]');
/** The branding line: "UX by" and the Gangway wordmark (an image named by its <title>). */
async function expectBranding(page: Page) {
  const footer = page.getByTestId('branding-footer');
  await expect(footer).toBeVisible();
  expect(await footer.evaluate((p) => p.firstChild?.textContent)).toBe('UX by ');
  await expect(footer.getByRole('img', { name: 'Gangway' })).toBeVisible();
}
const PHONE = { viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true, reducedMotion: 'reduce' } as const;

/** The getWallets answers the page received, with their query. */
function getWalletsAnswers(page: Page) {
  const seen: { url: URL; count: number }[] = [];
  page.on('response', async (r: Response) => {
    const url = new URL(r.url());
    if (url.pathname !== '/getWallets' || !r.ok()) return;
    seen.push({ url, count: ((await r.json()) as { count: number }).count });
  });
  return seen;
}

async function openConnect(page: Page, query = '') {
  await page.goto(DEMO + query);
  await page.getByTestId('gangway-connect').click();
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'Connect');
}

test.describe('Connect view on a 375 × 667 phone', () => {
  test.use(PHONE);

  test('every method on: no scrolling, socials as a row and logo buttons with their names, All Wallets with its count', async ({ page }) => {
    const answers = getWalletsAnswers(page);
    await openConnect(page);
    const wallets = page.getByTestId('connect-method-wallet');
    await expect(wallets).not.toHaveAttribute('aria-busy', 'true');
    // Every method is on the view: email, socials, wallets, the guide, the legal footer, the branding.
    await expect(page.getByTestId('email-input')).toBeVisible();
    await expect(page.getByTestId('social-google')).toHaveText('Continue with Google');
    for (const name of ['X', 'Farcaster', 'Discord', 'Apple', 'GitHub', 'Facebook']) {
      const button = page.getByRole('button', { name: `Continue with ${name}`, exact: true });
      await expect(button).toBeVisible();
      await expect(button).toHaveText('');
      await expect(button.locator('svg[data-logo]')).toHaveCount(1);
    }
    await expect(page.getByTestId('wallet-walletConnect')).toBeVisible();
    // AppKit's cap: 4 recommended less one each for email and social login.
    await expect(page.locator('[data-group="recommended"]')).toHaveCount(2);
    await expect(page.getByTestId('connect-method-walletGuide-button')).toBeVisible();
    await expect(page.getByTestId('legal-footer')).toBeVisible();
    await expectBranding(page);

    // The count: the recommended answer's `count` (no featured wallets on the demo), as AppKit rounds it.
    expect(answers).toHaveLength(1);
    const { count } = answers[0];
    expect(count).toBeGreaterThan(10);
    const rounded = Math.floor(count / 10) * 10;
    await expect(page.getByTestId('all-wallets-count')).toHaveText(rounded < count ? `${rounded}+` : String(rounded));
    await expect(page.getByTestId('all-wallets-icon')).toBeVisible();

    // The whole view in the modal body, nothing to scroll; its last line inside the screen.
    const body = page.locator('.gw-body');
    const fit = await body.evaluate((el) => ({ scrollHeight: el.scrollHeight, clientHeight: el.clientHeight }));
    expect(fit.scrollHeight, JSON.stringify(fit)).toBeLessThanOrEqual(fit.clientHeight);
    const last = (await page.getByTestId('branding-footer').boundingBox())!;
    expect(last.y + last.height).toBeLessThanOrEqual(667);
  });

  for (const [option, query] of [['emailShowWallets: false', '?off=emailShowWallets'], ['collapseWallets: true', '?on=collapseWallets']] as const) {
    test(`${option}: email and socials first, the wallets behind "Continue with a wallet", which opens them`, async ({ page }) => {
      await openConnect(page, query);
      const row = page.getByTestId('connect-collapsed-wallets');
      await expect(row).toHaveText('Continue with a wallet');
      expect(await page.locator('section[data-testid^="connect-method-"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')))).toEqual(['connect-method-email', 'connect-method-social', 'connect-method-wallet', 'connect-method-walletGuide']);
      await expect(page.getByTestId('wallet-walletConnect')).toHaveCount(0);
      await expect(page.getByTestId('all-wallets')).toHaveCount(0);
      await row.click();
      await expect(view(page)).toHaveAttribute('data-gangway-view', 'ConnectWallets');
      await expect(page.getByRole('dialog')).toHaveAccessibleName('Connect Wallet');
      // All the wallets: no email or social login beside them, so the 4 recommended ones show.
      await expect(page.getByTestId('wallet-walletConnect')).toBeVisible();
      await expect(page.locator('[data-group="recommended"]')).toHaveCount(4);
      await expect(page.getByTestId('all-wallets-count')).toHaveText(/^\d+\+?$/);
      await page.locator('[data-group="recommended"]').first().click();
      await expect(view(page)).toHaveAttribute('data-gangway-view', /^ConnectingWalletConnect/);
      await page.locator('[data-gangway-back]').click();
      await expect(view(page)).toHaveAttribute('data-gangway-view', 'ConnectWallets');
      await page.locator('[data-gangway-back]').click();
      await expect(view(page)).toHaveAttribute('data-gangway-view', 'Connect');
    });
  }
});

test.describe('branding line (features.reownBranding)', () => {
  test('shown by default; the project configuration turns it off, and wins over the page', async ({ page, devnet }) => {
    // Local off, project on: the project configuration wins (spec §3), the line stays.
    await openConnect(page, '?off=reownBranding');
    await expectBranding(page);

    await devnet.setProject({ features: { reown_branding: { isEnabled: false } } }, 'no-branding');
    await openConnect(page, '?project=no-branding');
    await expect(page.getByTestId('wallet-walletConnect')).toBeVisible();
    await expect(page.getByTestId('connect-method-wallet')).not.toHaveAttribute('aria-busy', 'true');
    await expect(page.getByTestId('branding-footer')).toHaveCount(0);
  });
});
