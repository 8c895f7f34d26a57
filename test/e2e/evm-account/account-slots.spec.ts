/**
 * The Account view's wallet-feature buttons are slot entries other plugins contribute in their
 * manifests: Buy, Swap, Receive and Send show before their plugins load (and clicking loads them); with send
 * switched off the Send button is absent and nothing of the send plugin is ever fetched.
 */
import { evmAccounts } from '@gangway/devnet/accounts';
import { installInjectedWallet } from '@gangway/devnet/wallets';
import type { Page } from '@playwright/test';
import { expect, test } from '../../kit/index';
import { currentView as view, DEMO, WALLET_ROW, type Wallet } from './helpers';

function scriptsOf(page: Page) {
  const urls: string[] = [];
  page.on('request', (r) => { if (r.resourceType() === 'script') urls.push(r.url()); });
  return (chunk: string) => urls.some((u) => u.includes(`/${chunk}.`));
}

async function connectAt(page: Page, wallet: Wallet, url: string) {
  await page.goto(url);
  await page.getByTestId('gangway-connect').click();
  await page.locator(WALLET_ROW).click();
  await wallet.approveNext('eth_requestAccounts');
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'Account');
}

const actions = (page: Page) => page.locator('[data-testid^="account-action-"]');

test.describe('Account wallet features are slot contributions', () => {
  const account = evmAccounts[6];

  test('Buy, Swap, Receive and Send show before their plugins load; a click loads the plugin and opens its view', async ({ page, devnet }) => {
    const fetched = scriptsOf(page);
    const wallet = await installInjectedWallet(page, { urls: { evm: devnet.evm }, contracts: devnet.contracts, account });
    await connectAt(page, wallet, DEMO);
    // Spec §9 order: onramp, swaps, receive, send.
    await expect(actions(page)).toHaveText(['Buy', 'Swap', 'Receive', 'Send']);
    for (const id of ['onramp', 'swaps', 'send', 'receive']) expect(fetched(`plugin-${id}`), id).toBe(false);
    await page.getByTestId('account-action-send').click();
    await expect(view(page)).toHaveAttribute('data-gangway-view', 'Send');
    expect(fetched('plugin-send')).toBe(true);
  });

  test('with send off the Send button is absent and the send plugin is never fetched', async ({ page, devnet }) => {
    const fetched = scriptsOf(page);
    const wallet = await installInjectedWallet(page, { urls: { evm: devnet.evm }, contracts: devnet.contracts, account });
    await connectAt(page, wallet, `${DEMO}?off=send`);
    await expect(actions(page)).toHaveText(['Buy', 'Swap', 'Receive']);
    await expect(page.getByTestId('account-action-send')).toHaveCount(0);
    await page.getByTestId('account-action-receive').click();
    await expect(view(page)).toHaveAttribute('data-gangway-view', 'Receive');
    expect(fetched('plugin-receive')).toBe(true);
    expect(fetched('plugin-send')).toBe(false);
  });
});
