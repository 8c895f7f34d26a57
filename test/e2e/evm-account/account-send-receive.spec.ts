/**
 * Account, Send, Receive and Disconnect with the injected test wallet on the demo host against the
 * devnet: balances read on chain must be on screen, a send's network fee is the node's estimate,
 * sends are verified on chain, a rejection (4001) keeps the send inputs, and a faulty balance API
 * shows 'Token Balance Unavailable' while the widget keeps working.
 */
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { formatUnits, parseUnits, type Address } from 'viem';
import { evmAccounts } from '@gangway/devnet/accounts';
import { installInjectedWallet } from '@gangway/devnet/wallets';
import type { Page } from '@playwright/test';
import { expect, test } from '../../kit/index';
import { formatQuantity, truncateAddress } from '../../../libs/wallet/src/format';
import { chainReader, connect, currentView, toast, withoutAssetDiscovery } from './helpers';

const sender = evmAccounts[2];
const tokenRow = (page: Page, symbol: string) => page.locator(`[data-testid="token-row"][data-symbol="${symbol}"] [data-testid="token-quantity"]`);
const freshAddress = () => privateKeyToAccount(generatePrivateKey()).address;

async function fillSend(page: Page, symbol: string, amount: string, to: string) {
  const value = await page.locator('[data-testid="send-token"] option').filter({ hasText: new RegExp(`^${symbol} `) }).getAttribute('value');
  await page.getByTestId('send-token').selectOption(value!);
  await page.getByTestId('send-amount').fill(amount);
  await page.getByTestId('send-receiver').fill(to);
}

