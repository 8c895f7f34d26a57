/**
 * Swaps on the devnet with the injected test wallet: the demo counts the devnet chain as swap-supported
 * with its AMM as the router (`swapNetworks: [{ network, router }]`), and the API emulator answers the
 * convert endpoints as the real service does (CAIP-10 from/to, no value, an integer slippage) from
 * that AMM. A devnet ERC-20 (USDC) is swapped into ETH with an exact approval the review announced,
 * back into USDC (no approval: the native coin), then with the unlimited approval the visitor chose,
 * then without any approval; every balance and allowance is checked on chain, and the view re-reads
 * the balances after each swap. A rejected approval changes nothing; the second devnet chain says
 * 'Network not supported for Swaps'; an API answer naming a foreign spender or swap target is refused
 * before the wallet is asked.
 */
import { decodeFunctionData, encodeFunctionData, erc20Abi, formatUnits, maxUint256, parseEther, parseUnits, type Address, type Hex } from 'viem';
import { installInjectedWallet } from '@gangway/devnet/wallets';
import type { Page } from '@playwright/test';
import { expect, test } from '../../kit/index';
import { connect, currentView } from '../evm-account/helpers';
import { formatQuantity } from '../../../libs/wallet/src/format';
import { NATIVE, ammAbi, chain, freshAccount } from './helpers';

/** Not the devnet's AMM: what a compromised swap service would name as spender or swap target. */
const FOREIGN = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as const;

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

const sends = (log: { method: string; params: unknown }[]) => log.filter((l) => l.method === 'eth_sendTransaction');

