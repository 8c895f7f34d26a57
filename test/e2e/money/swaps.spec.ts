/**
 * Swaps on the devnet with the injected test wallet: the demo counts the devnet chain as
 * swap-supported (its `swapNetworks` option) and the API emulator answers the convert endpoints from
 * the chain's AMM. A devnet ERC-20 (USDC) is swapped into ETH — approval the first time — and back,
 * then again without approval; every balance is checked on chain. The quote follows the amount typed,
 * a rejected approval changes nothing, and the second devnet chain says 'Network not supported for Swaps'.
 */
import { decodeFunctionData, erc20Abi, formatUnits, maxUint256, parseEther, parseUnits, type Address, type Hex } from 'viem';
import { installInjectedWallet } from '@gangway/devnet/wallets';
import type { Page } from '@playwright/test';
import { expect, test } from '../../kit/index';
import { connect, currentView } from '../evm-account/helpers';
import { formatQuantity } from '../../../libs/wallet/src/format';
import { NATIVE, chain, freshAccount } from './helpers';

async function openSwap(page: Page) {
  await page.getByTestId('account-action-swaps').click();
  await expect(currentView(page)).toHaveAttribute('data-gangway-view', 'Swap');
  await expect(page.getByTestId('swap-from')).toBeVisible();
}

async function choose(page: Page, from: string, to: string, amount: string) {
  await page.getByTestId('swap-from').selectOption({ label: from });
  await page.getByTestId('swap-to').selectOption({ label: to });
  await page.getByTestId('swap-amount').fill(amount);
}

/** The quote shown once it settled for the amount typed. */
async function shownQuote(page: Page) {
  await expect(page.getByTestId('swap-quote-loading')).toHaveCount(0);
  await expect(page.getByTestId('swap-to-amount')).not.toHaveText('—');
  return page.getByTestId('swap-to-amount').textContent();
}

