/**
 * Screenshots of the main views — Connect, Account, Networks, Send, Receive, Activity — and of the
 * demo page, in light and dark, from the real demo on the devnet (the injected test wallet connects
 * for real). Written to docs/images/<view>-<theme>.png; README.md and docs/theming.md show them.
 * Motion is off (prefers-reduced-motion) so no picture catches an animation half-way.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { evmAccounts } from '@gangway/devnet/accounts';
import { installInjectedWallet } from '@gangway/devnet/wallets';
import type { Page } from '@playwright/test';
import { expect, test } from '../../kit/index';

const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/images');
const DEMO = 'http://127.0.0.1:5173/';
const WALLET_ROW = '[data-testid="wallet-eip6963:dev.gangway.testwallet"]';
const card = (page: Page) => page.locator('[data-gangway-modal] [role="dialog"]');

/** The card once its view is in and every image has arrived (no loading placeholder, no broken image). */
async function shoot(page: Page, name: string, view: string) {
  await expect(page.locator('[data-gangway-view]')).toHaveAttribute('data-gangway-view', view);
  await expect(card(page).locator('[data-loading], [role="progressbar"], .gw-spinner')).toHaveCount(0);
  await expect.poll(() => card(page).locator('img').evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).complete))).toBe(true);
  await card(page).screenshot({ path: path.join(OUT, `${name}.png`), animations: 'disabled' });
}

for (const theme of ['light', 'dark'] as const) {
  test(`views in ${theme}`, async ({ page, devnet }) => {
    await page.emulateMedia({ reducedMotion: 'reduce', colorScheme: theme });
    const query = theme === 'dark' ? '?theme=dark' : '';
    const wallet = await installInjectedWallet(page, { urls: devnet, contracts: devnet.contracts, account: evmAccounts[5] });
    await page.goto(`${DEMO}${query}`);
    await expect(page.getByTestId('open-Account')).toBeVisible();
    await page.screenshot({ path: path.join(OUT, `demo-${theme}.png`) });

    await page.getByTestId('gangway-connect').click();
    await expect(page.locator(WALLET_ROW)).toBeVisible();
    await shoot(page, `connect-${theme}`, 'Connect');
    await page.locator(WALLET_ROW).click();
    await wallet.approveNext('eth_requestAccounts');
    await expect(page.getByTestId('account-balance')).not.toHaveText('—');
    await expect(page.locator('[data-testid="token-row"]').first()).toBeVisible();
    await shoot(page, `account-${theme}`, 'Account');

    await page.getByTestId('account-network').click();
    await shoot(page, `networks-${theme}`, 'Networks');
    await page.locator('[data-gangway-back]').click();

    await page.getByTestId('account-action-send').click();
    await expect(page.getByTestId('send-token')).toBeVisible();
    await shoot(page, `send-${theme}`, 'Send');
    await page.locator('[data-gangway-back]').click();

    await page.getByTestId('account-action-receive').click();
    await expect(page.getByTestId('receive-qr')).toBeVisible();
    await shoot(page, `receive-${theme}`, 'Receive');
    await page.locator('[data-gangway-back]').click();

    await page.getByTestId('account-tab-activity').click();
    await expect(page.getByTestId('account-tab-activity')).toHaveAttribute('aria-selected', 'true');
    await shoot(page, `activity-${theme}`, 'Account');

    // The page itself, connected: the host's network and account buttons in the top bar.
    await page.keyboard.press('Escape');
    await expect(card(page)).toHaveCount(0);
    await page.screenshot({ path: path.join(OUT, `demo-connected-${theme}.png`) });
  });
}
