/**
 * Two tabs of the demo host in one browser context (one localStorage, one browser extension):
 * connecting, switching network and disconnecting in one tab shows in the other (the storage event on
 * the stored connection; the wallet's own chainChanged for the network), and when both tabs write at
 * once nothing is lost: both end connected and what is stored resumes the session.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { installInjectedWallet } from '@gangway/devnet/wallets';
import { twoTabs } from './two-tabs';
import { expect, test, type DevnetFixture } from '../../kit/index';

const DEMO = 'http://127.0.0.1:5173/';
const WALLET_ROW = '[data-testid="wallet-eip6963:dev.gangway.testwallet"]';
const readout = (page: Page) => ({ status: page.getByTestId('status'), address: page.getByTestId('address'), network: page.getByTestId('network') });

/**
 * One injected test wallet for every tab of the context, as a browser extension is: its bridge and
 * provider script are the context's, and its events go to every open tab.
 */
function sharedWallet(context: BrowserContext, devnet: DevnetFixture) {
  const tabs = {
    exposeBinding: context.exposeBinding.bind(context),
    addInitScript: context.addInitScript.bind(context),
    evaluate: (fn: (a: unknown) => unknown, arg: unknown) => Promise.all(context.pages().map((p) => p.evaluate(fn, arg).catch(() => undefined))),
  };
  return installInjectedWallet(tabs as unknown as Page, { urls: devnet, contracts: devnet.contracts });
}

async function closeModal(page: Page) {
  await page.keyboard.press('Escape');
  await expect(page.locator('[data-gangway-modal]')).toHaveCount(0);
}

test.describe('two tabs of one host', () => {
  test('connect, switch network and disconnect in one tab show in the other', async ({ context, devnet }) => {
    const wallet = await sharedWallet(context, devnet);
    const { a, b } = await twoTabs(context);

    // Connect in A: B follows (no prompt: the extension already granted the accounts).
    await a.getByTestId('gangway-connect').click();
    await a.locator(WALLET_ROW).click();
    await wallet.approveNext('eth_requestAccounts');
    await expect(readout(a).status).toHaveText('connected');
    await expect(readout(b).status).toHaveText('connected');
    await expect(readout(b).address).toHaveText(wallet.address);
    await expect(readout(b).network).toHaveText('eip155:31337');
    expect(wallet.pending()).toHaveLength(0);

    // Switch network in A: the wallet changes chain for every tab; B shows it.
    await a.getByTestId('account-network').click();
    await a.getByTestId('network-eip155:31338').click();
    await wallet.approveNext('wallet_switchEthereumChain');
    await expect(readout(a).network).toHaveText('eip155:31338');
    await expect(readout(b).network).toHaveText('eip155:31338');
    await expect(readout(b).status).toHaveText('connected');

    // B's modal opens on Account, on the new network.
    await b.getByTestId('gangway-connect').click();
    await expect(b.locator('[data-gangway-view]')).toHaveAttribute('data-gangway-view', 'Account');
    await closeModal(b);

    // Disconnect in A: B is disconnected too, and a reload of B stays disconnected.
    await closeModal(a);
    await a.getByTestId('disconnect').click();
    await expect(readout(a).status).toHaveText('disconnected');
    await expect(readout(b).status).toHaveText('disconnected');
    await expect(readout(b).address).toHaveText('—');
    await b.reload();
    await expect(readout(b).status).toHaveText('disconnected');
  });

  test('disconnect in the other direction, then a connect from B: A follows both ways', async ({ context, devnet }) => {
    const wallet = await sharedWallet(context, devnet);
    const { a, b } = await twoTabs(context);
    await b.getByTestId('gangway-connect').click();
    await b.locator(WALLET_ROW).click();
    await wallet.approveNext('eth_requestAccounts');
    await expect(readout(a).status).toHaveText('connected');
    await closeModal(b);
    await b.getByTestId('disconnect').click();
    await expect(readout(a).status).toHaveText('disconnected');
    await expect(readout(b).status).toHaveText('disconnected');
  });

  test('both tabs writing at once lose nothing: both connected, the stored session resumes in a third tab', async ({ context, devnet }) => {
    const wallet = await sharedWallet(context, devnet);
    wallet.autoApprove = true;
    const { a, b } = await twoTabs(context);
    await a.getByTestId('gangway-connect').click();
    await b.getByTestId('gangway-connect').click();
    await expect(a.locator(WALLET_ROW)).toBeVisible();
    await expect(b.locator(WALLET_ROW)).toBeVisible();
    // Both connect at once: each writes the connection keys, each gets the other's storage events.
    await Promise.all([a.locator(WALLET_ROW).click(), b.locator(WALLET_ROW).click()]);
    for (const p of [a, b]) {
      await expect(readout(p).status).toHaveText('connected');
      await expect(readout(p).address).toHaveText(wallet.address);
    }
    const stored = await a.evaluate(() => ({ status: localStorage.getItem('@gangway/connectionStatus'), connector: localStorage.getItem('@gangway/connectorIds') }));
    expect(JSON.parse(stored.status!)).toEqual({ eip155: 'connected' });
    expect(Object.keys(JSON.parse(stored.connector!))).toEqual(['eip155']);
    const c = await context.newPage();
    await c.goto(DEMO);
    await expect(readout(c).status).toHaveText('connected');
    await expect(readout(c).address).toHaveText(wallet.address);
    // Still both connected after the third tab's restore wrote too.
    await expect(readout(a).status).toHaveText('connected');
    await expect(readout(b).status).toHaveText('connected');
  });
});