test.describe('Swap', () => {
  test('USDC → ETH with approval, ETH → USDC and USDC → ETH without; balances on chain; quotes follow the amount', async ({ page, devnet }) => {
    const c = chain(devnet);
    const USDC = c.tokens.USDC as Address;
    const account = await freshAccount(devnet, parseUnits('500', 6));
    const me = account.address;
    const wallet = await installInjectedWallet(page, { urls: devnet, contracts: devnet.contracts, account });
    await connect(page, wallet);
    await openSwap(page);

    // A quote that changes with the amount, and equals what the AMM itself answers.
    await choose(page, 'USDC', 'ETH', '100');
    expect(await shownQuote(page)).toBe(formatUnits(await c.amountOut(USDC, NATIVE, parseUnits('100', 6)), 18));
    await page.getByTestId('swap-amount').fill('200');
    await expect(page.getByTestId('swap-to-amount')).toHaveText(formatUnits(await c.amountOut(USDC, NATIVE, parseUnits('200', 6)), 18));
    await expect(page.getByTestId('swap-from-balance')).toHaveText('Balance: 500 USDC');

    // 1. USDC → ETH: the allowance is 0, so the wallet is asked to approve first, then to swap.
    const eth0 = await c.eth(me);
    await page.getByTestId('swap-amount').fill('100');
    await shownQuote(page);
    await page.getByTestId('swap-submit').click();
    const approval = await wallet.nextRequest('eth_sendTransaction');
    const [approveTx] = approval.params as [{ to: string; data: Hex }];
    expect(approveTx.to).toBe(USDC);
    expect(decodeFunctionData({ abi: erc20Abi, data: approveTx.data })).toEqual({ functionName: 'approve', args: [devnet.contracts.amm, maxUint256] });
    await expect(page.getByTestId('swap-submit')).toHaveAttribute('data-step', 'approving');
    const approveHash = (await approval.approve()) as Hex;
    const swap1 = await wallet.nextRequest('eth_sendTransaction');
    expect((swap1.params as [{ to: string }])[0].to).toBe(devnet.contracts.amm);
    const swap1Hash = (await swap1.approve()) as Hex;
    await expect(page.getByTestId('swap-success')).toHaveAttribute('data-hash', swap1Hash);
    const s1 = await c.swapEvent(swap1Hash);
    expect([s1.tokenIn, s1.tokenOut, s1.amountIn]).toEqual([USDC, NATIVE, parseUnits('100', 6)]);
    expect(await c.erc20(USDC, me)).toBe(parseUnits('400', 6));
    expect(await c.eth(me)).toBe(eth0 - (await c.gasPaid(approveHash)) - (await c.gasPaid(swap1Hash)) + s1.amountOut);
    // The service approved without limit (spec §7 sends it no amount); the token keeps such an allowance.
    expect(await c.allowance(USDC, me)).toBe(maxUint256);
    // The view re-read the balances after the swap.
    await expect(page.getByTestId('swap-from-balance')).toHaveText('Balance: 400 USDC');

    // 2. And back, ETH → USDC: the native coin needs no approval; one transaction carrying the amount.
    const eth1 = await c.eth(me);
    await choose(page, 'ETH', 'USDC', '0.05');
    await shownQuote(page);
    await page.getByTestId('swap-submit').click();
    const swap2 = await wallet.nextRequest('eth_sendTransaction');
    const [swap2Tx] = swap2.params as [{ to: string; value: string }];
    expect([swap2Tx.to, BigInt(swap2Tx.value)]).toEqual([devnet.contracts.amm, parseEther('0.05')]);
    const swap2Hash = (await swap2.approve()) as Hex;
    await expect(page.getByTestId('swap-success')).toHaveAttribute('data-hash', swap2Hash);
    const s2 = await c.swapEvent(swap2Hash);
    expect(await c.erc20(USDC, me)).toBe(parseUnits('400', 6) + s2.amountOut);
    expect(await c.eth(me)).toBe(eth1 - parseEther('0.05') - (await c.gasPaid(swap2Hash)));

    // 3. USDC → ETH again: the first approval still covers it, so no approval this time.
    const usdc2 = await c.erc20(USDC, me);
    await choose(page, 'USDC', 'ETH', '50');
    await shownQuote(page);
    await page.getByTestId('swap-submit').click();
    const swap3 = await wallet.nextRequest('eth_sendTransaction');
    expect((swap3.params as [{ to: string }])[0].to).toBe(devnet.contracts.amm);
    const swap3Hash = (await swap3.approve()) as Hex;
    await expect(page.getByTestId('swap-success')).toHaveAttribute('data-hash', swap3Hash);
    expect(await c.erc20(USDC, me)).toBe(usdc2 - parseUnits('50', 6));
    expect(wallet.log().filter((l) => l.method === 'eth_sendTransaction').map((l) => (l.params as [{ to: string }])[0].to))
      .toEqual([USDC, devnet.contracts.amm, devnet.contracts.amm, devnet.contracts.amm]);

    // The Account view shows the new balances (the swap cleared the cached ones).
    await page.locator('[data-gangway-back]').click();
    await expect(currentView(page)).toHaveAttribute('data-gangway-view', 'Account');
    const usdcNow = formatUnits(await c.erc20(USDC, me), 6);
    await expect(page.locator('[data-testid="token-row"][data-symbol="USDC"] [data-testid="token-quantity"]')).toHaveText(`${formatQuantity(usdcNow)} USDC`);
  });

  test('a rejected approval leaves everything as it was; another network is not supported for swaps', async ({ page, devnet }) => {
    const c = chain(devnet);
    const USDC = c.tokens.USDC as Address;
    const account = await freshAccount(devnet, parseUnits('100', 6));
    const wallet = await installInjectedWallet(page, { urls: devnet, contracts: devnet.contracts, account });
    await connect(page, wallet);
    await openSwap(page);
    await choose(page, 'USDC', 'ETH', '25');
    await shownQuote(page);
    const eth0 = await c.eth(account.address);

    await page.getByTestId('swap-submit').click();
    await wallet.rejectNext('eth_sendTransaction');
    await expect(page.getByTestId('swap-error')).toHaveText('Signature declined');
    await expect(page.getByTestId('swap-submit')).toHaveAttribute('data-step', 'idle');
    await expect(page.getByTestId('swap-amount')).toHaveValue('25');
    await expect(page.getByTestId('swap-from').locator('option:checked')).toHaveText('USDC');
    await expect(page.getByTestId('swap-to').locator('option:checked')).toHaveText('ETH');
    expect(await c.allowance(USDC, account.address)).toBe(0n);
    expect(await c.erc20(USDC, account.address)).toBe(parseUnits('100', 6));
    expect(await c.eth(account.address)).toBe(eth0);
    expect(wallet.pending()).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { gangway: { getState(): { router: { transactionStack: unknown[] } } } }).gangway.getState().router.transactionStack)).toEqual([]);

    // The wallet moves to the second devnet chain, which has no swap service configured.
    await wallet.switchChain(31338);
    await expect(page.getByTestId('swap-unsupported')).toHaveText('Network not supported for Swaps');
    await expect(page.getByTestId('swap-submit')).toHaveCount(0);
    await page.locator('[data-gangway-back]').click();
    await expect(page.getByTestId('account-action-swaps')).toBeVisible();
  });
});
