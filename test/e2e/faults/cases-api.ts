/**
 * API faults (the devnet fault control's `api` target): the balance service answering 5xx, past the
 * 10 s client timeout, with broken JSON, or with a body that trickles past the deadline; the history
 * service down; the wallet list down; the on-ramp service down.
 */
import { expect } from '../../kit/index';
import { defineCases, type FaultCase } from './case';
import { connectInjected, expectConnectUsable, expectStillConnected, inject, toast, view, WALLET_ROW, withoutAssetDiscovery, type CaseContext } from './steps';

const BALANCE = '/v1/account/:address/balance';
const openView = (c: CaseContext, v: string) => c.page.evaluate((name) => (window as unknown as { gangway: { open(o: unknown): Promise<void> } }).gangway.open({ view: name }), v);
const usdcRow = (c: CaseContext) => c.page.locator('[data-testid="token-row"][data-symbol="USDC"]');

/** Balances from the API with the API failing as `fault` says: 'Token Balance Unavailable', the account stays. */
function balanceCase(id: string, fault: string, spec: Parameters<CaseContext['devnet']['injectFault']>[0], timeoutMs?: number): FaultCase {
  return {
    id,
    area: 'API',
    fault: `balance API: ${fault}`,
    expects: "toast 'Token Balance Unavailable' (error); native balance from the chain still shown",
    timeoutMs,
    async prepare(c) {
      await withoutAssetDiscovery(c.page);
      await inject(c.devnet, spec);
    },
    arrange: (c) => connectInjected(c),
    async provoke(c) {
      await expect(toast(c.page)).toHaveText('Token Balance Unavailable', { timeout: (timeoutMs ?? 10_000) + 5_000 });
      await expect(toast(c.page)).toHaveAttribute('data-variant', 'error');
    },
    async held(c) {
      await expectStillConnected(c.page, c.wallet.address);
      await expect(c.page.getByTestId('account-balance')).toHaveText(/ETH$/);
      await expect(usdcRow(c)).toHaveCount(0);
    },
    async recover(c) {
      // The balance retry is blocked 30 s after a failure (spec §8); a new page load asks again.
      await c.page.reload();
      await c.page.getByTestId('open-Account').click();
      await expect(usdcRow(c)).toBeVisible();
      await expectStillConnected(c.page, c.wallet.address);
    },
  };
}

/** The history service failing: 'Failed to fetch transactions', an empty list, the rest of Account works. */
function historyCase(id: string, fault: string, spec: Parameters<CaseContext['devnet']['injectFault']>[0]): FaultCase {
  return {
    id,
    area: 'API',
    fault: `history API: ${fault}`,
    expects: "toast 'Failed to fetch transactions', the list empty, Tokens still shown",
    async prepare(c) {
      await inject(c.devnet, spec);
    },
    arrange: (c) => connectInjected(c),
    async provoke(c) {
      await c.page.getByTestId('account-tab-activity').click();
      await expect(toast(c.page)).toHaveText('Failed to fetch transactions');
      await expect(c.page.getByTestId('activity-empty')).toBeVisible();
    },
    async held(c) {
      await expectStillConnected(c.page, c.wallet.address);
      await c.page.getByTestId('account-tab-tokens').click();
      await expect(c.page.getByTestId('account-balance')).toHaveText(/ETH$/);
    },
    async recover(c) {
      await c.page.reload();
      await c.page.getByTestId('open-Account').click();
      await c.page.getByTestId('account-tab-activity').click();
      // Account 2 of the devnet has history from the chain set-up (token funding).
      await expect(c.page.getByTestId('activity-row').first()).toBeVisible();
      await expect(c.page.getByTestId('activity-empty')).toHaveCount(0);
    },
  };
}

export const API_CASES = defineCases([
  balanceCase('api-balance-500', 'HTTP 500', { path: BALANCE, status: 500 }),
  balanceCase('api-balance-timeout', 'no answer within the 10 s client timeout', { path: BALANCE, delayMs: 12_000 }, 10_000),
  balanceCase('api-balance-malformed', 'malformed JSON (status 200)', { path: BALANCE, malformed: true }),
  balanceCase('api-balance-slow-body', 'headers at once, the body trickling past the 10 s deadline', { path: BALANCE, slowBodyMs: 12_000 }, 10_000),
  historyCase('api-history-503', 'HTTP 503', { path: '/v1/account/:account/history', status: 503 }),
  historyCase('api-history-malformed', 'malformed JSON (status 200)', { path: '/v1/account/:account/history', malformed: true }),
  {
    id: 'api-wallets-500',
    area: 'API',
    fault: 'wallet list (GET /getWallets): HTTP 500',
    expects: "AllWallets shows the catalogue's 'Something went wrong' (no URL, no status: those go to the console) and Try again; the installed wallet still connects",
    async arrange(c) {
      await c.page.goto('http://127.0.0.1:5173/');
      await expectConnectUsable(c.page);
      await inject(c.devnet, { path: '/getWallets', status: 500 });
    },
    async provoke(c) {
      await openView(c, 'AllWallets');
      await expect(view(c.page)).toHaveAttribute('data-gangway-view', 'AllWallets');
      await expect(c.page.getByTestId('all-wallets-error')).toHaveText('Something went wrong');
      await expect(c.page.getByTestId('all-wallets-retry')).toHaveText('Try again');
    },
    async held(c) {
      await expect(c.page.getByTestId('all-wallets-search')).toBeVisible();
      await expect(c.page.locator('[data-testid="status"]')).toHaveText('disconnected');
    },
    async recover(c) {
      await c.page.getByTestId('all-wallets-retry').click();
      await expect(c.page.getByTestId('all-wallets-error')).toHaveCount(0);
      await expect(c.page.locator('[data-testid^="all-wallets-item-"]').first()).toBeVisible();
      await openView(c, 'Connect');
      await c.page.locator(WALLET_ROW).click();
      await c.wallet.approveNext('eth_requestAccounts');
      await expectStillConnected(c.page, c.wallet.address);
    },
  },
  {
    id: 'api-onramp-503',
    area: 'API',
    fault: 'on-ramp options and quote: HTTP 503',
    expects: 'built-in currencies, limits and estimate, labelled (spec §8 fallback)',
    arrange: (c) => connectInjected(c),
    async provoke(c) {
      await inject(c.devnet, { path: '/v1/onramp/options', status: 503 }, { path: '/v1/onramp/quote', status: 503 });
      await c.page.getByTestId('account-action-onramp').click();
      await expect(c.page.getByTestId('onramp-fallback-options')).toHaveText('The on-ramp service is unavailable: showing built-in currencies and limits.');
      await expect(c.page.getByTestId('onramp-fallback-quote')).toHaveText('Estimate from built-in data: the provider shows the final amount.');
      await expect(c.page.getByTestId('onramp-limits')).toHaveText('Limits: 10 – 7,500 USD');
    },
    held: (c) => expectStillConnected(c.page, c.wallet.address),
    async recover(c) {
      await c.page.reload();
      await c.page.getByTestId('open-OnRamp').click();
      await expect(c.page.getByTestId('onramp-quote-amount')).toHaveText(/^You get ≈ [\d.]+ ETH$/);
      await expect(c.page.getByTestId('onramp-fallback-options')).toHaveCount(0);
      await expectStillConnected(c.page, c.wallet.address);
    },
  },
]);
