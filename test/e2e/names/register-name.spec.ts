/**
 * Name registration through the embedded wallet on the devnet (spec §2, §4, §5, §7, §8): an email
 * login, the Account view's "Choose name" action, availability and suggestions from the API emulator,
 * the registration message signed in the frame (ApproveTransaction), a cancelled signature back on
 * RegisterAccountName, then RegisterAccountNameSuccess, the name verified by the emulator (which checks
 * the signature) and shown in the Account header and the host's button. Then the refusals: a taken
 * name, a name taken between the check and the registration (the server's reason), and a server
 * failure with no reason ('Error registering name {name}').
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../../kit/index';
import { approveInFrame, emailLogin, frameApproval, freshEmail, openConnect, rejectInFrame, toast, view } from '../embedded/helpers';
import { freshLabel, openRegister, registerElsewhere, typeLabel } from './helpers';

/** An available name, and its status line says so (in English). */
async function typeAvailable(page: Page, label: string) {
  await typeLabel(page, label);
  await expect(page.getByTestId('register-name-status')).toHaveText('Available');
}

test('registering a name through the embedded wallet ends on RegisterAccountNameSuccess and the name is shown', async ({ page, devnet, mailbox }) => {
  test.setTimeout(120_000);
  await openConnect(page);
  await emailLogin(page, mailbox, freshEmail('names'));
  const address = (await page.getByTestId('address').textContent())!;
  await expect(page.getByTestId('account-name')).toHaveCount(0);
  await openRegister(page);
  const label = freshLabel('e2e');
  const name = `${label}.reown.id`;

  // Too short, then a valid free name with the emulator's suggestions.
  await page.getByTestId('register-name-input').fill('ab');
  await expect(page.getByTestId('register-name-status')).toHaveText('At least 4 characters: letters, digits or hyphens.');
  await expect(page.getByTestId('register-name-submit')).toBeDisabled();
  await typeAvailable(page, label);
  await expect(page.getByTestId('register-name-suggestion').first()).toContainText(name);

  // The signature cancelled in the frame's approval: back on RegisterAccountName with the name kept.
  await page.getByTestId('register-name-submit').click();
  await expect(page.getByTestId('approve-transaction')).toHaveAttribute('data-method', 'personal_sign');
  await rejectInFrame(page);
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'RegisterAccountName');
  await expect(toast(page)).toContainText('Signature declined');
  await expect(page.getByTestId('register-name-input')).toHaveValue(label);

  // Signed this time: the message is the spec's JSON (name, empty attributes, timestamp in seconds).
  await expect(page.getByTestId('register-name-submit')).toBeEnabled();
  await page.getByTestId('register-name-submit').click();
  const approval = await frameApproval(page);
  const signed = JSON.parse((await approval.locator('dd[data-key="message"]').textContent())!) as { name: string; attributes: object; timestamp: number };
  expect(signed.name).toBe(name);
  expect(signed.attributes).toEqual({});
  expect(Math.abs(signed.timestamp - Date.now() / 1000)).toBeLessThan(120);
  await approval.getByTestId('frame-approve').click();
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'RegisterAccountNameSuccess');
  await expect(page.getByTestId('register-name-success-name')).toHaveText(`You can now receive assets using ${name}.`);

  // The emulator verified the signature and holds the name for this address under the chain's coin type.
  const profile = await (await fetch(`${devnet.api}/v1/profile/account/${name}?projectId=${devnet.projectId}`)).json() as { addresses: Record<string, { address: string }> };
  const chainId = Number(await page.evaluate(() => (window as unknown as { gangway: { getState(): { activeCaipNetwork?: { id: number } } } }).gangway.getState().activeCaipNetwork?.id));
  expect(profile.addresses[String(0x80000000 + chainId)]?.address.toLowerCase()).toBe(address.toLowerCase());

  // The profile name in the Account header and on the host's button.
  await page.getByTestId('register-name-done').click();
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'Account');
  await expect(page.getByTestId('account-name')).toHaveText(name);
  await expect(page.getByTestId('gangway-connect')).toHaveText(name);
  // The account's names now include it.
  await openRegister(page);
  await expect(page.getByTestId('register-name-owned')).toContainText(name);
});

test('a taken name, a name taken meanwhile and a failing server show the spec messages', async ({ page, devnet, mailbox }) => {
  test.setTimeout(120_000);
  await openConnect(page);
  await emailLogin(page, mailbox, freshEmail('names-refused'));
  await openRegister(page);

  // Taken before typing: marked as registered (here and in the suggestions); no registration possible.
  const taken = freshLabel('taken');
  await registerElsewhere(devnet, taken);
  await page.getByTestId('register-name-input').fill(taken);
  await expect(page.getByTestId('register-name-status')).toHaveText(`${taken}.reown.id is already registered`);
  await expect(page.getByTestId('register-name-submit')).toBeDisabled();
  await expect(page.locator(`[data-testid="register-name-suggestion"][data-registered="true"]`).first()).toContainText(`${taken}.reown.id`);

  // Free when checked, taken by someone else before the visitor signs: the server's first reason.
  const raced = freshLabel('raced');
  await typeAvailable(page, raced);
  await registerElsewhere(devnet, raced);
  await page.getByTestId('register-name-submit').click();
  await approveInFrame(page);
  // The service's RpcError::NameAlreadyRegistered description (blockchain-api src/error.rs:508-513).
  await expect(toast(page)).toHaveText(`Name is already registered: ${raced}.reown.id`);
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'RegisterAccountName');

  // The server fails with no reason: 'Error registering name {name}'.
  const refused = freshLabel('refused');
  await typeAvailable(page, refused);
  await devnet.injectFault({ path: '/v1/profile/account', method: 'POST', status: 500, times: 1 });
  await page.getByTestId('register-name-submit').click();
  await approveInFrame(page);
  await expect(toast(page)).toHaveText(`Error registering name ${refused}.reown.id`);
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'RegisterAccountName');
  const found = await fetch(`${devnet.api}/v1/profile/account/${refused}.reown.id?projectId=${devnet.projectId}`);
  expect(found.status).toBe(404);

  // No name was set on the account.
  await page.locator('[data-gangway-back]').click();
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'Account');
  await expect(page.getByTestId('account-name')).toHaveCount(0);
});
