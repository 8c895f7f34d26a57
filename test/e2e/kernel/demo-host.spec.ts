/**
 * What a first visitor of the demo and the example hosts checks (issue 36): the feature switches turn a
 * switch that is off by default on (legalCheckbox) as well as off; the Solana and Bitcoin chains are
 * switches too; a ?plugin= file's slot contributions reach the widget (its Account button shows); the
 * host's own Connect button speaks the ?locale= language from page load; the vanilla host shows one
 * Connect button; no host asks for a favicon it does not have.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { evmAccounts } from '@gangway/devnet/accounts';
import { installInjectedWallet } from '@gangway/devnet/wallets';
import es from '../../../kernel/src/i18n/locales/es';
import ja from '../../../kernel/src/i18n/locales/ja';
import { expect, test } from '../../kit/index';
// @ts-expect-error plain ESM helper without types
import { HOSTS } from '../../../scripts/serve-static.mjs';
import { currentView, DEMO, VANILLA } from './helpers';

const WALLET_ROW = '[data-testid="wallet-eip6963:dev.gangway.testwallet"]';
const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../dist');

test.describe('the demo page', () => {
  test('a feature off by default (legalCheckbox) turns on from its switch, and back off', async ({ page }) => {
    await page.goto(DEMO);
    const legal = page.getByTestId('toggle-legalCheckbox');
    await expect(legal).toHaveText('legalCheckbox: off');
    await expect(page.getByTestId('toggle-send')).toHaveText('send: on');
    await legal.click();
    await expect(page).toHaveURL(/[?&]on=legalCheckbox(&|$)/);
    await expect(legal).toHaveText('legalCheckbox: on');
    await page.getByTestId('gangway-connect').click();
    await expect(page.getByTestId('legal-checkbox')).toBeVisible();
    await page.keyboard.press('Escape');

    await legal.click();
    await expect(page).toHaveURL(/[?&]off=legalCheckbox(&|$)/);
    await expect(legal).toHaveText('legalCheckbox: off');
    await page.getByTestId('gangway-connect').click();
    await expect(currentView(page)).toHaveAttribute('data-gangway-view', 'Connect');
    await expect(page.getByTestId('all-wallets')).toBeVisible();
    await expect(page.getByTestId('legal-checkbox')).toHaveCount(0);
  });

  test('Solana and Bitcoin are switches on the page: each adds its chain to the networks', async ({ page }) => {
    await page.goto(DEMO);
    await expect(page.getByTestId('toggle-solana')).toHaveText('Solana: off');
    await page.getByTestId('toggle-solana').click();
    await expect(page).toHaveURL(/[?&]solana=1/);
    await page.getByTestId('toggle-bitcoin').click();
    await expect(page).toHaveURL(/[?&]solana=1&bitcoin=1|[?&]bitcoin=1&solana=1/);
    await expect(page.getByTestId('toggle-solana')).toHaveText('Solana: on');
    await expect(page.getByTestId('toggle-bitcoin')).toHaveText('Bitcoin: on');
    await page.getByTestId('gangway-network-button').click();
    await expect(currentView(page)).toHaveAttribute('data-gangway-view', 'Networks');
    await expect(page.getByTestId('network-family-solana')).toContainText('Solana Devnet');
    await expect(page.getByTestId('network-family-bip122')).toContainText('Bitcoin Regtest');
    await page.keyboard.press('Escape');

    await page.getByTestId('toggle-solana').click();
    await expect(page.getByTestId('toggle-solana')).toHaveText('Solana: off');
    await page.getByTestId('gangway-network-button').click();
    await expect(page.getByTestId('network-family-bip122')).toContainText('Bitcoin Regtest');
    await expect(page.getByTestId('network-family-solana')).toHaveCount(0);
  });

  test("a ?plugin= file's slot contributions reach the widget: its Account button shows and opens its view", async ({ page, devnet }) => {
    // The example remote plugin's build (served on :5174) described by a plugin file, as a third party
    // would publish it, with an Account action (the `contributes` the demo once dropped).
    const integrity = JSON.parse(readFileSync(path.join(dist, 'example-remote/integrity.json'), 'utf8'))['remoteEntry.js'];
    const file = 'http://127.0.0.1:5174/greeting-plugin.json';
    await page.route(file, (route) => route.fulfill({
      headers: { 'access-control-allow-origin': '*' },
      contentType: 'application/json',
      body: JSON.stringify({
        id: 'example-greeting', apiVersion: 2, title: 'Greeting', feature: 'features.exampleGreeting', views: ['ExampleGreeting'], permissions: ['http'],
        contributes: { 'account.actions': [{ id: 'greeting', label: 'Say hello', view: 'ExampleGreeting' }] },
        remote: { name: 'gangway_example', module: './plugin', entry: 'remoteEntry.js', integrity },
      }),
    }));
    const wallet = await installInjectedWallet(page, { urls: devnet, contracts: devnet.contracts, account: evmAccounts[6] });
    await page.goto(`${DEMO}?plugin=${encodeURIComponent(file)}&grant=http`);
    await page.getByTestId('gangway-connect').click();
    await page.locator(WALLET_ROW).click();
    await wallet.approveNext('eth_requestAccounts');
    await expect(currentView(page)).toHaveAttribute('data-gangway-view', 'Account');
    const action = page.getByTestId('account-action-greeting');
    await expect(action).toHaveText('Say hello');
    await action.click();
    await expect(currentView(page)).toHaveAttribute('data-gangway-view', 'ExampleGreeting');
  });

  test("the host's Connect button speaks ?locale= from page load, before any click; the locale chunk is fetched once", async ({ page }) => {
    const localeChunks: string[] = [];
    page.on('request', (r) => { if (/gangway-locale-/.test(r.url())) localeChunks.push(r.url()); });
    await page.goto(`${DEMO}?locale=es`);
    await expect(page.getByTestId('gangway-connect')).toHaveText(es['modal.title']!);
    // Still no runtime: the label came from the locale chunk alone.
    expect(await page.evaluate(() => (window as any).gangway.kernel.plugins)).toBeUndefined();
    await page.getByTestId('gangway-connect').click();
    await expect(page.locator('[data-gangway-modal]')).toHaveAttribute('lang', 'es');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('gangway-connect')).toHaveText(es['modal.title']!);
    expect(localeChunks).toHaveLength(1);

    await page.goto(`${DEMO}?locale=ja`);
    await expect(page.getByTestId('gangway-connect')).toHaveText(ja['modal.title']!);
  });
});

test('the plugin panel shows why and when each plugin activated, with its load and setup times (kernel.inspect())', async ({ page }) => {
  await page.goto(DEMO);
  await page.getByText('Plugins', { exact: true }).click();
  await page.getByTestId('gangway-connect').click();
  await expect(currentView(page)).toHaveAttribute('data-gangway-view', 'Connect');
  await page.keyboard.press('Escape');
  const row = (id: string) => page.locator(`[data-testid="plugins"] [data-plugin="${id}"]`);
  await expect(row('connect')).toHaveText(/^connect: active — onView:Connect, at \d+ ms, load \d+ ms, setup \d+ ms$/);
  // A plugin nothing needed yet: registered, idle, no reason.
  await expect(row('swaps')).toHaveText('swaps: idle');
  const traces = await page.evaluate(() => (window as any).gangway.kernel.inspect().plugins);
  const connect = traces.find((p: { id: string }) => p.id === 'connect');
  expect(connect).toMatchObject({ status: 'active', reason: 'onView:Connect' });
  expect(connect.loadMs + connect.setupMs).toBeLessThanOrEqual(connect.ms);
});

test('the vanilla host shows one Connect button (its <gangway-button>), which opens the widget', async ({ page }) => {
  await page.goto(VANILLA);
  await expect(page.locator('gangway-button button')).toHaveText('Connect Wallet');
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toHaveCount(1);
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await expect(currentView(page)).toHaveAttribute('data-gangway-view', 'Connect');
});

test('no host page asks for a favicon it does not have: each names its own', async ({ page }) => {
  const pages = (HOSTS as { name: string; port: number }[]).filter((h) => {
    try { return readFileSync(path.join(dist, h.name, 'index.html')).length > 0; } catch { return false; }
  });
  expect(pages.map((h) => h.name)).toEqual(expect.arrayContaining(['demo', 'vanilla', 'wagmi', 'ethers', 'ethers5', 'headless', 'universal', 'solana', 'bitcoin']));
  // The browser's own favicon request is not a page request: its 404 shows as a console error.
  const missing: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error' && /status of 404/.test(m.text())) missing.push(m.location().url || m.text()); });
  for (const h of pages) {
    const url = `http://127.0.0.1:${h.port}/`;
    await page.goto(url);
    await expect(page.locator('link[rel="icon"]'), url).toHaveAttribute('href', /^data:image\/svg\+xml,/);
    await page.waitForLoadState('load');
  }
  expect(missing).toEqual([]);
});
