/** Steps the sign-in specs share (the siwx spec, the pseudo-locale walk). */
import type { Page } from '@playwright/test';
import { expect } from '../../kit/index';
import { WALLET_ROW } from '../evm-account/helpers';

/** Opens the widget on `url` (a demo page with `siwx=…`), connects the injected test wallet, and waits for the sign-in view asking. */
export async function connectToSignIn(page: Page, wallet: { approveNext(method: string): Promise<unknown> }, url: string) {
  await page.goto(url);
  await page.getByTestId('gangway-connect').click();
  await page.locator(WALLET_ROW).click();
  await wallet.approveNext('eth_requestAccounts');
  await expect(page.locator('[data-gangway-view]')).toHaveAttribute('data-gangway-view', 'SIWXSignMessage');
  await expect(page.getByTestId('siwx-sign-message')).toHaveAttribute('data-status', 'needed');
}
