/**
 * Issue 36: a Solana-only host (hosts/solana) with an EVM extension installed beside a Solana one.
 * The EVM wallet announces itself (EIP-6963) and sits on window.ethereum, but the host has no eip155
 * network: the Connect view lists the Solana wallet only — picking the EVM one could only have
 * connected to an "Unknown Network".
 */
import { expect, test } from '../../kit/index';

const HOST = 'http://127.0.0.1:5185/';
const SOLANA_ROW = '[data-testid="wallet-wallet-standard:solana:Gangway Solana Wallet"]';
const EVM_ROW = '[data-testid="wallet-eip6963:dev.gangway.testwallet"]';

test('a Solana-only host lists no EVM extension wallet; its Solana wallet connects on a Solana network', async ({ page, injectedWallet, solanaWallet }) => {
  void injectedWallet; // installed: it announces itself and is window.ethereum
  await page.goto(HOST);
  expect(await page.evaluate(() => typeof (window as unknown as { ethereum?: unknown }).ethereum)).toBe('object');
  await page.getByTestId('gangway-connect').click();
  await expect(page.locator(SOLANA_ROW)).toBeVisible();
  await expect(page.locator(EVM_ROW)).toHaveCount(0);
  await expect(page.locator('[data-gangway-view]')).not.toContainText('Browser Wallet');
  await page.locator(SOLANA_ROW).click();
  await expect(page.getByTestId('widget-status')).toHaveText('connected');
  await expect(page.locator('[data-gangway-view]')).not.toContainText('Unknown Network');
  expect(await page.evaluate(() => (window as unknown as { gangway: { getAccount(ns: string): { address?: string } | undefined } }).gangway.getAccount('solana')?.address)).toBe(solanaWallet.address);
});
