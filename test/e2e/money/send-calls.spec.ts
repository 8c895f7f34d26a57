/**
 * EIP-5792 batches through the eip155 service, end to end on the devnet: the host asks
 * `gangway.service({ id: 'eip155' })` for a batch. In the embedded wallet the visitor confirms it in the
 * secure frame, which shows every call decoded (describe-request); the calls land on anvil and the status
 * comes from their receipts. The injected test wallet sends a batch as one wallet_sendCalls; the same
 * wallet without batches gets one eth_sendTransaction per call. A malformed call is refused with spec
 * §5's message before any wallet is asked.
 */
import { createPublicClient, encodeFunctionData, erc20Abi, http, parseEther, type Address, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { installInjectedWallet } from '@gangway/devnet/wallets';
import type { Page } from '@playwright/test';
import { expect, test, type DevnetFixture } from '../../kit/index';
import { emailLogin, frameApproval, freshEmail, openConnect } from '../embedded/helpers';
import { connect } from '../evm-account/helpers';
import { freshAccount } from './helpers';

type Call = { to: string; value?: string; data?: string };
type Outcome = { ok: true; result: any } | { ok: false; message: string; code?: string };

/** The host page calls the eip155 service (values as decimal strings, made bigints in the page). */
function hostBatch(page: Page, method: 'sendBatch' | 'sendCalls', calls: Call[]): Promise<Outcome> {
  return page.evaluate(async ([m, cs]) => {
    type Svc = Record<string, (b: unknown) => Promise<unknown>>;
    const gangway = (window as unknown as { gangway: { service(key: { id: string }): Promise<Svc> } }).gangway;
    const svc = await gangway.service({ id: 'eip155' });
    try {
      const r = await svc[m]!({ calls: cs.map((c) => ({ ...c, ...(c.value !== undefined && { value: BigInt(c.value) }) })) });
      return { ok: true as const, result: JSON.parse(JSON.stringify(r, (_k, v) => (typeof v === 'bigint' ? v.toString() : v))) };
    } catch (e) {
      return { ok: false as const, message: (e as Error).message, code: (e as { code?: string }).code };
    }
  }, [method, calls] as const);
}

const fresh = () => privateKeyToAccount(generatePrivateKey()).address;
const reader = (devnet: DevnetFixture) => createPublicClient({ transport: http(devnet.evm) });

test('the visitor confirms a 3-call batch in the embedded wallet, every call shown decoded; it lands on chain and its status comes from the receipts (EIP-5792)', async ({ page, devnet, mailbox }) => {
  test.setTimeout(120_000);
  const chain = reader(devnet);
  const usdc = devnet.contracts.tokens.USDC as Address;
  const [r1, r2, spender] = [fresh(), fresh(), fresh()];
  await openConnect(page);
  await emailLogin(page, mailbox, freshEmail('batch'));
  const address = (await page.getByTestId('address').textContent()) as Address;
  await page.locator('[data-gangway-close]').click();

  const approve = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, 5_000_000n] });
  const sending = hostBatch(page, 'sendBatch', [
    { to: r1, value: parseEther('0.001').toString() },
    { to: r2, value: parseEther('0.002').toString() },
    { to: usdc, data: approve },
  ]);
  const frame = await frameApproval(page);
  await expect(frame.getByTestId('frame-approval-call')).toHaveText(['Call 1 of 3', 'Call 2 of 3', 'Call 3 of 3']);
  await expect(frame.locator('dl[data-call="1"] dd[data-key="to"]')).toHaveText(r1);
  await expect(frame.locator('dl[data-call="1"] dd[data-key="value"]')).toHaveText('0.001 ETH');
  await expect(frame.locator('dl[data-call="2"] dd[data-key="to"]')).toHaveText(r2);
  await expect(frame.locator('dl[data-call="2"] dd[data-key="value"]')).toHaveText('0.002 ETH');
  await expect(frame.locator('dl[data-call="3"] dd[data-key="spender"]')).toHaveText(spender);
  await expect(frame.locator('dl[data-call="3"] dd[data-key="allowance"]')).toHaveText('5 USDC');
  await expect(frame.locator('dl[data-call="3"] dd[data-key="data"]')).toHaveText(approve);
  await frame.getByTestId('frame-approve').click();

  const out = await sending;
  expect(out).toMatchObject({ ok: true, result: { via: 'wallet_sendCalls', status: 'success' } });
  const receipts = (out as { result: { id: string; receipts: { transactionHash: Hex; status: string }[] } }).result.receipts;
  expect(receipts.map((r) => r.status)).toEqual(['success', 'success', 'success']);
  for (const r of receipts) expect((await chain.getTransactionReceipt({ hash: r.transactionHash })).status).toBe('success');
  expect(await chain.getBalance({ address: r1 })).toBe(parseEther('0.001'));
  expect(await chain.getBalance({ address: r2 })).toBe(parseEther('0.002'));
  expect(await chain.readContract({ address: usdc, abi: erc20Abi, functionName: 'allowance', args: [address, spender] })).toBe(5_000_000n);
  await expect(page.locator('iframe[data-gangway-frame]')).toBeHidden();
});