test.describe('Swap', () => {
  test('USDC → ETH with the exact approval the review names, ETH → USDC, an unlimited approval chosen, then none; on chain; balances re-read', async ({ page, devnet }) => {
    const c = chain(devnet);
    const USDC = c.tokens.USDC as Address;
    const amm = devnet.contracts.amm;
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

    // 1. USDC → ETH: the review names the router and an exact approval; the wallet is asked for exactly that.
    const eth0 = await c.eth(me);
    await page.getByTestId('swap-amount').fill('100');
    await shownQuote(page);
    await expect(page.getByTestId('swap-review-router')).toHaveText(`Swap through Devnet AMM ${amm}`);
    await expect(page.getByTestId('swap-review-approval')).toHaveText(`Approval first: exactly 100 USDC for Devnet AMM ${amm}`);
    await expect(page.getByTestId('swap-unlimited')).not.toBeChecked();
    await page.getByTestId('swap-submit').click();
    const approval = await wallet.nextRequest('eth_sendTransaction');
    const [approveTx] = approval.params as [{ to: string; data: Hex }];
    expect(approveTx.to).toBe(USDC);
    expect(decodeFunctionData({ abi: erc20Abi, data: approveTx.data })).toEqual({ functionName: 'approve', args: [amm, parseUnits('100', 6)] });
    await expect(page.getByTestId('swap-submit')).toHaveAttribute('data-step', 'approving');
    const approveHash = (await approval.approve()) as Hex;
    const swap1 = await wallet.nextRequest('eth_sendTransaction');
    expect((swap1.params as [{ to: string; value?: string }])[0]).toMatchObject({ to: amm });
    expect(BigInt((swap1.params as [{ value?: string }])[0].value ?? '0x0')).toBe(0n);
    const swap1Hash = (await swap1.approve()) as Hex;
    await expect(page.getByTestId('swap-success')).toHaveAttribute('data-hash', swap1Hash);
    const s1 = await c.swapEvent(swap1Hash);
    expect([s1.tokenIn, s1.tokenOut, s1.amountIn]).toEqual([USDC, NATIVE, parseUnits('100', 6)]);
    expect(await c.erc20(USDC, me)).toBe(parseUnits('400', 6));
    expect(await c.eth(me)).toBe(eth0 - (await c.gasPaid(approveHash)) - (await c.gasPaid(swap1Hash)) + s1.amountOut);
    // The exact approval was spent by the swap: nothing is left for the router.
    expect(await c.allowance(USDC, me)).toBe(0n);
    // The view re-read the balances after the swap (forced past the service's cache).
    await expect(page.getByTestId('swap-from-balance')).toHaveText('Balance: 400 USDC');

    // 2. And back, ETH → USDC: the native coin needs no approval; the client adds the amount as value.
    const eth1 = await c.eth(me);
    await choose(page, 'ETH', 'USDC', '0.05');
    await shownQuote(page);
    await expect(page.getByTestId('swap-review-approval')).toHaveCount(0);
    await page.getByTestId('swap-submit').click();
    const swap2 = await wallet.nextRequest('eth_sendTransaction');
    const [swap2Tx] = swap2.params as [{ to: string; value: string }];
    expect([swap2Tx.to, BigInt(swap2Tx.value)]).toEqual([amm, parseEther('0.05')]);
    const swap2Hash = (await swap2.approve()) as Hex;
    await expect(page.getByTestId('swap-success')).toHaveAttribute('data-hash', swap2Hash);
    const s2 = await c.swapEvent(swap2Hash);
    expect(await c.erc20(USDC, me)).toBe(parseUnits('400', 6) + s2.amountOut);
    expect(await c.eth(me)).toBe(eth1 - parseEther('0.05') - (await c.gasPaid(swap2Hash)));
    await expect(page.getByTestId('swap-to-balance')).toHaveText(`Balance: ${formatQuantity(formatUnits(parseUnits('400', 6) + s2.amountOut, 6))} USDC`);

    // 3. USDC → ETH with the unlimited approval the visitor chooses: said so, then asked for max.
    await choose(page, 'USDC', 'ETH', '50');
    await shownQuote(page);
    await page.getByTestId('swap-unlimited').check();
    await expect(page.getByTestId('swap-review-approval')).toHaveText(`Approval first: an unlimited amount of USDC for Devnet AMM ${amm}`);
    await expect(page.getByTestId('swap-unlimited-warning')).toHaveText('Unlimited: Devnet AMM can spend all your USDC until you revoke the approval');
    await page.getByTestId('swap-submit').click();
    const approval3 = await wallet.nextRequest('eth_sendTransaction');
    expect(decodeFunctionData({ abi: erc20Abi, data: (approval3.params as [{ data: Hex }])[0].data }).args).toEqual([amm, maxUint256]);
    await approval3.approve();
    const swap3 = await wallet.nextRequest('eth_sendTransaction');
    const swap3Hash = (await swap3.approve()) as Hex;
    await expect(page.getByTestId('swap-success')).toHaveAttribute('data-hash', swap3Hash);
    expect(await c.allowance(USDC, me)).toBe(maxUint256);

    // 4. USDC → ETH again: the chain shows the unlimited allowance, so the review and the wallet skip the approval.
    const usdc3 = await c.erc20(USDC, me);
    await choose(page, 'USDC', 'ETH', '25');
    await shownQuote(page);
    await expect(page.getByTestId('swap-review-approval')).toHaveText('No approval needed: Devnet AMM may already spend an unlimited amount of USDC');
    await page.getByTestId('swap-submit').click();
    const swap4 = await wallet.nextRequest('eth_sendTransaction');
    expect((swap4.params as [{ to: string }])[0].to).toBe(amm);
    const swap4Hash = (await swap4.approve()) as Hex;
    await expect(page.getByTestId('swap-success')).toHaveAttribute('data-hash', swap4Hash);
    expect(await c.erc20(USDC, me)).toBe(usdc3 - parseUnits('25', 6));
    expect(sends(wallet.log()).map((l) => (l.params as [{ to: string }])[0].to)).toEqual([USDC, amm, amm, USDC, amm, amm]);

    // The Account view shows the new balances (the swap cleared the cached ones).
    await page.locator('[data-gangway-back]').click();
    await expect(currentView(page)).toHaveAttribute('data-gangway-view', 'Account');
    const usdcNow = formatUnits(await c.erc20(USDC, me), 6);
    await expect(page.locator('[data-testid="token-row"][data-symbol="USDC"] [data-testid="token-quantity"]')).toHaveText(`${formatQuantity(usdcNow)} USDC`);
  });

  test('an API answer naming a foreign spender or swap target is refused before the wallet is asked', async ({ page, devnet }) => {
    const c = chain(devnet);
    const USDC = c.tokens.USDC as Address;
    const account = await freshAccount(devnet, parseUnits('100', 6));
    const wallet = await installInjectedWallet(page, { urls: devnet, contracts: devnet.contracts, account });
    await connect(page, wallet);
    await openSwap(page);
    const usdcId = `eip155:31337:${USDC}`;

    // build-approve answers approve(FOREIGN, exactly the amount): well formed, but not this network's router.
    await choose(page, 'USDC', 'ETH', '10');
    await shownQuote(page);
    const foreignApproval = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [FOREIGN, parseUnits('10', 6)] });
    await devnet.injectFault({ path: '/v1/convert/build-approve', times: 1, json: { tx: { from: usdcId, to: usdcId.toLowerCase(), data: foreignApproval, value: '0', eip155: { gasPrice: '1' } } } });
    await page.getByTestId('swap-submit').click();
    await expect(page.getByTestId('swap-error')).toHaveText(`The swap service built a transaction that does not match the swap: the approval's spender ${FOREIGN} is not this network's swap router ${devnet.contracts.amm}`);
    await expect(page.getByTestId('swap-submit')).toHaveAttribute('data-step', 'idle');
    expect(sends(wallet.log())).toEqual([]);
    expect(await c.allowance(USDC, account.address)).toBe(0n);

    // build-transaction answers a swap to FOREIGN (selling ETH: no approval first).
    const eth0 = await c.eth(account.address);
    await choose(page, 'ETH', 'USDC', '0.01');
    await shownQuote(page);
    const swapData = encodeFunctionData({ abi: ammAbi, functionName: 'swap', args: [NATIVE, USDC, parseEther('0.01'), 0n, account.address] });
    await devnet.injectFault({
      path: '/v1/convert/build-transaction', times: 1,
      json: { tx: { from: `eip155:31337:${account.address.toLowerCase()}`, to: `eip155:31337:${FOREIGN.toLowerCase()}`, data: swapData, amount: '1', eip155: { gas: '275000', gasPrice: '1' } } },
    });
    await page.getByTestId('swap-submit').click();
    await expect(page.getByTestId('swap-error')).toHaveText(`The swap service built a transaction that does not match the swap: it calls ${FOREIGN}, not this network's swap router ${devnet.contracts.amm}`);
    expect(sends(wallet.log())).toEqual([]);
    expect(wallet.pending()).toEqual([]);
    expect(await c.eth(account.address)).toBe(eth0);
    await expect(page.getByTestId('swap-amount')).toHaveValue('0.01');
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
