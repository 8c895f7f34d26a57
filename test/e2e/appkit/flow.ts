/**
 * The flow every AppKit-way host (hosts/appkit-*) passes on the devnet, by the test ids they share:
 * connect through <appkit-button> → AppKit's hooks show the account and network → sign and send with
 * the host's library (the signature verified here, the transfer on chain) → switch network through
 * useAppKitNetwork → <appkit-network-button> and the connected <appkit-button> open the modal's views
 * → disconnect through useDisconnect. `library` checks what the host's library shows at each step.
 */
import { verifyMessage, type Hex } from 'viem';
import type { Page } from '@playwright/test';
import { expect, type DevnetFixture } from '../../kit/index';
import { chain, freshAccount, RECIPIENT, walletFor, WALLET_ROW } from '../adapters/helpers';

type Step = 'connected' | 'switched' | 'disconnected';

export async function appkitEvmFlow(page: Page, devnet: DevnetFixture, opts: { host: string; message: string; library?: (step: Step) => Promise<void> }) {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const account = await freshAccount(devnet);
  const wallet = await walletFor(page, devnet, account);
  await page.goto(opts.host);
  await expect(page.getByTestId('appkit-connected')).toHaveText('false');
  await expect(page.getByTestId('appkit-network')).toHaveText('eip155:31337');
  await expect(page.getByTestId('lib-status')).toHaveText('disconnected');

  // <appkit-button> holds Gangway's connect button: a click opens the modal on the wallet list.
  await page.locator('appkit-button').getByRole('button').click();
  await expect(page.locator('[data-gangway-view="Connect"]')).toBeVisible();
  await page.locator(WALLET_ROW).click();
  await wallet.approveNext('eth_requestAccounts');
  await expect(page.getByTestId('appkit-status')).toHaveText('connected');
  await page.keyboard.press('Escape');
  await expect(page.locator('[data-gangway-overlay]')).toHaveCount(0);

  // AppKit's hooks: account and network; the instance answers the same.
  await expect(page.getByTestId('appkit-connected')).toHaveText('true');
  await expect(page.getByTestId('appkit-address')).toHaveText(account.address);
  await expect(page.getByTestId('appkit-caip-address')).toHaveText(`eip155:31337:${account.address}`);
  await expect(page.getByTestId('appkit-chain')).toHaveText('31337');
  await expect(page.getByTestId('lib-status')).toHaveText('connected');
  expect(await page.evaluate(() => (window as unknown as { appkit: { getAddress(): string | undefined } }).appkit.getAddress())).toBe(account.address);
  await opts.library?.('connected');

  // Sign with the library: the signature is the account's.
  await page.getByTestId('lib-sign').click();
  await wallet.approveNext('personal_sign');
  await expect(page.getByTestId('lib-signature')).toHaveText(/^0x[0-9a-f]{130}$/);
  const signature = (await page.getByTestId('lib-signature').textContent()) as Hex;
  expect(await verifyMessage({ address: account.address, message: opts.message, signature })).toBe(true);

  // Send with the library: checked on chain.
  const recipientBefore = await chain(devnet.evm).getBalance({ address: RECIPIENT });
  await page.getByTestId('lib-send').click();
  await wallet.approveNext('eth_sendTransaction');
  await expect(page.getByTestId('lib-tx-status')).toHaveText('success');
  const hash = (await page.getByTestId('lib-tx-hash').textContent()) as Hex;
  const tx = await chain(devnet.evm).getTransaction({ hash });
  expect(tx.from.toLowerCase()).toBe(account.address.toLowerCase());
  expect(tx.to?.toLowerCase()).toBe(RECIPIENT.toLowerCase());
  expect(tx.value).toBe(10n ** 16n);
  expect(await chain(devnet.evm).getBalance({ address: RECIPIENT })).toBe(recipientBefore + 10n ** 16n);

  // Switch through useAppKitNetwork: the wallet and AppKit's hooks follow.
  await page.getByTestId('appkit-switch-31338').click();
  await wallet.approveNext('wallet_switchEthereumChain');
  await expect(page.getByTestId('appkit-network')).toHaveText('eip155:31338');
  await expect(page.getByTestId('appkit-chain')).toHaveText('31338');
  expect(wallet.chainId).toBe(31338);
  await opts.library?.('switched');

  // <appkit-network-button> shows the network and opens the modal's network view.
  await expect(page.locator('appkit-network-button')).toContainText('Gangway Devnet 2');
  await page.locator('appkit-network-button').getByRole('button').click();
  await expect(page.locator('[data-gangway-view="Networks"]')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('[data-gangway-overlay]')).toHaveCount(0);

  // Connected, <appkit-button> is the account button: it opens the Account view.
  await page.locator('appkit-button').getByRole('button').click();
  await expect(page.locator('[data-gangway-view="Account"]')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('[data-gangway-overlay]')).toHaveCount(0);

  // Disconnect through useDisconnect.
  await page.getByTestId('appkit-disconnect').click();
  await expect(page.getByTestId('appkit-connected')).toHaveText('false');
  await expect(page.getByTestId('appkit-address')).toHaveText('—');
  await expect(page.getByTestId('lib-status')).toHaveText('disconnected');
  await opts.library?.('disconnected');
  expect(errors).toEqual([]);
}
