/**
 * Pay, host-initiated, on the devnet: the demo's own button (?payTo=…) calls the pay plugin through
 * `usePay()` → `gangway.service`. The visitor is not connected: the Pay view sends them to Connect,
 * brings them back, they pay 12.5 USDC, and the host's promise resolves with a hash whose transfer is
 * verified on chain. A rejection in the wallet rejects the promise and leaves no state behind.
 */
import { decodeEventLog, erc20Abi, parseUnits, type Address, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { installInjectedWallet } from '@gangway/devnet/wallets';
import type { Page } from '@playwright/test';
import { expect, test } from '../../kit/index';
import { DEMO, WALLET_ROW, currentView } from '../evm-account/helpers';
import { chain, freshAccount } from './helpers';

type Gw = { gangway: { getState(): { modal: { open: boolean }; slices: Record<string, unknown>; router: { transactionStack: unknown[] } } } };
const widgetState = (page: Page) => page.evaluate(() => {
  const s = (window as unknown as Gw).gangway.getState();
  return { open: s.modal.open, pay: s.slices.pay, stack: s.router.transactionStack };
});

test('a host button pays 12.5 USDC: connect first, pay, the promise resolves with a mined hash; a rejection rejects and leaves nothing', async ({ page, devnet }) => {
  const c = chain(devnet);
  const USDC = c.tokens.USDC as Address;
  const payer = await freshAccount(devnet, parseUnits('100', 6));
  const recipient = privateKeyToAccount(generatePrivateKey()).address;
  const wallet = await installInjectedWallet(page, { urls: devnet, contracts: devnet.contracts, account: payer });
  const events: string[] = [];
  await page.exposeFunction('__payEvent', (type: string) => { events.push(type); });
  await page.addInitScript(() => {
    const seen = setInterval(() => {
      const g = (window as unknown as { gangway?: { subscribeEvents(fn: (e: { type: string }) => void): void } }).gangway;
      if (!g) return;
      clearInterval(seen);
      g.subscribeEvents((e) => { if (e.type.startsWith('PAY_')) void (window as unknown as { __payEvent(t: string): void }).__payEvent(e.type); });
    }, 5);
  });
  await page.goto(`${DEMO}?on=pay&payTo=${recipient}&payAmount=12.5&payAsset=${USDC}&payNetwork=eip155:31337`);
  await expect(page.getByTestId('status')).toHaveText('disconnected');

  // The host calls pay: the modal opens on Pay with the request to review.
  await page.getByTestId('host-pay').click();
  await expect(currentView(page)).toHaveAttribute('data-gangway-view', 'Pay');
  await expect(page.getByTestId('pay-amount')).toHaveText('12.5 USDC');
  await expect(page.getByTestId('pay-recipient')).toHaveText(recipient);
  await expect(page.getByTestId('pay-network')).toHaveText('Gangway Devnet');
  await expect(page.getByTestId('pay-result')).toHaveText('pending');

  // Not connected: connect first, and land back on Pay.
  await page.getByTestId('pay-connect').click();
  await page.locator(WALLET_ROW).click();
  await wallet.approveNext('eth_requestAccounts');
  await expect(currentView(page)).toHaveAttribute('data-gangway-view', 'Pay');
  await expect(page.getByTestId('status')).toHaveText('connected');

  await page.getByTestId('pay-submit').click();
  const request = await wallet.nextRequest('eth_sendTransaction');
  expect((request.params as [{ to: string }])[0].to).toBe(USDC);
  const hash = (await request.approve()) as Hex;
  await expect(page.getByTestId('pay-result')).toHaveText(`hash:${hash}`);

  // The hash is a mined transfer of exactly 12.5 USDC from the payer to the recipient.
  const receipt = await c.client.getTransactionReceipt({ hash });
  expect(receipt.status).toBe('success');
  const transfer = receipt.logs.filter((l) => l.address.toLowerCase() === USDC.toLowerCase()).map((l) => decodeEventLog({ abi: erc20Abi, data: l.data, topics: l.topics }))[0];
  expect(transfer).toMatchObject({ eventName: 'Transfer', args: { from: payer.address, to: recipient, value: 12_500_000n } });
  expect(await c.erc20(USDC, recipient)).toBe(12_500_000n);
  expect(await widgetState(page)).toEqual({ open: false, pay: { step: 'review' }, stack: [] });

  // Again, and this time the visitor rejects in the wallet: the promise rejects, nothing is left.
  await page.getByTestId('host-pay').click();
  await expect(currentView(page)).toHaveAttribute('data-gangway-view', 'Pay');
  await page.getByTestId('pay-submit').click();
  await wallet.rejectNext('eth_sendTransaction');
  await expect(page.getByTestId('pay-result')).toHaveText('error:PAY_REJECTED:Payment rejected in the wallet');
  expect(await widgetState(page)).toEqual({ open: false, pay: { step: 'review' }, stack: [] });
  expect(await c.erc20(USDC, recipient)).toBe(12_500_000n);
  expect(wallet.pending()).toEqual([]);
  expect(events).toEqual(['PAY_REQUESTED', 'PAY_SUBMITTED', 'PAY_SUCCESS', 'PAY_REQUESTED', 'PAY_ERROR']);
});
