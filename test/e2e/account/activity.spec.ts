/**
 * The Activity tab on the devnet with the injected test wallet: sends made in the widget and from the
 * node side, an AMM swap that pays out ETH, a spam airdrop and a transfer on the other chain. The tab
 * lists them newest first with the right amounts (3 decimals), pages with the cursor, hides the spam,
 * shows only the connected chain; a new send is pending until mined, then confirmed; the history API
 * down shows 'Failed to fetch transactions' while the rest of the Account view works.
 */
import { formatUnits, parseUnits, type Address, type Hex } from 'viem';
import { evmAccounts } from '@gangway/devnet/accounts';
import { installInjectedWallet } from '@gangway/devnet/wallets';
import type { Page } from '@playwright/test';
import { expect, test } from '../../kit/index';
import { formatQuantity } from '../../../libs/wallet/src/format';
import { connect, currentView, toast } from '../evm-account/helpers';
import { collectActivity, freshAddress, freshFundedAccount, nodeWallet } from './helpers';

async function fillSend(page: Page, symbol: string, amount: string, to: string) {
  const value = await page.locator('[data-testid="send-token"] option').filter({ hasText: new RegExp(`^${symbol} `) }).getAttribute('value');
  await page.getByTestId('send-token').selectOption(value!);
  await page.getByTestId('send-amount').fill(amount);
  await page.getByTestId('send-receiver').fill(to);
}

async function rpc(url: string, method: string, params: unknown[] = []) {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) });
  const body = await res.json();
  if (body.error) throw new Error(body.error.message);
  return body.result;
}

