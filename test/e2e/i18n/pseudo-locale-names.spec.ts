/**
 * The pseudo-locale (`?locale=x-pseudo`) through name registration (the names plugin), reached as a
 * visitor reaches it: an email login, then Account's "Choose name". Walked: RegisterAccountName empty,
 * with a too-short name, while the name is checked and its suggestions load, an available name with
 * its suggestions, a taken name (its status line and the suggestion marked registered), the
 * registration's signature (ApproveTransaction), RegisterAccountNameSuccess, Account with the name,
 * and RegisterAccountName again with the account's names. Scanned like every view of the walk
 * (pseudo-locale.spec.ts, pseudo.ts): any text not from the catalogue, once the data is taken out, fails.
 */
import type { Address } from 'viem';
import type { Route } from '@playwright/test';
import { expect, test } from '../../kit/index';
import { truncateAddress } from '../../../libs/wallet/src/format';
import { NAME_SUFFIX } from '../../../plugins/names/src/public';
import { emailLogin, frameApproval, freshEmail, openConnect } from '../embedded/helpers';
import { freshLabel, openRegister, registerElsewhere, typeLabel } from '../names/helpers';
import { commonData, scanner, view } from './pseudo';

test('x-pseudo: name registration, its checks and suggestions, the signature and the success', async ({ page, devnet, mailbox }) => {
  test.setTimeout(120_000);
  const email = freshEmail('pseudo-names');
  const label = freshLabel('pseudo');
  const taken = freshLabel('pseudo-taken');
  const name = `${label}${NAME_SUFFIX}`;
  const allowed = [
    // The visitor's email address, as typed.
    email,
    // The names' suffix (spec §9) shown beside the field: part of every name, a domain, the same in every language.
    NAME_SUFFIX,
    // The names typed, as the views show them (the status line, the success, Account, the account's names).
    name, `${taken}${NAME_SUFFIX}`,
    ...await commonData(devnet), 'ETH', 'Ether',
  ];
  const check = scanner(page, allowed);
  /** The emulator's suggestions for a label: names from the API, data like any name. */
  const allowSuggestions = async (l: string) => {
    const r = await (await fetch(`${devnet.api}/v1/profile/suggestions/${l}?projectId=${devnet.projectId}`)).json() as { suggestions: { name: string }[] };
    allowed.push(...r.suggestions.map((s) => s.name));
  };

  await openConnect(page, '?locale=x-pseudo');
  await emailLogin(page, mailbox, email);
  const address = (await page.getByTestId('address').textContent()) as Address;
  allowed.push(address, truncateAddress(address));
  await openRegister(page);
  await check('RegisterAccountName');

  await page.getByTestId('register-name-input').fill('ab');
  await expect(page.getByTestId('register-name-status')).toHaveAttribute('data-availability', 'invalid');
  await check('RegisterAccountName, too short');

  // The check held at the API until scanned: the status line's wait and the suggestions' loading line.
  let release!: () => void;
  const held = new Promise<void>((resolve) => { release = resolve; });
  const hold = async (route: Route) => { await held; await route.continue(); };
  await page.route('**/v1/profile/suggestions/**', hold);
  await page.getByTestId('register-name-input').fill(label);
  await expect(page.getByTestId('register-name-status')).toHaveAttribute('data-availability', 'checking');
  await expect(page.getByTestId('register-name-suggestions-loading')).toBeVisible();
  await check('RegisterAccountName, checking');
  release();
  await page.unroute('**/v1/profile/suggestions/**', hold);
  await expect(page.getByTestId('register-name-status')).toHaveAttribute('data-availability', 'available');
  await expect(page.getByTestId('register-name-suggestion').first()).toBeVisible();
  await allowSuggestions(label);
  await check('RegisterAccountName, available, suggestions');

  await registerElsewhere(devnet, taken);
  await typeLabel(page, taken, 'registered');
  await expect(page.locator('[data-testid="register-name-suggestion"][data-registered="true"]').first()).toBeVisible();
  await allowSuggestions(taken);
  await check('RegisterAccountName, taken');

  // Registered: the signature in the frame's approval view, then the success.
  await typeLabel(page, label);
  await page.getByTestId('register-name-submit').click();
  // The frame shows what the registration asks to sign (its own page, not the widget's text).
  const approval = await frameApproval(page);
  await check('ApproveTransaction, the name\'s registration');
  await approval.getByTestId('frame-approve').click();
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'RegisterAccountNameSuccess');
  await expect(page.getByTestId('register-name-success-name')).toContainText(name);
  await check('RegisterAccountNameSuccess');

  await page.getByTestId('register-name-done').click();
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'Account');
  await expect(page.getByTestId('account-name')).toHaveText(name);
  await check('Account, with its name');
  await openRegister(page);
  await expect(page.getByTestId('register-name-owned')).toContainText(name);
  await check('RegisterAccountName, the account\'s names');
});
