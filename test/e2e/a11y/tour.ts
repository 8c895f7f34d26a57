/**
 * A walk through every view a visitor can reach on the demo host against the devnet, calling
 * `at(name)` once each view has settled (its data loaded, no spinner left). The axe spec checks
 * each stop for WCAG violations; the visual spec takes a screenshot at each. The walk is the same
 * on desktop and in phone emulation (on a phone WalletConnect opens its mobile list, not the QR).
 *
 * Everything on screen is fixed by the devnet fixtures (anvil's account 1, the registry, the
 * emulator's options) except balances and activity, which other specs change; the visual spec
 * masks those (see MASKED).
 */
import type { Locator, Page } from '@playwright/test';
import { evmAccounts } from '@gangway/devnet/accounts';
import { installInjectedWallet } from '@gangway/devnet/wallets';
import { expect, type DevnetFixture, type MailboxClient } from '../../kit/index';

export const DEMO = 'http://127.0.0.1:5173/';
/** The tour's wallet: a fixed devnet account, so the address on screen is the same every run. */
export const TOUR_ACCOUNT = evmAccounts[1];
/** The tour's email login: a fixed address, so the embedded account is the same every run. */
export const TOUR_EMAIL = 'a11y-tour@example.com';

export type Stop = (name: string) => Promise<void>;
export interface TourOptions { theme: 'light' | 'dark'; mobile: boolean }

/** The demo's URL for a theme, with more settings (settings.ts: ?theme, ?on, …). */
export function demoUrl(o: Pick<TourOptions, 'theme'>, extra: Record<string, string> = {}): string {
  const q = new URLSearchParams({ ...(o.theme === 'dark' ? { theme: 'dark' } : {}), ...extra }).toString();
  return q ? `${DEMO}?${q}` : DEMO;
}

const view = (page: Page) => page.locator('[data-gangway-view]');
export const isOn = (page: Page, id: string) => expect(view(page)).toHaveAttribute('data-gangway-view', id, { timeout: 20_000 });
/** No loading indicator left in the modal. */
export const settled = (page: Page) => expect(page.locator('[data-gangway-modal] [role=progressbar], [data-gangway-modal] [aria-busy=true]')).toHaveCount(0, { timeout: 20_000 });
const back = async (page: Page, to: string) => { await page.locator('[data-gangway-back]').click(); await isOn(page, to); };

/** Parts of the views whose content changes from run to run (balances, history, the pairing QR). */
export function masked(page: Page): Locator[] {
  return [
    '[data-testid=account-balance]', '[data-testid=token-quantity]', '[data-testid=token-value]', '[data-testid=activity-list]',
    '[data-testid=send-balance]', '[data-testid=swap-from-balance]', '[data-testid=swap-from-usd]', '[data-testid=connecting-walletconnect] svg',
  ].map((s) => page.locator(s));
}

/** The disconnected views: Connect (legal checkbox on), the wallet guide, All Wallets, WalletConnect, email and its code. */
export async function tourDisconnected(page: Page, at: Stop, o: TourOptions) {
  await page.goto(demoUrl(o, { on: 'legalCheckbox' }));
  await page.getByTestId('gangway-connect').click();
  await isOn(page, 'Connect');
  await expect(page.getByTestId('wallet-walletConnect')).toBeDisabled();
  await settled(page);
  await at('connect-legal');
  await page.getByTestId('legal-checkbox').locator('input').check();
  await expect(page.getByTestId('wallet-walletConnect')).toBeEnabled();

  await page.getByTestId('connect-method-walletGuide-button').click();
  await isOn(page, 'WalletGuide');
  await expect(page.getByTestId('wallet-guide-get-link').first()).toBeVisible();
  await settled(page);
  await at('wallet-guide');
  await back(page, 'Connect');

  await page.getByTestId('all-wallets').click();
  await isOn(page, 'AllWallets');
  await expect(page.getByTestId('all-wallets-list')).toBeVisible();
  await settled(page);
  await at('all-wallets');
  await back(page, 'Connect');

  await page.getByTestId('wallet-walletConnect').click();
  if (o.mobile) {
    await isOn(page, 'ConnectingWalletConnectBasic');
    await expect(page.locator('[data-testid^=wc-mobile-]').first()).toHaveAttribute('href', /wc\?uri=wc%3A/, { timeout: 20_000 });
  } else {
    await isOn(page, 'ConnectingWalletConnect');
    await expect(page.getByTestId('wc-copy-link')).toHaveAttribute('data-uri', /^wc:/, { timeout: 20_000 });
  }
  await settled(page);
  await at('walletconnect');
  await back(page, 'Connect');
}