test('the injected wallet sends a batch as one wallet_sendCalls; a malformed call is refused with the spec message before the wallet is asked', async ({ page, devnet }) => {
  const chain = reader(devnet);
  const payer = await freshAccount(devnet, 0n);
  const wallet = await installInjectedWallet(page, { urls: devnet, contracts: devnet.contracts, account: payer });
  await connect(page, wallet);
  const [r1, r2] = [fresh(), fresh()];

  const asked = wallet.log().length;
  const bad = await hostBatch(page, 'sendBatch', [{ to: r1 }, { to: r2.slice(2), data: 'a9059cbb' }]);
  expect(bad).toEqual({ ok: false, code: 'INVALID_CALLS', message: 'calls.1.to: Invalid input; calls.1.data: Invalid input' });
  // The widget's own reads (balances) may go on; nothing that sends was asked.
  expect(wallet.log().slice(asked).filter((l) => l.method === 'wallet_sendCalls' || l.method === 'eth_sendTransaction')).toEqual([]);
  expect(wallet.pending()).toEqual([]);

  const sending = hostBatch(page, 'sendBatch', [{ to: r1, value: '1000' }, { to: r2, value: '2000' }]);
  const request = await wallet.nextRequest('wallet_sendCalls');
  expect(request.params).toEqual([{ version: '2.0.0', from: payer.address, chainId: '0x7a69', atomicRequired: false, calls: [{ to: r1, value: '0x3e8' }, { to: r2, value: '0x7d0' }] }]);
  await request.approve();
  const out = await sending;
  expect(out).toMatchObject({ ok: true, result: { via: 'wallet_sendCalls', status: 'success' } });
  expect(await chain.getBalance({ address: r1 })).toBe(1000n);
  expect(await chain.getBalance({ address: r2 })).toBe(2000n);
  expect(wallet.log().slice(asked).map((l) => l.method).filter((m) => m.startsWith('wallet_') || m === 'eth_sendTransaction'))
    .toEqual(expect.arrayContaining(['wallet_getCapabilities', 'wallet_sendCalls', 'wallet_getCallsStatus']));
  expect(wallet.log().some((l) => l.method === 'eth_sendTransaction')).toBe(false);
});

test('a wallet without batches gets the fallback: one eth_sendTransaction per call, each mined before the next', async ({ page, devnet }) => {
  const chain = reader(devnet);
  const payer = await freshAccount(devnet, 10_000_000n);
  const usdc = devnet.contracts.tokens.USDC as Address;
  const wallet = await installInjectedWallet(page, { urls: devnet, contracts: devnet.contracts, account: payer, batches: false });
  await connect(page, wallet);
  const [r1, r2] = [fresh(), fresh()];
  const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [r2, 2_500_000n] });

  const sending = hostBatch(page, 'sendBatch', [{ to: r1, value: '5000' }, { to: usdc, data: transfer }]);
  const first = await wallet.nextRequest('eth_sendTransaction');
  expect(first.params).toEqual([{ from: payer.address, to: r1, value: '0x1388' }]);
  await first.approve();
  const second = await wallet.nextRequest('eth_sendTransaction');
  expect(second.params).toEqual([{ from: payer.address, to: usdc, data: transfer }]);
  await second.approve();
  const out = await sending;
  expect(out).toMatchObject({ ok: true, result: { via: 'eth_sendTransaction', status: 'success' } });
  expect(await chain.getBalance({ address: r1 })).toBe(5000n);
  expect(await chain.readContract({ address: usdc, abi: erc20Abi, functionName: 'balanceOf', args: [r2] })).toBe(2_500_000n);
  expect(wallet.log().some((l) => l.method === 'wallet_sendCalls')).toBe(false);
  // sendCalls itself, to this wallet: its own refusal (4200), nothing sent.
  const direct = await hostBatch(page, 'sendCalls', [{ to: r1, value: '1' }]);
  expect(direct).toMatchObject({ ok: false });
  expect(await chain.getBalance({ address: r1 })).toBe(5000n);
});
