/**
 * The EVM flow with the keyboard alone (no mouse, no clicks): Tab to the host's connect button and
 * open the modal with Enter, Tab to the injected test wallet and connect, Tab to Send, choose the
 * token with the arrow keys, type the amount and receiver, send on the devnet (verified on chain),
 * then Tab to Disconnect. Focus stays inside the dialog while it is open (every Tab lands in it) and
 * goes back to the connect button when it closes.
 */
import { createPublicClient, http, parseEther } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { installInjectedWallet } from '@gangway/devnet/wallets';
import type { Page } from '@playwright/test';
import { expect, test } from '../../kit/index';

const DEMO = 'http://127.0.0.1:5173/?panel=0';
const view = (page: Page) => page.locator('[data-gangway-view]');
const focused = (page: Page) => page.evaluate(() => {
  const el = document.activeElement;
  return { testId: el?.getAttribute('data-testid') ?? null, inModal: !!el?.closest('[data-gangway-modal]') };
});

/** Presses Tab until the element with `testId` has the focus; while the modal is open every stop must be inside it. */
async function tabTo(page: Page, testId: string, modalOpen = true) {
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    const f = await focused(page);
    if (modalOpen) expect(f.inModal, `focus left the dialog while tabbing to ${testId}`).toBe(true);
    if (f.testId === testId) return;
  }
  throw new Error(`Tab never reached ${testId}`);
}

test('keyboard only: open, connect the injected wallet, send on the devnet, disconnect', async ({ page, devnet }) => {
  const key = generatePrivateKey();
  const account = { address: privateKeyToAccount(key).address, privateKey: key };
  await devnet.fundEvm(account.address, parseEther('2'));
  const wallet = await installInjectedWallet(page, { urls: devnet, contracts: devnet.contracts, account });
  const chain = createPublicClient({ transport: http(devnet.evm) });
  const to = privateKeyToAccount(generatePrivateKey()).address;

  await page.goto(DEMO);
  await tabTo(page, 'gangway-connect', false);
  await page.keyboard.press('Enter');
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'Connect');

  await tabTo(page, 'wallet-eip6963:dev.gangway.testwallet');
  await page.keyboard.press('Enter');
  await wallet.approveNext('eth_requestAccounts');
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'Account');
  await expect(page.getByTestId('status')).toHaveText('connected');

  await tabTo(page, 'account-action-send');
  await page.keyboard.press('Enter');
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'Send');
  await tabTo(page, 'send-token');
  const token = page.getByTestId('send-token');
  await expect(token.locator('option')).not.toHaveCount(1);
  for (let i = 0; i < 10 && !/^ETH /.test(await token.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.textContent ?? '')); i++) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(token.locator('option:checked')).toHaveText(/^ETH /);
  await tabTo(page, 'send-amount');
  await page.keyboard.type('0.25');
  await tabTo(page, 'send-receiver');
  await page.keyboard.type(to);
  await tabTo(page, 'send-submit');
  await page.keyboard.press('Enter');
  const tx = await wallet.nextRequest('eth_sendTransaction');
  expect(tx.params).toEqual([{ from: account.address, to, value: '0x3782dace9d90000', data: '0x' }]);
  await tx.approve();
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'Account');
  await expect(page.locator('[data-gangway-toast]')).toHaveText('Transaction sent');
  await expect.poll(() => chain.getBalance({ address: to })).toBe(parseEther('0.25'));

  await tabTo(page, 'account-disconnect');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('status')).toHaveText('disconnected');
  await expect(page.locator('[data-gangway-modal]')).toHaveCount(0);
  expect((await focused(page)).testId).toBe('gangway-connect');
});
