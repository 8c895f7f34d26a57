/**
 * The AppKit-way hosts' shared steps (hosts/appkit-*, by the test ids they share: appkit-* for AppKit's
 * hooks and buttons, lib-* for the host's chain library), and the flow every EVM one passes on the
 * devnet: connect through <appkit-button> → AppKit's hooks show the account and network → sign and send with
 * the host's library (the signature verified here, the transfer on chain) → switch network through
 * useAppKitNetwork → <appkit-network-button> and the connected <appkit-button> open the modal's views
 * → disconnect through useDisconnect. `library` checks what the host's library shows at each step.
 */
import { verifyMessage, type Address, type Hex } from 'viem';
import type { Page } from '@playwright/test';
import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js';
import { ed25519 } from '@noble/curves/ed25519.js';
import { expect, type DevnetFixture, type SolanaWallet } from '../../kit/index';
import { chain, freshAccount, RECIPIENT, walletFor, WALLET_ROW, type Wallet } from '../adapters/helpers';

/** The devnet's Solana test wallet (Wallet Standard) in the Connect view. */
export const SOLANA_ROW = '[data-testid="wallet-wallet-standard:solana:Gangway Solana Wallet"]';

const fromHex = (s: string) => Uint8Array.from(s.match(/../g)!.map((b) => parseInt(b, 16)));

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
  await page.locator(`appkit-button${namespace ? `[namespace="${namespace}"]` : ':not([namespace])'}`).getByRole('button').click();
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
export async function buttonsOpenViews(page: Page, networkName: string) {
  await expect(page.locator('appkit-network-button')).toContainText(networkName);
  await page.locator('appkit-network-button').getByRole('button').click();
  await expect(page.locator('[data-gangway-view="Networks"]')).toBeVisible();
  await closeModal(page);
  await page.locator('appkit-button:not([namespace])').getByRole('button').click();
  await expect(page.locator('[data-gangway-view="Account"]')).toBeVisible();
  await closeModal(page);
}

/** Disconnects through useDisconnect (the hosts' appkit-disconnect button): the hooks show nobody. */
export async function disconnectThroughHook(page: Page) {
  await page.getByTestId('appkit-disconnect').click();
  await expect(page.getByTestId('appkit-connected')).toHaveText('false');
  await expect(page.getByTestId('appkit-address')).toHaveText('—');
}

/**
 * Signs with the host's EVM library (lib-sign: the signature verified here) and sends 0.01 ETH to
 * RECIPIENT (lib-send: the transaction and the balance checked on chain: `rpc`, the first chain's by default).
 */
export async function evmSignAndSend(page: Page, devnet: DevnetFixture, wallet: Wallet, address: Address, message: string, rpc = devnet.evm) {
  // Sign with the library: the signature is the account's.
  await page.getByTestId('lib-sign').click();
  await wallet.approveNext('personal_sign');
  await expect(page.getByTestId('lib-signature')).toHaveText(/^0x[0-9a-f]{130}$/);
  const signature = (await page.getByTestId('lib-signature').textContent()) as Hex;
  expect(await verifyMessage({ address, message, signature })).toBe(true);

  // Send with the library: checked on chain.
  const recipientBefore = await chain(rpc).getBalance({ address: RECIPIENT });
  await page.getByTestId('lib-send').click();
  await wallet.approveNext('eth_sendTransaction');
  await expect(page.getByTestId('lib-tx-status')).toHaveText('success');
  const hash = (await page.getByTestId('lib-tx-hash').textContent()) as Hex;
  const tx = await chain(rpc).getTransaction({ hash });
  expect(tx.from.toLowerCase()).toBe(address.toLowerCase());
  expect(tx.to?.toLowerCase()).toBe(RECIPIENT.toLowerCase());
  expect(tx.value).toBe(10n ** 16n);
  expect(await chain(rpc).getBalance({ address: RECIPIENT })).toBe(recipientBefore + 10n ** 16n);
}

/**
 * Signs through useAppKitProvider('solana')'s provider (the signature verified here with ed25519) and
 * sends 0.01 SOL to a new account (the wallet signs, the Connection sends; both balances checked on the
 * devnet's first cluster). `id` is the Solana panel's test-id prefix (hosts/appkit-solana/src/Solana.tsx).
 */
export async function solanaSignAndSend(page: Page, devnet: DevnetFixture, solanaWallet: SolanaWallet, opts: { message: string; id?: string }) {
  const id = opts.id ?? 'lib';
  const chain = new Connection(devnet.solana, 'confirmed');
  const owner = new PublicKey(solanaWallet.address);
  // Sign through useAppKitProvider('solana')'s provider: the signature is the account's.
  await page.getByTestId(`${id}-sign`).click();
  await expect(page.getByTestId(`${id}-signature`)).toHaveText(/^[0-9a-f]{128}$/);
  const signature = fromHex((await page.getByTestId(`${id}-signature`).textContent())!);
  expect(ed25519.verify(signature, new TextEncoder().encode(opts.message), owner.toBytes())).toBe(true);
  await expect(page.getByTestId(`${id}-signature-valid`)).toHaveText('true');

  // Send lamports: the wallet signs, the Connection sends; checked on the cluster.
  const before = await chain.getBalance(owner);
  const recipient = Keypair.generate().publicKey;
  await page.getByTestId(`${id}-to`).fill(recipient.toBase58());
  await page.getByTestId(`${id}-send`).click();
  await expect(page.getByTestId(`${id}-tx-status`)).toHaveText('success');
  const hash = (await page.getByTestId(`${id}-tx-hash`).textContent())!;
  const { value: [status] } = await chain.getSignatureStatuses([hash]);
  expect(status?.err).toBeNull();
  expect(await chain.getBalance(recipient)).toBe(LAMPORTS_PER_SOL / 100);
  const spent = before - (await chain.getBalance(owner));
  // The transfer plus the fee (a few thousand lamports for one signature).
  expect(spent).toBeGreaterThan(LAMPORTS_PER_SOL / 100);
  expect(spent).toBeLessThan(LAMPORTS_PER_SOL / 100 + 100_000);
  expect(solanaWallet.log.some((l) => l.method === 'signTransaction')).toBe(true);
  await expect(page.getByTestId(`${id}-balance`)).toHaveText(`${(await chain.getBalance(owner)) / LAMPORTS_PER_SOL} SOL`);
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

  await evmSignAndSend(page, devnet, wallet, account.address, opts.message);

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
