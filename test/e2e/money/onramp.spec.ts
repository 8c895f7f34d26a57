/**
 * On-ramp on the devnet: the API emulator's options, quote and checkout generator. A quote for the
 * amount typed, the card and bank limits with their messages, Coinbase's checkout opened in a new
 * window with the generator's parameters (the devnet checkout page shows them), Meld opened as AppKit
 * opens it (meldcrypto.com, routed here to the devnet's stand-in) with a 25.50 USD purchase that
 * arrives on chain, and with the service down (fault injection) the built-in options and quote.
 */
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { installInjectedWallet } from '@gangway/devnet/wallets';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test, type DevnetFixture } from '../../kit/index';
import { connect, currentView } from '../evm-account/helpers';
import { chain } from './helpers';

/** Meld's real page is off limits to the tests: its URL is answered by the devnet's stand-in, query and all. */
async function routeMeld(context: BrowserContext, devnet: DevnetFixture) {
  await context.route('https://meldcrypto.com/**', (route) =>
    route.fulfill({ status: 302, headers: { location: `${devnet.api}/__meld${new URL(route.request().url()).search}` } }));
}

async function openOnramp(page: Page) {
  await page.getByTestId('account-action-onramp').click();
  await expect(currentView(page)).toHaveAttribute('data-gangway-view', 'OnRamp');
}

