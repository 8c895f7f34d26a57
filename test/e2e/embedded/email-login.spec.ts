/**
 * Email login through the embedded wallet on the devnet (frame emulator on its own origin, codes
 * from the mailbox, keys per user, anvil): login → Account with the balance → sign a message →
 * send ETH (ApproveTransaction shows the frame; approve inside it) verified on chain → the same send rejected in the frame leaves the
 * state → change the email with both codes → reload restores the session → sign out.
 */
import { createPublicClient, http, parseEther, recoverMessageAddress, toHex, type Address } from 'viem';
import { evmAccounts } from '@gangway/devnet/accounts';
import { expect, test } from '../../kit/index';
import { emailLogin, frameApproval, freshEmail, frameRequests, openConnect, providerRequest, toast, view } from './helpers';

test('email login, sign, approve and reject a send, change the email, restore, sign out', async ({ page, devnet, mailbox }) => {
  test.setTimeout(120_000);
  const chain = createPublicClient({ transport: http(devnet.evm) });
  const email = freshEmail('alice');
  const frame = frameRequests(page);

  await openConnect(page);
  // The frame is not created on open: only the visitor's intent (focus on the field) loads it.
  await expect(page.getByTestId('email-input')).toBeVisible();
  expect(frame).toEqual([]);
  await page.getByTestId('email-input').focus();
  await expect.poll(() => frame.length).toBeGreaterThan(0);
  await expect(page.locator('iframe[data-gangway-frame]')).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms');

  await emailLogin(page, mailbox, email);
  const address = (await page.getByTestId('address').textContent()) as Address;
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);
  // A new frame user is funded with 10 ETH; the Account view shows it.
  await expect(page.getByTestId('account-balance')).toContainText('10');
  expect(await chain.getBalance({ address })).toBe(parseEther('10'));

  // The frame stays hidden until a request needs the visitor.
  await expect(page.locator('iframe[data-gangway-frame]')).toBeHidden();
  // Sign a message: the open modal goes to ApproveTransaction and shows the frame; approving in it signs with the user's key.
  const signed = providerRequest(page, 'personal_sign', [toHex('hello from the embedded wallet'), address]);
  const signing = await frameApproval(page);
  await expect(signing.locator('dd[data-key="message"]')).toHaveText('hello from the embedded wallet');
  await expect(page.getByTestId('approve-transaction-button')).toHaveCount(0);
  await signing.getByTestId('frame-approve').click();
  const sig = await signed;
  expect(sig.ok).toBe(true);
  expect(await recoverMessageAddress({ message: 'hello from the embedded wallet', signature: (sig as { result: `0x${string}` }).result })).toBe(address);
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'Account');
  await expect(page.locator('iframe[data-gangway-frame]')).toBeHidden();

  // Send 0.5 ETH through the Send view: ApproveTransaction shows the frame → approve in it → on chain.
  const to = evmAccounts[5].address as Address;
  const before = await chain.getBalance({ address: to });
  const send = async () => {
    await page.getByTestId('account-action-send').click();
    await expect(page.getByTestId('send-view')).toBeVisible();
    await expect(page.getByTestId('send-balance')).toBeVisible();
    await page.getByTestId('send-amount').fill('0.5');
    await page.getByTestId('send-receiver').fill(to);
    await page.getByTestId('send-submit').click();
    await expect(page.getByTestId('approve-transaction')).toHaveAttribute('data-method', 'eth_sendTransaction');
    const approval = await frameApproval(page);
    await expect(approval.getByTestId('frame-approval-title')).toHaveText('Approve eth_sendTransaction');
    await expect(approval.locator('dd[data-key="to"]')).toHaveText(to);
    await expect(approval.locator('dd[data-key="value"]')).toHaveText('0.5 ETH');
    return approval;
  };
  await (await send()).getByTestId('frame-approve').click();
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'Account');
  await expect.poll(() => chain.getBalance({ address: to })).toBe(before + parseEther('0.5'));
  const afterSend = await chain.getBalance({ address });
  expect(afterSend < parseEther('9.5')).toBe(true);

  // The same send, rejected: back on Send with its inputs, nothing moved.
  await (await send()).getByTestId('frame-reject').click();
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'Send');
  await expect(toast(page)).toContainText('Signature declined');
  await expect(page.getByTestId('send-amount')).toHaveValue('0.5');
  expect(await chain.getBalance({ address: to })).toBe(before + parseEther('0.5'));
  expect(await chain.getBalance({ address })).toBe(afterSend);
  await page.locator('[data-gangway-back]').click();
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'Account');

  // Change the email: a code to the current address, then one to the new address.
  const newEmail = freshEmail('alice-new');
  await page.getByTestId('account-action-embedded-settings').click();
  await expect(page.getByTestId('embedded-signed-in-as')).toContainText(email);
  await page.getByTestId('settings-row-update-email').click();
  const since = Date.now() - 1000;
  await page.getByTestId('update-email-input').fill(newEmail);
  await page.getByTestId('update-email-submit').click();
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'UpdateEmailPrimaryOtp');
  await page.getByTestId('otp-input').fill(await mailbox.code(email, { since }));
  await page.getByTestId('otp-submit').click();
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'UpdateEmailSecondaryOtp');
  await page.getByTestId('otp-input').fill(await mailbox.code(newEmail, { since }));
  await page.getByTestId('otp-submit').click();
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'Account');
  await page.getByTestId('account-action-embedded-settings').click();
  await expect(page.getByTestId('embedded-signed-in-as')).toContainText(newEmail);
  expect(await page.evaluate(() => localStorage.getItem('@gangway/embedded-wallet.loginEmail'))).toBe(JSON.stringify(newEmail));

  // A reload restores the session (the frame keeps it; the widget syncs the stored connection).
  await page.reload();
  await expect(page.getByTestId('status')).toHaveText('connected');
  await expect(page.getByTestId('address')).toHaveText(address);

  // Sign out: disconnected, the login email forgotten, and a reload stays signed out.
  await page.getByTestId('gangway-connect').click();
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'Account');
  await page.getByTestId('account-disconnect').click();
  await expect(page.getByTestId('status')).toHaveText('disconnected');
  expect(await page.evaluate(() => localStorage.getItem('@gangway/embedded-wallet.loginEmail'))).toBeNull();
  await page.reload();
  await expect(page.getByTestId('status')).toHaveText('disconnected');
});
