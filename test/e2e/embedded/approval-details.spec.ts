/**
 * What the secure frame shows for approval (the devnet frame stands in for the real one): after an email
 * login, an unlimited USDC approve names the token, the spender and "Unlimited" (approved in the frame,
 * the allowance read on chain); a permit shows every domain and message field with the amount in USDC;
 * a 5-call batch shows every call; the raw request is one click away, whole; a malformed request is
 * refused with a clear error and nothing is shown for approval.
 */
import { createPublicClient, encodeFunctionData, erc20Abi, http, maxUint256, type Address } from 'viem';
import { evmAccounts } from '@gangway/devnet/accounts';
import { expect, test } from '../../kit/index';
import { emailLogin, frameApproval, freshEmail, openConnect, providerRequest, view } from './helpers';

test('the frame shows every field of an ERC-20 approve, a permit and a 5-call batch; a malformed request is refused', async ({ page, devnet, mailbox }) => {
  test.setTimeout(120_000);
  const chain = createPublicClient({ transport: http(devnet.evm) });
  const usdc = devnet.contracts.tokens.USDC as Address;
  const spender = evmAccounts[7].address as Address;
  await openConnect(page);
  await emailLogin(page, mailbox, freshEmail('approvals'));
  const address = (await page.getByTestId('address').textContent()) as Address;
  await page.locator('[data-gangway-close]').click();

  // An unlimited approve: token by symbol, the spender, the allowance named unlimited; approved, it holds on chain.
  const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, maxUint256] });
  const approving = providerRequest(page, 'eth_sendTransaction', [{ from: address, to: usdc, data }]);
  let frame = await frameApproval(page);
  await expect(frame.locator('dd[data-key="action"]')).toHaveText('Token approval');
  await expect(frame.locator('dd[data-key="token"]')).toHaveText(`USDC (${usdc})`);
  await expect(frame.locator('dd[data-key="spender"]')).toHaveText(spender);
  await expect(frame.locator('dd[data-key="allowance"]')).toContainText('USDC');
  await expect(frame.getByTestId('frame-approval-unlimited')).toHaveText('— Unlimited');
  await expect(frame.locator('dd[data-key="data"]')).toHaveText(data);
  await frame.getByTestId('frame-approval-raw').locator('summary').click();
  await expect(frame.getByTestId('frame-approval-raw').locator('pre')).toContainText(data);
  await frame.getByTestId('frame-approve').click();
  expect(await approving).toMatchObject({ ok: true });
  await expect.poll(() => chain.readContract({ address: usdc, abi: erc20Abi, functionName: 'allowance', args: [address, spender] })).toBe(maxUint256);
  await expect(page.locator('iframe[data-gangway-frame]')).toBeHidden();

  // A permit: every domain and message field, the amount in USDC; rejected in the frame (4001).
  const permit = {
    domain: { name: 'USD Coin (devnet)', version: '1', chainId: 31337, verifyingContract: usdc },
    types: {
      EIP712Domain: [{ name: 'name', type: 'string' }, { name: 'version', type: 'string' }, { name: 'chainId', type: 'uint256' }, { name: 'verifyingContract', type: 'address' }],
      Permit: [{ name: 'owner', type: 'address' }, { name: 'spender', type: 'address' }, { name: 'value', type: 'uint256' }, { name: 'nonce', type: 'uint256' }, { name: 'deadline', type: 'uint256' }],
    },
    primaryType: 'Permit',
    message: { owner: address, spender, value: '2500000', nonce: '0', deadline: '1893456000' },
  };
  const permitting = providerRequest(page, 'eth_signTypedData_v4', [address, JSON.stringify(permit)]);
  frame = await frameApproval(page);
  const rows = frame.getByTestId('frame-approval-rows');
  for (const text of ['Permit (signed approval)', `USDC (${usdc})`, '2.5 USDC', 'USD Coin (devnet)', 'verifyingContract', '31337', 'deadline', '1893456000', 'nonce', '2500000', address, spender]) {
    await expect(rows).toContainText(text);
  }
  await expect(frame.getByTestId('frame-approval-unlimited')).toHaveCount(0);
  await frame.getByTestId('frame-reject').click();
  expect(await permitting).toMatchObject({ ok: false, code: 4001 });

  // A 5-call batch: every call under its own heading, each transfer in USDC to its recipient.
  const recipients = evmAccounts.slice(2, 7).map((a) => a.address as Address);
  const calls = recipients.map((to, i) => ({ to: usdc, value: '0x0', data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, BigInt(i + 1) * 1_000_000n] }) }));
  const batching = providerRequest(page, 'wallet_sendCalls', [{ version: '2.0.0', chainId: '0x7a69', from: address, atomicRequired: false, calls }]);
  frame = await frameApproval(page);
  await expect(frame.getByTestId('frame-approval-call')).toHaveText(['Call 1 of 5', 'Call 2 of 5', 'Call 3 of 5', 'Call 4 of 5', 'Call 5 of 5']);
  for (let i = 0; i < 5; i++) {
    const call = frame.locator(`dl[data-call="${i + 1}"]`);
    await expect(call.locator('dd[data-key="recipient"]')).toHaveText(recipients[i]);
    await expect(call.locator('dd[data-key="amount"]')).toHaveText(`${i + 1} USDC`);
    await expect(call.locator('dd[data-key="data"]')).toHaveText(calls[i].data);
  }
  await frame.getByTestId('frame-reject').click();
  expect(await batching).toMatchObject({ ok: false, code: 4001 });

  // A malformed value: refused with a clear error; nothing waits for approval.
  const malformed = await providerRequest(page, 'eth_sendTransaction', [{ from: address, to: spender, value: 'lots' }]);
  expect(malformed).toMatchObject({ ok: false, message: 'Malformed request: "value" is not a number (got "lots")' });
  await expect(page.locator('iframe[data-gangway-frame]')).toBeHidden();
  await expect(view(page)).toHaveCount(0);
});
