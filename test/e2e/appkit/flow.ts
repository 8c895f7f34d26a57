/**
 * The AppKit-way hosts' shared steps (hosts/appkit-*, by the test ids they share: appkit-* for AppKit's
 * hooks and buttons, lib-* for the host's chain library), and the flow every EVM one passes on the
 * devnet: connect through <appkit-button> → AppKit's hooks show the account and network → sign and send with
 * the host's library (the signature verified here, the transfer on chain) → switch network through
 * useAppKitNetwork → <appkit-network-button> and the connected <appkit-button> open the modal's views
 * → disconnect through useDisconnect. `library` checks what the host's library shows at each step.
 */
import { verifyMessage, type Hex } from 'viem';
import type { Page } from '@playwright/test';
import { expect, type DevnetFixture } from '../../kit/index';
import { chain, freshAccount, RECIPIENT, walletFor, WALLET_ROW } from '../adapters/helpers';

/** The devnet's Solana test wallet (Wallet Standard) in the Connect view. */
export const SOLANA_ROW = '[data-testid="wallet-wallet-standard:solana:Gangway Solana Wallet"]';

type Step = 'connected' | 'switched' | 'disconnected';

/** Errors the page throws; the flows end expecting none. */
export function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** Closes the modal (Escape) and waits for its overlay to go. */
export async function closeModal(page: Page) {
  await page.keyboard.press('Escape');
  await expect(page.locator('[data-gangway-overlay]')).toHaveCount(0);
}

/**
 * Opens the modal from an <appkit-button> (`namespace` picks `<appkit-button namespace="…">`): it holds
 * Gangway's connect button, and a click opens the modal on the wallet list.
 */
export async function openConnect(page: Page, namespace?: string) {
  await page.locator(namespace ? `appkit-button[namespace="${namespace}"]` : 'appkit-button').getByRole('button').click();
  await expect(page.locator('[data-gangway-view="Connect"]')).toBeVisible();
}

/** AppKit's hooks (the hosts' appkit-* test ids) show the account and its network. */
export async function expectAccount(page: Page, a: { address: string; caipNetworkId: string; chainId: string }) {
  await expect(page.getByTestId('appkit-status')).toHaveText('connected');
  await expect(page.getByTestId('appkit-connected')).toHaveText('true');
  await expect(page.getByTestId('appkit-address')).toHaveText(a.address);
  await expect(page.getByTestId('appkit-caip-address')).toHaveText(`${a.caipNetworkId}:${a.address}`);
  await expect(page.getByTestId('appkit-network')).toHaveText(a.caipNetworkId);
  await expect(page.getByTestId('appkit-chain')).toHaveText(a.chainId);
}

/** The instance's own answers (the page keeps it as `window.appkit`). */
export const instanceAddress = (page: Page, namespace?: string) =>
  page.evaluate((ns) => (window as unknown as { appkit: { getAddress(ns?: string): string | undefined } }).appkit.getAddress(ns), namespace);

/**
 * Connected: <appkit-network-button> shows the network and opens the modal's Networks view; the
 * connected <appkit-button> is the account button and opens the Account view.
 */
export async function buttonsOpenViews(page: Page, networkName: string, button = 'appkit-button') {
  await expect(page.locator('appkit-network-button')).toContainText(networkName);
  await page.locator('appkit-network-button').getByRole('button').click();
  await expect(page.locator('[data-gangway-view="Networks"]')).toBeVisible();
  await closeModal(page);
  await page.locator(button).getByRole('button').click();
  await expect(page.locator('[data-gangway-view="Account"]')).toBeVisible();
  await closeModal(page);
}

/** Disconnects through useDisconnect (the hosts' appkit-disconnect button): the hooks show nobody. */
export async function disconnectThroughHook(page: Page) {
  await page.getByTestId('appkit-disconnect').click();
  await expect(page.getByTestId('appkit-connected')).toHaveText('false');
  await expect(page.getByTestId('appkit-address')).toHaveText('—');
}

export async function appkitEvmFlow(page: Page, devnet: DevnetFixture, opts: { host: string; message: string; library?: (step: Step) => Promise<void> }) {
  const errors = pageErrors(page);
  const account = await freshAccount(devnet);
  const wallet = await walletFor(page, devnet, account);
  await page.goto(opts.host);
  await expect(page.getByTestId('appkit-connected')).toHaveText('false');
  await expect(page.getByTestId('appkit-network')).toHaveText('eip155:31337');
  await expect(page.getByTestId('lib-status')).toHaveText('disconnected');

  await openConnect(page);
  await page.locator(WALLET_ROW).click();
  await wallet.approveNext('eth_requestAccounts');
  await expect(page.getByTestId('appkit-status')).toHaveText('connected');
  await closeModal(page);

  // AppKit's hooks: account and network; the instance answers the same.
  await expectAccount(page, { address: account.address, caipNetworkId: 'eip155:31337', chainId: '31337' });
  await expect(page.getByTestId('lib-status')).toHaveText('connected');
  expect(await instanceAddress(page)).toBe(account.address);
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

  await buttonsOpenViews(page, 'Gangway Devnet 2');

  await disconnectThroughHook(page);
  await expect(page.getByTestId('lib-status')).toHaveText('disconnected');
  await opts.library?.('disconnected');
  expect(errors).toEqual([]);
}