test.describe('On-ramp', () => {
  test.afterEach(async ({ devnet }) => { await devnet.clearFaults(); });

  test('quote, limits, provider checkout opened with the generator parameters', async ({ page, context, devnet }) => {
    const account = { privateKey: generatePrivateKey() };
    const address = privateKeyToAccount(account.privateKey).address;
    const wallet = await installInjectedWallet(page, { urls: devnet, contracts: devnet.contracts, account });
    await connect(page, wallet);
    await openOnramp(page);

    // The emulator's quote for 100 USD of ETH: 1.5 % provider fee, 0.50 network fee, ETH at 3,000.
    await expect(page.getByTestId('onramp-quote-amount')).toHaveText('You get ≈ 0.032667 ETH');
    await expect(page.getByTestId('onramp-limits')).toHaveText('Limits: 10 – 7,500 USD');
    await expect(page.getByTestId('onramp-provider-coinbase')).toContainText('Coinbase · fee 1–2%');
    await expect(page.getByTestId('onramp-provider-meld')).toContainText('Meld · fee 1–2%');
    await page.getByTestId('onramp-amount').fill('250');
    await expect(page.getByTestId('onramp-quote-amount')).toHaveText('You get ≈ 0.081917 ETH');

    // Limits (spec §9): card 10 – 7,500; bank 10 – 25,000.
    await page.getByTestId('onramp-amount').fill('9');
    await expect(page.getByTestId('onramp-limit-error')).toHaveText('The minimum by Card is 10 USD');
    await expect(page.getByTestId('onramp-submit')).toBeDisabled();
    await page.getByTestId('onramp-amount').fill('8000');
    await expect(page.getByTestId('onramp-limit-error')).toHaveText('The maximum by Card is 7500 USD');
    await page.getByTestId('onramp-method').selectOption('ACH_BANK_ACCOUNT');
    await expect(page.getByTestId('onramp-limit-error')).toHaveCount(0);
    await expect(page.getByTestId('onramp-limits')).toHaveText('Limits: 10 – 25,000 USD');
    await page.getByTestId('onramp-amount').fill('30000');
    await expect(page.getByTestId('onramp-limit-error')).toHaveText('The maximum by Bank account is 25000 USD');

    // Coinbase's checkout: the generator's URL opens in a new window; the devnet checkout shows what it was given.
    await page.getByTestId('onramp-provider-coinbase').locator('input').check();
    await page.getByTestId('onramp-method').selectOption('card');
    await page.getByTestId('onramp-amount').fill('100');
    await expect(page.getByTestId('onramp-quote-amount')).toHaveText('You get ≈ 0.032667 ETH');
    const [checkout] = await Promise.all([context.waitForEvent('page'), page.getByTestId('onramp-submit').click()]);
    await checkout.waitForURL(new RegExp(`^${devnet.api}/__onramp/checkout\\?order=order-`));
    await expect(checkout.locator('h1')).toHaveText('Devnet on-ramp');
    // The preset amounts are integers on the generator (a fraction is a 400): the whole fiat amount goes.
    await expect(checkout.locator('p').first()).toHaveText(`Buy for ${address} (100)`);
    await expect(page.getByTestId('onramp-opened')).toHaveAttribute('data-url', checkout.url());
    expect(await checkout.evaluate(() => window.opener)).toBeNull();
    await checkout.close();
  });

  test('Meld as AppKit opens it: a 25.50 USD purchase of USDC arrives in the wallet', async ({ page, context, devnet }) => {
    const account = { privateKey: generatePrivateKey() };
    const address = privateKeyToAccount(account.privateKey).address;
    await routeMeld(context, devnet);
    const wallet = await installInjectedWallet(page, { urls: devnet, contracts: devnet.contracts, account });
    await connect(page, wallet);
    await openOnramp(page);
    await expect(page.getByTestId('onramp-provider-meld').locator('input')).toBeChecked();
    await page.getByTestId('onramp-purchase').selectOption('USDC');
    await page.getByTestId('onramp-amount').fill('25.50');
    await expect(page.getByTestId('onramp-quote-amount')).toContainText('USDC');
    const [meld] = await Promise.all([context.waitForEvent('page'), page.getByTestId('onramp-submit').click()]);
    await meld.waitForURL(new RegExp(`^${devnet.api}/__meld\\?`));
    const sent = new URL(meld.url()).searchParams;
    expect([...sent.keys()]).toEqual(['publicKey', 'destinationCurrencyCode', 'walletAddress', 'externalCustomerId', 'sourceAmount', 'sourceCurrencyCode']);
    expect(sent.get('externalCustomerId')).toBe(devnet.projectId);
    await expect(meld.locator('#summary')).toHaveText(`Buy USDC for 25.50 USD to ${address}`);
    const before = await chain(devnet).erc20(devnet.contracts.tokens.USDC, address);
    await meld.locator('#buy').click();
    await expect(meld.locator('#status')).toHaveText('completed');
    await expect.poll(() => chain(devnet).erc20(devnet.contracts.tokens.USDC, address)).toBe(before + 25_500_000n);
    await meld.close();
  });

  test('the on-ramp service down: built-in options and quote, labelled', async ({ page, devnet }) => {
    await devnet.injectFault({ path: '/v1/onramp/options', status: 503 });
    await devnet.injectFault({ path: '/v1/onramp/quote', status: 503 });
    const wallet = await installInjectedWallet(page, { urls: devnet, contracts: devnet.contracts, account: { privateKey: generatePrivateKey() } });
    await connect(page, wallet);
    await openOnramp(page);
    await expect(page.getByTestId('onramp-fallback-options')).toHaveText('The on-ramp service is unavailable: showing built-in currencies and limits.');
    await expect(page.getByTestId('onramp-fallback-quote')).toHaveText('Estimate from built-in data: the provider shows the final amount.');
    await expect(page.getByTestId('onramp-quote')).toHaveCount(0);
    await expect(page.getByTestId('onramp-currency').locator('option')).toHaveText(['USD', 'EUR']);
    await expect(page.getByTestId('onramp-limits')).toHaveText('Limits: 10 – 7,500 USD');
    await page.getByTestId('onramp-method').selectOption('ACH_BANK_ACCOUNT');
    await expect(page.getByTestId('onramp-limits')).toHaveText('Limits: 10 – 25,000 USD');
  });

  test('the service down at checkout too: an EVM account is offered no SOL, and the failure reads as the catalogue, its details in the console (issue 36)', async ({ page, context, devnet }) => {
    await devnet.injectFault({ path: '/v1/onramp/options', status: 500 });
    await devnet.injectFault({ path: '/v1/onramp/quote', status: 500 });
    await devnet.injectFault({ path: '/v1/generators/onrampurl', method: 'POST', status: 500 });
    const account = { privateKey: generatePrivateKey() };
    const address = privateKeyToAccount(account.privateKey).address;
    const logs: string[] = [];
    page.on('console', (m) => logs.push(m.text()));
    const sent: unknown[] = [];
    page.on('request', (r) => { if (r.method() === 'POST' && r.url().includes('/v1/generators/onrampurl')) sent.push(r.postDataJSON()); });
    const wallet = await installInjectedWallet(page, { urls: devnet, contracts: devnet.contracts, account });
    await connect(page, wallet);
    await openOnramp(page);
    await expect(page.getByTestId('onramp-fallback-options')).toBeVisible();
    // The built-in list holds only the coins of the account's chain: no SOL for an 0x address.
    await expect(page.getByTestId('onramp-purchase').locator('option')).toHaveText(['ETH', 'USDC']);
    await page.getByTestId('onramp-provider-coinbase').locator('input').check();
    await expect(page.getByTestId('onramp-fallback-quote')).toBeVisible();
    // The generator fails: the pending window closes, the visitor reads the catalogue's words.
    const popup = context.waitForEvent('page');
    await page.getByTestId('onramp-submit').click();
    const win = await popup;
    await expect.poll(() => win.isClosed()).toBe(true);
    await expect(page.getByTestId('onramp-error')).toHaveText('Something went wrong');
    await expect(page.getByTestId('onramp-view')).not.toContainText('HTTP');
    // The developer's account of the call is in the console (debug mode, on by default).
    await expect.poll(() => logs.some((line) => line.includes('POST /v1/generators/onrampurl failed with HTTP 500'))).toBe(true);
    expect(sent).toEqual([expect.objectContaining({ destinationWallets: [{ address, blockchains: ['ethereum'], assets: ['ETH'] }] })]);
  });
});
