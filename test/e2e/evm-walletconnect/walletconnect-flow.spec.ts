/**
 * The EVM slice over WalletConnect on the demo host: the widget pairs with the devnet's WalletConnect
 * test wallet through the local relay (real @walletconnect/universal-provider on both sides).
 * open → ConnectingWalletConnect → the wc: URI (copy-link button, and the WalletConnect plugin's pairing slice) →
 * the wallet pairs and approves → Account shows the address and on-chain balances → switch network →
 * native and ERC-20 sends verified on chain → disconnect (the wallet sees the session end).
 * A rejected proposal leaves the widget disconnected and usable.
 */
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { parseUnits, type Address } from 'viem';
import type { Page } from '@playwright/test';
import { createWcWallet } from '@gangway/devnet/wallets';
import { expect, test, type DevnetFixture, type WcWallet } from '../../kit/index';
import { formatQuantity, truncateAddress } from '../../../libs/wallet/src/format';
import { chainReader } from '../evm-account/helpers';

const DEMO = 'http://127.0.0.1:5173/';
const view = (page: Page) => page.locator('[data-gangway-view]');
/** The WalletConnect plugin's pairing slice (the URI on show). */
const pairing = (page: Page) => page.evaluate(() =>
  (window as unknown as { gangway: { getState(): { slices: Record<string, { uri?: string }> } } }).gangway.getState().slices['walletconnect/pairing']);
const state = (page: Page) => ({ status: page.getByTestId('status'), address: page.getByTestId('address'), network: page.getByTestId('network') });

/** Opens the Connect view, chooses WalletConnect and returns the pairing URI the view shows. */
async function openWalletConnect(page: Page): Promise<string> {
  await page.getByTestId('gangway-connect').click();
  await page.getByTestId('wallet-walletConnect').click();
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'ConnectingWalletConnect');
  const copy = page.getByTestId('wc-copy-link');
  await expect(copy).toHaveAttribute('data-uri', /^wc:[0-9a-f]{64}@2\?/, { timeout: 20_000 });
  const uri = (await copy.getAttribute('data-uri'))!;
  // The same URI is in the widget state and drawn as a QR code.
  expect((await pairing(page)).uri).toBe(uri);
  await expect(page.getByTestId('wc-qr')).toHaveAttribute('data-value', uri);
  await expect(page.locator('[data-testid="wc-qr"] svg')).toHaveCount(1);
  return uri;
}

/** The wallet pairs from the URI and approves the proposal by hand. */
async function pairAndApprove(wallet: WcWallet, uri: string) {
  await wallet.pair(uri);
  await wallet.approveSession(await wallet.nextProposal());
}

test.describe('EVM over WalletConnect', () => {
  test('connect, balances, switch network, native and ERC-20 sends on chain, disconnect', async ({ page, devnet }) => {
    // The kit's wcWallet reports no ERC-20s in wallet_getAssets; this one reports the devnet USDC.
    const usdc = { address: (devnet.contracts.tokens as Record<string, Address>).USDC, name: 'USD Coin', symbol: 'USDC', decimals: 6, priceUsd: 1 };
    const wcWallet = await createWcWallet({ relayUrl: devnet.relay, projectId: devnet.projectId, chains: { 31337: devnet.evm, 31338: devnet.evm2 }, tokens: { 31337: [usdc] } });
    try {
      await connectedFlow(page, devnet, wcWallet);
    } finally {
      await wcWallet.close();
    }
  });

  test('a rejected proposal leaves the widget disconnected and usable', async ({ page, wcWallet }) => {
    await page.goto(DEMO);
    const s = state(page);
    const first = await openWalletConnect(page);
    await wcWallet.pair(first);
    await wcWallet.rejectSession(await wcWallet.nextProposal());
    await expect(page.getByTestId('connect-error')).toHaveText('Connection declined');
    await expect(s.status).toHaveText('disconnected');
    await expect(view(page)).toHaveAttribute('data-gangway-view', 'ConnectingWalletConnect');

    // Try again: a fresh URI, approved this time.
    await page.getByTestId('connect-retry').click();
    const copy = page.getByTestId('wc-copy-link');
    await expect(copy).not.toHaveAttribute('data-uri', first);
    await expect(copy).toHaveAttribute('data-uri', /^wc:/, { timeout: 20_000 });
    const second = (await copy.getAttribute('data-uri'))!;
    expect(second).not.toBe(first);
    await pairAndApprove(wcWallet, second);
    await expect(s.status).toHaveText('connected');
    await expect(s.address).toHaveText(wcWallet.address);
  });
});

