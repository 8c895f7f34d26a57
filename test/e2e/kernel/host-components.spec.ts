/**
 * The host components, in both forms: React (<GangwayNetworkButton>, <GangwayButton> in the demo's top
 * bar) and custom elements (<gangway-network-button>, <gangway-button>, <gangway-account-button> on the
 * vanilla host). They render, take the theme variables (the host's `themeVariables`, or the page's own
 * `--gw-*` CSS variables), open the right view, and become the account button once connected. And the
 * modal's motion: 120 ms open, none under prefers-reduced-motion.
 */
import { evmAccounts } from '@gangway/devnet/accounts';
import { installInjectedWallet } from '@gangway/devnet/wallets';
import type { Locator } from '@playwright/test';
import { expect, test } from '../../kit/index';
import { currentView, DEMO, dialog, VANILLA } from './helpers';

const WALLET_ROW = '[data-testid="wallet-eip6963:dev.gangway.testwallet"]';
const background = (l: Locator) => l.evaluate((el) => getComputedStyle(el).backgroundColor);

test.describe('host components', () => {
  test('React: themed by themeVariables, the network button opens Networks, connect becomes the account button', async ({ page, devnet }) => {
    const account = evmAccounts[5];
    const wallet = await installInjectedWallet(page, { urls: devnet, contracts: devnet.contracts, account });
    await page.goto(`${DEMO}?accent=%23c0157a`);
    const connect = page.getByTestId('gangway-connect');
    const network = page.getByTestId('gangway-network-button');
    await expect(connect).toHaveText('Connect Wallet');
    await expect(network).toHaveText('Gangway Devnet');
    // ?accent= → themeVariables { accent }: the connect button's background, and the modal's primary colour.
    expect(await background(connect)).toBe('rgb(192, 21, 122)');

    await network.click();
    await expect(currentView(page)).toHaveAttribute('data-gangway-view', 'Networks');
    expect(await dialog(page).evaluate((el) => getComputedStyle(el.closest('[data-gangway-modal]')!).getPropertyValue('--gw-accent').trim())).toBe('#c0157a');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);

    await connect.click();
    await page.locator(WALLET_ROW).click();
    await wallet.approveNext('eth_requestAccounts');
    await expect(currentView(page)).toHaveAttribute('data-gangway-view', 'Account');
    // The account button: the avatar generated from the address (no identity), the truncated address, the balance.
    await expect(connect).toHaveText(`${account.address.slice(0, 6)}…${account.address.slice(-4)}`);
    await expect(page.getByTestId('gangway-connect-avatar-generated')).toHaveAttribute('src', /^data:image\/svg\+xml,/);
    await expect(page.getByTestId('gangway-connect-balance')).toHaveText(/ ETH$/);
    await page.keyboard.press('Escape');
    await connect.click();
    await expect(currentView(page)).toHaveAttribute('data-gangway-view', 'Account');
  });

  test('custom elements on the vanilla host: themed by the page CSS variables, open Connect and Networks, then the account', async ({ page, devnet }) => {
    const account = evmAccounts[5];
    const wallet = await installInjectedWallet(page, { urls: devnet, contracts: devnet.contracts, account });
    await page.goto(VANILLA);
    const button = page.locator('gangway-button button');
    const network = page.locator('gangway-network-button button');
    await expect(button).toHaveText('Connect Wallet');
    await expect(button).toHaveAttribute('data-testid', 'el-button');
    await expect(network).toHaveText('Gangway Devnet');
    await expect(page.locator('gangway-account-button')).toBeEmpty();
    // The page's own variable reaches the elements (they read --gw-* with the modal's defaults as fallbacks).
    expect(await background(button)).toBe('rgb(59, 108, 246)');
    await page.evaluate(() => document.documentElement.style.setProperty('--gw-accent', 'rgb(10, 120, 60)'));
    expect(await background(button)).toBe('rgb(10, 120, 60)');

    await network.click();
    await expect(currentView(page)).toHaveAttribute('data-gangway-view', 'Networks');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);

    await button.click();
    await expect(currentView(page)).toHaveAttribute('data-gangway-view', 'Connect');
    await page.locator(WALLET_ROW).click();
    await wallet.approveNext('eth_requestAccounts');
    await expect(currentView(page)).toHaveAttribute('data-gangway-view', 'Account');
    const short = `${account.address.slice(0, 6)}…${account.address.slice(-4)}`;
    await expect(page.locator('gangway-account-button button')).toHaveText(short);
    await expect(page.locator('gangway-button button')).toHaveText(short);
    await expect(page.locator('gangway-account-button img')).toHaveAttribute('data-avatar', 'generated');
    await expect(page.locator('gangway-account-button .gw-h-balance')).toHaveText(/ ETH$/);
    await page.keyboard.press('Escape');
    await page.locator('gangway-account-button button').click();
    await expect(currentView(page)).toHaveAttribute('data-gangway-view', 'Account');
  });

  test('the modal opens in 120 ms, and without any motion under prefers-reduced-motion', async ({ page }) => {
    const card = dialog(page);
    const motion = () => card.evaluate((el) => [getComputedStyle(el).animationName, getComputedStyle(el).animationDuration]);
    await page.goto(DEMO);
    await page.getByTestId('gangway-connect').click();
    await expect(card).toBeVisible();
    expect(await motion()).toEqual(['gw-pop', '0.12s']);
    await page.keyboard.press('Escape');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.getByTestId('gangway-connect').click();
    await expect(card).toBeVisible();
    expect((await motion())[0]).toBe('none');
    expect(await page.locator('[data-gangway-view] > *').first().evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
  });
});
