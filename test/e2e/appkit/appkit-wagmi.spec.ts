/**
 * Issue 37: hosts/appkit-wagmi, a wagmi dapp written the AppKit way (only @reown/* imports, aliased to
 * @gangway/appkit), on the devnet. Connect through <appkit-button> → AppKit's hooks show the account
 * and network → sign and send with wagmi (the signature verified here, the transfer on chain) → switch
 * network through useAppKitNetwork → <appkit-network-button> opens the modal's network view →
 * disconnect through useDisconnect.
 */
import { verifyMessage, type Hex } from 'viem';
import { expect, test } from '../../kit/index';
import { chain, freshAccount, RECIPIENT, walletFor, WALLET_ROW } from '../adapters/helpers';

const HOST = 'http://127.0.0.1:5190/';

test('an AppKit + wagmi app on @gangway/appkit: connect, hooks, sign, send, switch, the buttons, disconnect', async ({ page, devnet }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const account = await freshAccount(devnet);
  const wallet = await walletFor(page, devnet, account);
  await page.goto(HOST);
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

  // AppKit's hooks: account and network.
  await expect(page.getByTestId('appkit-connected')).toHaveText('true');
  await expect(page.getByTestId('appkit-address')).toHaveText(account.address);
  await expect(page.getByTestId('appkit-caip-address')).toHaveText(`eip155:31337:${account.address}`);
  await expect(page.getByTestId('appkit-chain')).toHaveText('31337');
  // wagmi (through WagmiAdapter's wagmiConfig) follows.
  await expect(page.getByTestId('lib-status')).toHaveText('connected');
  await expect(page.getByTestId('lib-chain')).toHaveText('31337');
  // The instance answers the same.
  expect(await page.evaluate(() => (window as unknown as { appkit: { getAddress(): string | undefined } }).appkit.getAddress())).toBe(account.address);

  // Sign with wagmi: the signature is the account's.
  await page.getByTestId('lib-sign').click();
  await wallet.approveNext('personal_sign');
  await expect(page.getByTestId('lib-signature')).toHaveText(/^0x[0-9a-f]{130}$/);
  const signature = (await page.getByTestId('lib-signature').textContent()) as Hex;
  expect(await verifyMessage({ address: account.address, message: 'Hello from the AppKit wagmi host', signature })).toBe(true);

  // Send with wagmi: checked on chain.
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

  // Switch through useAppKitNetwork: the wallet, AppKit's hooks and wagmi all follow.
  await page.getByTestId('appkit-switch-31338').click();
  await wallet.approveNext('wallet_switchEthereumChain');
  await expect(page.getByTestId('appkit-network')).toHaveText('eip155:31338');
  await expect(page.getByTestId('appkit-chain')).toHaveText('31338');
  await expect(page.getByTestId('lib-chain')).toHaveText('31338');
  expect(wallet.chainId).toBe(31338);

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
  expect(errors).toEqual([]);
});