/** Email login (the code view, then the embedded wallet's Account settings), then disconnect. */
export async function tourEmail(page: Page, at: Stop, o: TourOptions, mailbox: MailboxClient) {
  await page.goto(demoUrl(o));
  await page.getByTestId('gangway-connect').click();
  await isOn(page, 'Connect');
  const since = Date.now() - 1000;
  await page.getByTestId('email-input').fill(TOUR_EMAIL);
  await page.getByTestId('email-submit').click();
  await isOn(page, 'EmailVerifyOtp');
  await settled(page);
  await at('email-otp');
  await page.getByTestId('otp-input').fill(await mailbox.code(TOUR_EMAIL, { since }));
  await page.getByTestId('otp-submit').click();
  await isOn(page, 'Account');
  await page.getByTestId('account-action-embedded-settings').click();
  await expect(page.getByTestId('embedded-signed-in-as')).toContainText(TOUR_EMAIL);
  await settled(page);
  await at('settings');
  await back(page, 'Account');
  await page.getByTestId('account-disconnect').click();
  await expect(page.getByTestId('status')).toHaveText('disconnected');
}

/** The connected views with the injected test wallet: Account and its tabs, Networks, Send, Receive, Swap, Buy. */
export async function tourConnected(page: Page, at: Stop, o: TourOptions, devnet: DevnetFixture) {
  const wallet = await installInjectedWallet(page, { urls: devnet, contracts: devnet.contracts, account: TOUR_ACCOUNT });
  await page.goto(demoUrl(o));
  await page.getByTestId('gangway-connect').click();
  await page.locator('[data-testid="wallet-eip6963:dev.gangway.testwallet"]').click();
  await wallet.approveNext('eth_requestAccounts');
  await isOn(page, 'Account');
  await expect(page.getByTestId('token-row').first()).toBeVisible();
  await settled(page);
  await at('account-tokens');

  await page.getByTestId('account-tab-nfts').click();
  await expect(page.locator('[data-testid=nfts-list], [data-testid=nfts-empty]')).toBeVisible();
  await settled(page);
  await at('account-nfts');
  await page.getByTestId('account-tab-activity').click();
  await expect(page.locator('[data-testid=activity-list], [data-testid=activity-empty]')).toBeVisible();
  await settled(page);
  await at('account-activity');
  await page.getByTestId('account-tab-tokens').click();

  await page.getByTestId('account-network').click();
  await isOn(page, 'Networks');
  await expect(page.getByTestId('networks-view')).toBeVisible();
  await settled(page);
  await at('networks');
  await back(page, 'Account');

  await page.getByTestId('account-action-send').click();
  await isOn(page, 'Send');
  await expect(page.getByTestId('send-token')).toBeVisible();
  await settled(page);
  await at('send');
  await back(page, 'Account');

  await page.getByTestId('account-action-receive').click();
  await expect(page.locator('[data-testid="receive-qr"] svg')).toBeVisible();
  await settled(page);
  await at('receive');
  await back(page, 'Account');

  await page.getByTestId('account-action-swaps').click();
  await isOn(page, 'Swap');
  await expect(page.getByTestId('swap-from')).toBeVisible();
  await settled(page);
  await at('swap');
  await back(page, 'Account');

  await page.getByTestId('account-action-onramp').click();
  await isOn(page, 'OnRamp');
  await expect(page.getByTestId('onramp-quote')).toBeVisible();
  await settled(page);
  await at('buy');
  await back(page, 'Account');
  return wallet;
}
