/**
 * The locale from the browser's language when the host sets none: a Spanish browser (navigator.languages
 * es-ES) gets the widget in Spanish — texts, Intl numbers and activity times — and fetches the Spanish
 * chunk only; the host's `locale` option wins over the browser (?locale=ja); an English browser fetches
 * no locale chunk at all.
 */
import { installInjectedWallet } from '@gangway/devnet/wallets';
import { parseUnits, type Address } from 'viem';
import type { Page } from '@playwright/test';
import { expect, test } from '../../kit/index';
import { formatDateTime, formatQuantity } from '../../../libs/wallet/src/format';
import { es, ja } from './shipped';
import { chainReader, currentView, WALLET_ROW } from '../evm-account/helpers';
import { freshAddress, freshFundedAccount } from '../account/helpers';

const localeChunks = (page: Page) => {
  const seen: string[] = [];
  page.on('request', (r) => { const m = /gangway-locale-([\w-]+)\./.exec(r.url()); if (m) seen.push(m[1]!); });
  return seen;
};

test.describe('a Spanish browser', () => {
  test.use({ locale: 'es-ES' });

  test('speaks Spanish without a locale option: texts, Intl amounts and times; only the Spanish chunk', async ({ page, devnet }) => {
    const { account } = await freshFundedAccount({ 31337: devnet.evm }, parseUnits('1234.5678', 18));
    const wallet = await installInjectedWallet(page, { urls: devnet, contracts: devnet.contracts, account });
    const chunks = localeChunks(page);
    await page.goto('http://127.0.0.1:5173/');
    expect(await page.evaluate(() => navigator.languages[0])).toBe('es-ES');
    await page.getByTestId('gangway-connect').click();
    const modal = page.locator('[data-gangway-modal]');
    await expect(modal).toHaveAttribute('lang', 'es');
    await expect(modal).toHaveAttribute('dir', 'ltr');
    await expect(modal.locator('h2')).toHaveText(es['view.Connect']!);
    await page.locator(WALLET_ROW).click();
    await wallet.approveNext('eth_requestAccounts');
    await expect(currentView(page)).toHaveAttribute('data-gangway-view', 'Account');

    // 1234.5678 ETH: Spanish digits and separators, the spec's rounding (3 decimals).
    const chain = chainReader(devnet.evm);
    const balance = formatQuantity(chain.format(await chain.native(account.address), 18), 3, 'es');
    expect(balance).toBe('1234,568');
    await expect(page.getByTestId('account-balance')).toHaveText(`${balance} ETH`);
    await expect(page.getByTestId('account-action-receive')).toHaveText(es['slot.account.walletFeatures.receive']!);

    await page.getByTestId('account-action-send').click();
    await page.getByTestId('send-amount').fill('0.25');
    await expect(page.getByTestId('send-receiver')).toHaveAttribute('placeholder', es['send.addressPlaceholder']!);
    const to: Address = freshAddress();
    await page.getByTestId('send-receiver').fill(to);
    await page.getByTestId('send-submit').click();
    await wallet.approveNext('eth_sendTransaction');
    await expect(page.locator('[data-gangway-toast]')).toHaveText(es['send.success']!);

    // The activity row: its operation in Spanish, its amount and time through Intl in Spanish.
    await page.getByTestId('account-tab-activity').click();
    const row = page.locator('[data-testid="activity-row"]').first();
    await expect(row).toContainText(es['activity.op.send']!);
    await expect(row).toContainText(`-${formatQuantity('0.25', 3, 'es')} ETH`);
    const iso = await row.locator('time').getAttribute('datetime');
    await expect(row.locator('time')).toHaveText(formatDateTime(Date.parse(iso!), 'es'));

    expect([...new Set(chunks)]).toEqual(['es']);
  });

  test('the host\'s locale option wins over the browser language (?locale=ja)', async ({ page }) => {
    const chunks = localeChunks(page);
    await page.goto('http://127.0.0.1:5173/?locale=ja');
    await page.getByTestId('gangway-connect').click();
    const modal = page.locator('[data-gangway-modal]');
    await expect(modal).toHaveAttribute('lang', 'ja');
    await expect(modal.locator('h2')).toHaveText(ja['view.Connect']!);
    await expect(page.getByTestId('all-wallets')).toContainText(ja['connect.allWallets']!);
    expect([...new Set(chunks)]).toEqual(['ja']);
  });
});

test.describe('an English browser', () => {
  test.use({ locale: 'en-US' });

  test('fetches no locale chunk at all', async ({ page }) => {
    const chunks = localeChunks(page);
    await page.goto('http://127.0.0.1:5173/');
    await page.getByTestId('gangway-connect').click();
    const modal = page.locator('[data-gangway-modal]');
    await expect(modal).toHaveAttribute('lang', 'en');
    await expect(modal.locator('h2')).toHaveText('Connect Wallet');
    await expect(page.getByTestId('all-wallets')).toBeVisible();
    expect(chunks).toEqual([]);
  });
});
