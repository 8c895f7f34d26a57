/** Shared steps of the host-adapter specs: a fresh funded account, the widget's connect, on-chain checks. */
import { createPublicClient, http, verifyMessage, type Address, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import type { Page } from '@playwright/test';
import { installInjectedWallet } from '@gangway/devnet/wallets';
import { expect, type DevnetFixture } from '../../kit/index';

export const WALLET_ROW = '[data-testid="wallet-eip6963:dev.gangway.testwallet"]';
export const RECIPIENT = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc' as Address;

/** A new account with 10 ETH on both devnet chains: no spec shares its nonce or balance. */
export async function freshAccount(devnet: DevnetFixture) {
  const privateKey = generatePrivateKey();
  const account = privateKeyToAccount(privateKey);
  await devnet.fundEvm(account.address, 10n ** 19n, 31337);
  await devnet.fundEvm(account.address, 10n ** 19n, 31338);
  return { privateKey, address: account.address };
}

/** The injected test wallet (EIP-6963) knowing both devnet chains, with the given account. */
export async function walletFor(page: Page, devnet: DevnetFixture, account: { privateKey: Hex }) {
  return installInjectedWallet(page, { urls: { evm: devnet.evm, evm2: devnet.evm2 }, contracts: devnet.contracts, account: account as never });
}

export type Wallet = Awaited<ReturnType<typeof walletFor>>;

/** Connects through the widget: its button, the test wallet's row, the wallet's approval. */
export async function connectThroughWidget(page: Page, wallet: Wallet) {
  await page.getByTestId('gangway-connect').click();
  await page.locator(WALLET_ROW).click();
  await wallet.approveNext('eth_requestAccounts');
  await expect(page.getByTestId('widget-status')).toHaveText('connected');
  // The widget shows the Account view; the visitor closes it to use the dapp.
  await page.keyboard.press('Escape');
  await expect(page.locator('[data-gangway-overlay]')).toHaveCount(0);
}

export const chain = (url: string) => createPublicClient({ transport: http(url) });

/**
 * The flow on a host adapter's example dapp: connect through the widget → the library sees the
 * account and chain (and the balance it reads) → sign with the library (verified here) → send with the
 * library (verified on chain) → switch network from the library → the widget shows it → disconnect from
 * the library → the widget shows it. The hosts share the test ids (lib-*, widget-*).
 */
export async function libraryFlow(page: Page, devnet: DevnetFixture, opts: { host: string; message: string; balance: (wei: bigint) => string }) {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const account = await freshAccount(devnet);
  const wallet = await walletFor(page, devnet, account);
  await page.goto(opts.host);
  await expect(page.getByTestId('lib-status')).toHaveText('disconnected');

  await connectThroughWidget(page, wallet);
  await expect(page.getByTestId('lib-status')).toHaveText('connected');
  await expect(page.getByTestId('lib-address')).toHaveText(account.address);
  await expect(page.getByTestId('lib-chain')).toHaveText('31337');
  const before = await chain(devnet.evm).getBalance({ address: account.address });
  await expect(page.getByTestId('lib-balance')).toHaveText(`${opts.balance(before)} ETH`);

  await page.getByTestId('lib-sign').click();
  await wallet.approveNext('personal_sign');
  await expect(page.getByTestId('lib-signature')).toHaveText(/^0x[0-9a-f]{130}$/);
  const signature = (await page.getByTestId('lib-signature').textContent()) as Hex;
  expect(await verifyMessage({ address: account.address, message: opts.message, signature })).toBe(true);
  await expect(page.getByTestId('lib-signature-valid')).toHaveText('true');

  const recipientBefore = await chain(devnet.evm).getBalance({ address: RECIPIENT });
  await page.getByTestId('lib-send').click();
  await wallet.approveNext('eth_sendTransaction');
  await expect(page.getByTestId('lib-tx-status')).toHaveText('success');
  const hash = (await page.getByTestId('lib-tx-hash').textContent()) as Hex;
  const tx = await chain(devnet.evm).getTransaction({ hash });
  expect(tx.from.toLowerCase()).toBe(account.address.toLowerCase());
  expect(tx.to?.toLowerCase()).toBe(RECIPIENT.toLowerCase());
  expect(tx.value).toBe(10n ** 16n);
  expect((await chain(devnet.evm).getTransactionReceipt({ hash })).status).toBe('success');
  expect(await chain(devnet.evm).getBalance({ address: RECIPIENT })).toBe(recipientBefore + 10n ** 16n);

  await page.getByTestId('lib-switch-31338').click();
  await wallet.approveNext('wallet_switchEthereumChain');
  await expect(page.getByTestId('widget-network')).toHaveText('eip155:31338');
  await expect(page.getByTestId('lib-chain')).toHaveText('31338');
  expect(wallet.chainId).toBe(31338);
  // The balance the library reads is the new chain's (issue 36: ethers 6's request cache once
  // answered the previous chain's right after a switch). Nothing was spent there: it differs from 31337's.
  const onSecond = await chain(devnet.evm2).getBalance({ address: account.address });
  expect(onSecond).not.toBe(await chain(devnet.evm).getBalance({ address: account.address }));
  await expect(page.getByTestId('lib-balance')).toHaveText(`${opts.balance(onSecond)} ETH`);

  await page.getByTestId('lib-disconnect').click();
  await expect(page.getByTestId('widget-status')).toHaveText('disconnected');
  await expect(page.getByTestId('lib-status')).toHaveText('disconnected');
  expect(errors).toEqual([]);
  return { account, wallet };
}