test.describe('Activity tab', () => {
  test('sends, a swap and a spam airdrop: newest first, right amounts, cursor paging, spam and the other chain hidden', async ({ page, devnet }) => {
    const tokens = devnet.contracts.tokens as Record<string, Address>;
    const native = devnet.contracts.native as Address;
    const { account, funding } = await freshFundedAccount({ 31337: devnet.evm, 31338: devnet.evm2 }, parseUnits('10', 18));
    const me = nodeWallet(account.privateKey, 31337, devnet.evm);
    // On the other chain: must never show while 31337 is connected.
    const otherChain = await nodeWallet(account.privateKey, 31338, devnet.evm2).send(freshAddress(), parseUnits('0.5', 18));
    // A spam airdrop (the devnet's SPAM token carries the spam flag).
    const spam = await nodeWallet(evmAccounts[8].privateKey, 31337, devnet.evm).transfer(tokens.SPAM, account.address, parseUnits('777', 18));
    // Swap 1 ETH → USDC, then 500 USDC → ETH: the AMM pays the ETH out by an internal call.
    const buy = await me.swap(devnet.contracts.amm, native, tokens.USDC, parseUnits('1', 18), native);
    const approve = await me.approve(tokens.USDC, devnet.contracts.amm, parseUnits('500', 6));
    const sell = await me.swap(devnet.contracts.amm, tokens.USDC, native, parseUnits('500', 6), native);
    // Enough sends for more than one page (the history API pages by 10).
    const sends: Hex[] = [];
    for (let i = 1; i <= 8; i++) sends.push(await me.send(freshAddress(), parseUnits(`0.0${i}`, 18)));

    const wallet = await installInjectedWallet(page, { urls: devnet, contracts: devnet.contracts, account });
    const historyCalls: URL[] = [];
    page.on('request', (r) => { if (r.url().includes('/history')) historyCalls.push(new URL(r.url())); });
    await connect(page, wallet);
    // Two sends made in the widget (ETH, then USDC).
    const to = freshAddress();
    await page.getByTestId('account-action-send').click();
    await fillSend(page, 'ETH', '0.25', to);
    await page.getByTestId('send-submit').click();
    const ethSend = await (await wallet.nextRequest('eth_sendTransaction')).approve() as Hex;
    await expect(currentView(page)).toHaveAttribute('data-gangway-view', 'Account');
    await page.getByTestId('account-action-send').click();
    await fillSend(page, 'USDC', '12.5', to);
    await page.getByTestId('send-submit').click();
    const usdcSend = await (await wallet.nextRequest('eth_sendTransaction')).approve() as Hex;
    await expect(currentView(page)).toHaveAttribute('data-gangway-view', 'Account');
    await me.pub.waitForTransactionReceipt({ hash: usdcSend });

    await page.getByTestId('account-tab-activity').click();
    await expect(page.locator('[data-testid="activity-row"]').first()).toHaveAttribute('data-hash', usdcSend);
    const rows = await collectActivity(page);
    const expected = [usdcSend, ethSend, ...[...sends].reverse(), sell.hash, approve, buy.hash, funding[31337]];
    expect(rows.map((r) => r.hash)).toEqual(expected);
    expect(rows.every((r) => r.status === 'confirmed')).toBe(true);
    // Hidden: the spam airdrop, and the transfer on the other chain.
    expect(rows.map((r) => r.hash)).not.toContain(spam);
    expect(rows.map((r) => r.hash)).not.toContain(otherChain);
    // Amounts to 3 decimals, with their direction.
    const byHash = new Map(rows.map((r) => [r.hash, r]));
    expect(byHash.get(usdcSend)).toMatchObject({ op: 'Sent', amounts: ['-12.5 USDC'] });
    expect(byHash.get(ethSend)).toMatchObject({ op: 'Sent', amounts: ['-0.25 ETH'] });
    expect(byHash.get(sends[2])?.amounts).toEqual(['-0.03 ETH']);
    expect(byHash.get(funding[31337])).toMatchObject({ op: 'Received', amounts: ['+10 ETH'] });
    expect(byHash.get(buy.hash)).toMatchObject({ op: 'Swapped', amounts: ['-1 ETH', `+${formatQuantity(formatUnits(buy.out, 6))} USDC`] });
    // The swap's ETH payout is in the history (it used to be left out).
    expect(byHash.get(sell.hash)).toMatchObject({ op: 'Swapped', amounts: ['-500 USDC', `+${formatQuantity(formatUnits(sell.out, 18))} ETH`] });
    // Spec §7 parameters, and the cursor paging.
    expect(historyCalls.every((u) => u.searchParams.get('chainId') === 'eip155:31337' && u.searchParams.get('projectId') === devnet.projectId)).toBe(true);
    expect(historyCalls.some((u) => u.searchParams.get('cursor'))).toBe(true);
    await expect(page.getByTestId('activity-more')).toHaveCount(0);
  });

  test('a new send shows as pending until it is mined, then confirmed', async ({ page, devnet }) => {
    const { account } = await freshFundedAccount({ 31337: devnet.evm }, parseUnits('2', 18));
    const wallet = await installInjectedWallet(page, { urls: devnet, contracts: devnet.contracts, account });
    await connect(page, wallet);
    await page.getByTestId('account-tab-activity').click();
    await expect(page.locator('[data-testid="activity-row"]')).toHaveCount(1);
    // Blocks wait for the test: the send stays in the pool until we mine.
    await rpc(devnet.evm, 'evm_setAutomine', [false]);
    try {
      await page.getByTestId('account-action-send').click();
      await fillSend(page, 'ETH', '0.1', freshAddress());
      await page.getByTestId('send-submit').click();
      const hash = await (await wallet.nextRequest('eth_sendTransaction')).approve() as Hex;
      await expect(currentView(page)).toHaveAttribute('data-gangway-view', 'Account');
      await expect(toast(page)).toHaveText('Transaction sent');
      const row = page.locator(`[data-testid="activity-row"][data-hash="${hash}"]`);
      await expect(row).toHaveAttribute('data-status', 'pending');
      await expect(row.getByTestId('activity-status')).toHaveText('Pending');
      await expect(row.getByTestId('activity-amount')).toHaveText('-0.1 ETH');
      await expect(page.locator('[data-testid="activity-row"]').first()).toHaveAttribute('data-hash', hash);
      await rpc(devnet.evm, 'evm_mine');
      await expect(row).toHaveAttribute('data-status', 'confirmed');
      await expect(row.getByTestId('activity-status')).toHaveText('Confirmed');
      await expect(page.locator('[data-testid="activity-row"]')).toHaveCount(2);
    } finally {
      await rpc(devnet.evm, 'evm_setAutomine', [true]);
    }
  });

  test("history API down: 'Failed to fetch transactions', the list is empty and the rest of Account works", async ({ page, devnet }) => {
    await devnet.clearFaults();
    const wallet = await installInjectedWallet(page, { urls: devnet, contracts: devnet.contracts, account: evmAccounts[2] });
    await devnet.injectFault({ path: '/v1/account/:account/history', status: 503 });
    try {
      await connect(page, wallet);
      await page.getByTestId('account-tab-activity').click();
      await expect(toast(page)).toHaveText('Failed to fetch transactions');
      await expect(page.locator('[data-gangway-toast]')).toHaveAttribute('data-variant', 'error');
      await expect(page.getByTestId('activity-empty')).toBeVisible();
      // The rest of the view: Tokens, the balance, Receive, still connected.
      await page.getByTestId('account-tab-tokens').click();
      await expect(page.locator('[data-testid="token-row"][data-symbol="USDC"]')).toBeVisible();
      await page.getByTestId('account-action-receive').click();
      await expect(page.getByTestId('receive-address')).toHaveText(evmAccounts[2].address);
      await expect(page.getByTestId('status')).toHaveText('connected');
    } finally {
      await devnet.clearFaults();
    }
  });

  test('a wheel that reaches the end of the list while the next page loads stays in the list, and scrolls on once it arrives', async ({ page, devnet }) => {
    const { account } = await freshFundedAccount({ 31337: devnet.evm }, parseUnits('1', 18));
    const me = nodeWallet(account.privateKey, 31337, devnet.evm);
    // Three pages of ten (the history API's page size) and one more.
    for (let i = 0; i < 25; i++) await me.send(freshAddress(), 1000n + BigInt(i));
    const wallet = await installInjectedWallet(page, { urls: devnet, contracts: devnet.contracts, account });
    const historyCalls: string[] = [];
    page.on('request', (r) => { if (r.url().includes('/history')) historyCalls.push(r.url()); });
    await devnet.clearFaults();
    try {
      await connect(page, wallet);
      await page.getByTestId('account-tab-activity').click();
      const list = page.getByTestId('activity-list');
      // The first page asks for the second at once (it ends within the prefetch distance); then it waits.
      await expect.poll(() => historyCalls.length).toBe(2);
      await expect(list).toHaveAttribute('aria-busy', 'false');
      // The third page will take 3 s to come.
      await devnet.injectFault({ path: '/v1/account/:account/history', delayMs: 3000, times: 1 });
      const box = (await list.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      const end = () => list.evaluate((el) => el.scrollTop + el.clientHeight >= el.scrollHeight - 2);
      for (let i = 0; i < 20 && !(await end()); i++) await page.mouse.wheel(0, 300);
      await expect(list).toHaveAttribute('aria-busy', 'true');
      await expect(page.getByTestId('activity-more')).toBeVisible();
      // More wheel at the end: the list stays where it was under the pointer (the modal does not scroll).
      for (let i = 0; i < 5; i++) await page.mouse.wheel(0, 300);
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(null)))));
      expect((await list.boundingBox())!.y).toBe(box.y);
      const stoppedAt = await list.evaluate((el) => el.scrollTop);
      // The page arrives: the same pointer's wheel scrolls into it.
      await expect(list).toHaveAttribute('aria-busy', 'false', { timeout: 10_000 });
      await page.mouse.wheel(0, 300);
      await expect.poll(() => list.evaluate((el) => el.scrollTop)).toBeGreaterThan(stoppedAt);
    } finally {
      await devnet.clearFaults();
    }
  });

  test('a token whose name is markup shows as text in the activity', async ({ page, devnet }) => {
    const dialogs: string[] = [];
    page.on('dialog', (d) => { dialogs.push(d.message()); void d.dismiss(); });
    const { account } = await freshFundedAccount({ 31337: devnet.evm }, parseUnits('1', 18));
    const hostile = '<img src=x onerror=alert(1)>';
    // Account 0 holds the devnet's HOSTILE token (name and symbol are markup).
    await nodeWallet(evmAccounts[0].privateKey, 31337, devnet.evm).transfer((devnet.contracts.tokens as Record<string, Address>).HOSTILE, account.address, parseUnits('1', 18));
    const wallet = await installInjectedWallet(page, { urls: devnet, contracts: devnet.contracts, account });
    await connect(page, wallet);
    await page.getByTestId('account-tab-activity').click();
    await expect(page.locator('[data-testid="activity-row"]').first().getByTestId('activity-amount')).toHaveText(`+1 ${hostile}`);
    await expect(page.locator('[data-gangway-modal] img[src="x"]')).toHaveCount(0);
    expect(dialogs).toEqual([]);
  });
});