test.describe('Account, Send, Receive with the injected wallet', () => {
  test('balances from the chain, native and ERC-20 sends verified on chain, receive, disconnect', async ({ page, context, devnet }) => {
    const wallet = await installInjectedWallet(page, { urls: devnet, contracts: devnet.contracts, account: sender });
    const chain = chainReader(devnet.evm);
    const tokens = devnet.contracts.tokens as Record<string, Address>;
    await connect(page, wallet);

    // Account: the address (4/6), the native balance and every ERC-20 the account holds, as on chain.
    await expect(page.getByTestId('account-address')).toHaveText(truncateAddress(sender.address));
    const eth = await chain.native(sender.address);
    await expect(page.getByTestId('account-balance')).toHaveText(`${formatQuantity(chain.format(eth, 18))} ETH`);
    await expect(tokenRow(page, 'ETH')).toHaveText(`${formatQuantity(chain.format(eth, 18))} ETH`);
    for (const [symbol, decimals] of [['USDC', 6], ['DAI', 18], ['GANG', 18]] as const) {
      const held = await chain.erc20(tokens[symbol], sender.address);
      expect(held).toBeGreaterThan(0n);
      await expect(tokenRow(page, symbol)).toHaveText(`${formatQuantity(chain.format(held, decimals))} ${symbol}`);
    }

    // Send native: 0.25 ETH to a fresh address; back on Account once the wallet answers.
    const to = freshAddress();
    await page.getByTestId('account-action-send').click();
    await expect(currentView(page)).toHaveAttribute('data-gangway-view', 'Send');
    await fillSend(page, 'ETH', '0.25', to);
    // The fee line: the widget's estimate on anvil, within the rounding of the two digits it shows.
    const feeLine = page.getByTestId('send-fee');
    await expect(feeLine).toHaveText(/^Network fee ≈ \d+\.\d+ ETH$/);
    const onChain = Number(formatUnits(await chain.fee({ account: sender.address, to, value: parseUnits('0.25', 18) }), 18));
    const shown = Number(/≈ ([\d.]+) ETH/.exec((await feeLine.textContent())!)![1]);
    expect(onChain).toBeGreaterThan(0);
    expect(Math.abs(shown - onChain) / onChain).toBeLessThan(0.05);
    await page.getByTestId('send-submit').click();
    const nativeTx = await wallet.nextRequest('eth_sendTransaction');
    expect(nativeTx.params).toEqual([{ from: sender.address, to, value: '0x3782dace9d90000', data: '0x' }]);
    await nativeTx.approve();
    await expect(currentView(page)).toHaveAttribute('data-gangway-view', 'Account');
    await expect(toast(page)).toHaveText('Transaction sent');
    await expect.poll(() => chain.native(to)).toBe(parseUnits('0.25', 18));

    // Send ERC-20: 12.5 USDC; the recipient's balance on chain goes up by exactly that.
    await page.getByTestId('account-action-send').click();
    await fillSend(page, 'USDC', '12.5', to);
    await page.getByTestId('send-submit').click();
    await wallet.approveNext('eth_sendTransaction');
    await expect(currentView(page)).toHaveAttribute('data-gangway-view', 'Account');
    await expect.poll(() => chain.erc20(tokens.USDC, to)).toBe(12_500_000n);
    // Account re-reads (the send cleared the 30 s cache): the sender's USDC is the new on-chain amount.
    const usdcAfter = await chain.erc20(tokens.USDC, sender.address);
    await expect(tokenRow(page, 'USDC')).toHaveText(`${formatQuantity(chain.format(usdcAfter, 6))} USDC`);

    // Receive: the full address, its QR code as SVG, and copy.
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: 'http://127.0.0.1:5173' });
    await page.getByTestId('account-action-receive').click();
    await expect(page.getByTestId('receive-address')).toHaveText(sender.address);
    await expect(page.locator('[data-testid="receive-qr"] svg path')).toHaveCount(1);
    await expect(page.getByTestId('receive-network')).toHaveText('Your address on Gangway Devnet');
    await page.getByTestId('receive-copy').click();
    await expect(toast(page)).toHaveText('Address copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(sender.address);

    // Disconnect from the Account view: the modal closes and the widget is disconnected.
    await page.locator('[data-gangway-back]').click();
    await page.getByTestId('account-disconnect').click();
    await expect(page.getByTestId('status')).toHaveText('disconnected');
    await expect(page.getByTestId('address')).toHaveText('—');
    await expect(page.locator('[data-gangway-modal]')).toHaveCount(0);
  });

  test('a rejected send (4001) keeps the inputs; the retry goes through', async ({ page, devnet }) => {
    const wallet = await installInjectedWallet(page, { urls: devnet, contracts: devnet.contracts, account: sender });
    const chain = chainReader(devnet.evm);
    await connect(page, wallet);
    const to = freshAddress();
    await page.getByTestId('account-action-send').click();
    await fillSend(page, 'ETH', '0.1', to);
    await page.getByTestId('send-submit').click();
    await wallet.rejectNext('eth_sendTransaction');
    await expect(toast(page)).toHaveText('Signature declined');
    await expect(currentView(page)).toHaveAttribute('data-gangway-view', 'Send');
    await expect(page.getByTestId('send-amount')).toHaveValue('0.1');
    await expect(page.getByTestId('send-receiver')).toHaveValue(to);
    await expect(page.getByTestId('send-submit')).toBeEnabled();
    expect(await chain.native(to)).toBe(0n);

    await page.getByTestId('send-submit').click();
    await wallet.approveNext('eth_sendTransaction');
    await expect(currentView(page)).toHaveAttribute('data-gangway-view', 'Account');
    await expect.poll(() => chain.native(to)).toBe(parseUnits('0.1', 18));
  });

  test('a token whose name is markup is shown as text', async ({ page, devnet }) => {
    // Account 0 holds the devnet's HOSTILE token, named '<img src=x onerror=alert(1)>'.
    const wallet = await installInjectedWallet(page, { urls: devnet, contracts: devnet.contracts, account: evmAccounts[0] });
    await connect(page, wallet);
    const row = page.locator('[data-testid="token-row"][data-symbol="<img src=x onerror=alert(1)>"]');
    await expect(row).toContainText('<img src=x onerror=alert(1)>');
    await expect(page.locator('[data-gangway-modal] img[src="x"]')).toHaveCount(0);
  });

  test('spec §5 messages on Send', async ({ page, devnet }) => {
    const wallet = await installInjectedWallet(page, { urls: devnet, contracts: devnet.contracts, account: sender });
    await connect(page, wallet);
    await page.getByTestId('account-action-send').click();
    await page.getByTestId('send-submit').click();
    await expect(page.getByTestId('send-error')).toHaveText('An amount and receiver address are required');
    await fillSend(page, 'ETH', '1', '0x123');
    await page.getByTestId('send-submit').click();
    await expect(page.getByTestId('send-error')).toHaveText('Invalid address');
    expect(wallet.pending()).toHaveLength(0);
  });

  for (const fault of [{ status: 500 }, { malformed: true }] as const) {
    test(`balance API fault (${'status' in fault ? 'HTTP 500' : 'malformed body'}) shows 'Token Balance Unavailable' and the widget stays usable`, async ({ page, devnet }) => {
      await devnet.clearFaults();
      const wallet = await installInjectedWallet(page, { urls: devnet, contracts: devnet.contracts, account: sender });
      await withoutAssetDiscovery(page); // after the wallet: it wraps the wallet's bridge
      await devnet.injectFault({ path: '/v1/account/:address/balance', ...fault });
      try {
        await connect(page, wallet);
        await expect(toast(page)).toHaveText('Token Balance Unavailable');
        await expect(page.locator('[data-gangway-toast]')).toHaveAttribute('data-variant', 'error');
        // Still usable: the native balance comes from the chain, Receive works, the account stays connected.
        const eth = await chainReader(devnet.evm).native(sender.address);
        await expect(page.getByTestId('account-balance')).toHaveText(`${formatQuantity(chainReader(devnet.evm).format(eth, 18))} ETH`);
        await page.getByTestId('account-action-receive').click();
        await expect(page.getByTestId('receive-address')).toHaveText(sender.address);
        await expect(page.getByTestId('status')).toHaveText('connected');
      } finally {
        await devnet.clearFaults();
      }
      // With the API healthy again a reload restores the session and the balances come from the API.
      await page.reload();
      await page.getByTestId('open-Account').click();
      await expect(page.locator('[data-testid="token-row"][data-symbol="USDC"]')).toBeVisible();
    });
  }
});