/** Connect over WalletConnect, check balances, switch network, send ETH and USDC, disconnect. */
async function connectedFlow(page: Page, devnet: DevnetFixture, wcWallet: WcWallet) {
  await page.goto(DEMO);
    const s = state(page);
    await expect(s.status).toHaveText('disconnected');

    // The wallet approves what arrives (the proposal, then balance discovery and sends).
    wcWallet.autoApprove = true;
    const uri = await openWalletConnect(page);
    await wcWallet.pair(uri);
    await expect(view(page)).toHaveAttribute('data-gangway-view', 'Account');
    await expect(s.status).toHaveText('connected');
    await expect(s.address).toHaveText(wcWallet.address);
    await expect(s.network).toHaveText('eip155:31337');
    await expect(page.getByTestId('account-address')).toHaveText(truncateAddress(wcWallet.address));
    // The URI is spent: the state no longer carries it.
    expect(await pairing(page)).toEqual({});
    // Balances come through the session and match the chain.
    const chain = chainReader(devnet.evm);
    const eth = await chain.native(wcWallet.address);
    await expect(page.getByTestId('account-balance')).toHaveText(`${formatQuantity(chain.format(eth, 18))} ETH`);

    // Switch to the second devnet chain (approved in the session) and back.
    await page.getByTestId('account-network').click();
    await page.getByTestId('network-eip155:31338').click();
    await expect(s.network).toHaveText('eip155:31338');
    await expect(s.status).toHaveText('connected');
    await page.evaluate(() => (window as unknown as { gangway: { switchNetwork(n: string): Promise<void> } }).gangway.switchNetwork('eip155:31337'));
    await expect(s.network).toHaveText('eip155:31337');

    // Native send through the session, verified on chain.
    await page.evaluate(() => (window as unknown as { gangway: { open(o: object): Promise<void> } }).gangway.open({ view: 'Account' }));
    await expect(page.locator('[data-testid="token-row"][data-symbol="ETH"]')).toBeVisible();
    const to = privateKeyToAccount(generatePrivateKey()).address;
    await sendFromAccount(page, 'ETH', '0.125', to);
    await expect.poll(() => chain.native(to), { timeout: 20_000 }).toBe(parseUnits('0.125', 18));

    // ERC-20 send (the wallet's devnet account holds USDC), verified on chain.
    const tokens = devnet.contracts.tokens as Record<string, Address>;
    const usdcBefore = await chain.erc20(tokens.USDC, wcWallet.address);
    expect(usdcBefore).toBeGreaterThan(2_500_000n);
    await sendFromAccount(page, 'USDC', '2.5', to);
    await expect.poll(() => chain.erc20(tokens.USDC, to), { timeout: 20_000 }).toBe(2_500_000n);
    expect(await chain.erc20(tokens.USDC, wcWallet.address)).toBe(usdcBefore - 2_500_000n);

    // Disconnect: the widget is disconnected and the wallet sees the session end.
    await page.keyboard.press('Escape');
    await page.getByTestId('disconnect').click();
    await expect(s.status).toHaveText('disconnected');
    await expect(s.address).toHaveText('—');
    await expect.poll(() => wcWallet.sessions().length, { timeout: 15_000 }).toBe(0);
}

async function sendFromAccount(page: Page, symbol: string, amount: string, to: string) {
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'Account');
  await page.getByTestId('account-action-send').click();
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'Send');
  const value = await page.locator('[data-testid="send-token"] option').filter({ hasText: new RegExp(`^${symbol} `) }).getAttribute('value');
  await page.getByTestId('send-token').selectOption(value!);
  await page.getByTestId('send-amount').fill(amount);
  await page.getByTestId('send-receiver').fill(to);
  await page.getByTestId('send-submit').click();
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'Account', { timeout: 20_000 });
}
