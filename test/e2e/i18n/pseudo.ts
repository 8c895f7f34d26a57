/**
 * Shared steps of the pseudo-locale specs (pseudo-locale*.spec.ts): the demo's pseudo-localised URL,
 * the data every walk allows, the scanner each view is checked with, and the injected wallet's connect.
 */
import { installInjectedWallet } from '@gangway/devnet/wallets';
import type { Page } from '@playwright/test';
import { expect, type DevnetFixture } from '../../kit/index';
import { demoNetworks } from '../../../hosts/demo/src/networks';
import { currentView, WALLET_ROW } from '../evm-account/helpers';
import { untranslatedTexts } from './untranslated';

export const PSEUDO = 'http://127.0.0.1:5173/?locale=x-pseudo';
export const view = (page: Page) => currentView(page);

/** Data every test allows: the registry's wallet names (as the widget gets them: the API emulator's listing) and the configured networks. */
export async function commonData(devnet: DevnetFixture) {
  const registry = await (await fetch(`${devnet.api}/getWallets?${devnet.query}&entries=500`)).json() as { data: { name: string }[] };
  return [...registry.data.map((w) => w.name), 'Gangway Test Wallet', 'WalletConnect', ...demoNetworks.map((n) => n.name)];
}

/**
 * Scans the widget: the view is on screen and settled (no spinner of its own still up), then every
 * text is checked. A view whose content is a wait (a spinner until the wallet, the mail or the popup
 * answers) is scanned as shown.
 */
export function scanner(page: Page, allowed: string[]) {
  return async (where: string, { waiting = false } = {}) => {
    if (!waiting) await expect(page.locator('[data-gangway-modal] .gw-spinner')).toHaveCount(0);
    expect(await untranslatedTexts(page, allowed), where).toEqual([]);
  };
}

/** Opens the pseudo-localised demo (with `query`) and connects the injected test wallet; ends on Account. */
export async function connectPseudo(page: Page, wallet: Awaited<ReturnType<typeof installInjectedWallet>>, query = '') {
  await page.goto(PSEUDO + query);
  await page.getByTestId('gangway-connect').click();
  await page.locator(WALLET_ROW).click();
  await wallet.approveNext('eth_requestAccounts');
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'Account');
  await expect(page.getByTestId('account-tokens')).toBeVisible();
}
