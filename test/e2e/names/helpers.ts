/** Shared steps of the name specs (and the pseudo-locale walk of the names views): labels, the registration view, a name taken elsewhere. */
import { privateKeyToAccount, generatePrivateKey } from 'viem/accounts';
import type { Page } from '@playwright/test';
import { expect, type DevnetInfo } from '../../kit/index';
import { view } from '../embedded/helpers';

/** A label no other run has used: letters, digits and hyphens (spec §5). */
export const freshLabel = (tag: string) => `${tag}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6).toString(36)}`;

/** Registers a name for a node-side key straight at the emulator (someone else taking it). */
export async function registerElsewhere(devnet: DevnetInfo, label: string) {
  const owner = privateKeyToAccount(generatePrivateKey());
  const message = JSON.stringify({ name: `${label}.reown.id`, attributes: {}, timestamp: Math.floor(Date.now() / 1000) });
  const res = await fetch(`${devnet.api}/v1/profile/account?projectId=${devnet.projectId}`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ coin_type: 60, address: owner.address, message, signature: await owner.signMessage({ message }) }),
  });
  expect(res.status).toBe(200);
}

/** From Account: the "Choose name" action, on RegisterAccountName. */
export async function openRegister(page: Page) {
  await page.getByTestId('account-action-register-name').click();
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'RegisterAccountName');
}

/**
 * Types `label` and waits for the emulator's verdict, `availability` (the status line's state, so it
 * reads the same in any locale); an available name enables Register name.
 */
export async function typeLabel(page: Page, label: string, availability: 'available' | 'registered' = 'available') {
  await page.getByTestId('register-name-input').fill(label);
  await expect(page.getByTestId('register-name-status')).toHaveAttribute('data-availability', availability);
  if (availability === 'available') await expect(page.getByTestId('register-name-submit')).toBeEnabled();
}
