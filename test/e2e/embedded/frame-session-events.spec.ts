/**
 * The frame's session events on the devnet (spec §7; AppKit's payloads): a network switch inside an
 * email session (the frame is told, the account and balance follow), the host's account type
 * (eip155 'smartAccount' by default) giving a smart account on the frame's smart-account networks
 * (INIT_SMART_ACCOUNT, SET_PREFERRED_ACCOUNT), and RELOAD when a Farcaster login is left.
 * Smart-account networks are switched on for one browser context by the emulator's cookie
 * (test/devnet/src/frame/smart-accounts.mjs), so no other test sees them.
 */
import { createPublicClient, http, parseEther, type Address } from 'viem';
import type { Page } from '@playwright/test';
import { expect, test } from '../../kit/index';
import { emailLogin, FRAME_ORIGIN, freshEmail, openConnect, providerRequest, view } from './helpers';

/** Every app event the frame page forwarded to its backend, in order: { type, payload }. */
function frameEvents(page: Page) {
  const seen: { type: string; payload: Record<string, unknown> }[] = [];
  page.on('request', (r) => {
    if (r.method() !== 'POST' || r.url() !== `${FRAME_ORIGIN}/__frame/rpc`) return;
    const body = r.postDataJSON() as { type: string; payload?: Record<string, unknown> };
    seen.push({ type: body.type.replace('@w3m-app/', ''), payload: body.payload ?? {} });
  });
  return { all: seen, of: (type: string) => seen.filter((e) => e.type === type).map((e) => e.payload) };
}

async function switchTo(page: Page, caip: string) {
  await page.getByTestId('account-network').click();
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'Networks');
  await page.getByTestId(`network-${caip}`).click();
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'Account');
  await expect(page.getByTestId('network')).toHaveText(caip);
}

async function accountType(page: Page) {
  await page.getByTestId('account-action-embedded-settings').click();
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'EmbeddedAccountSettings');
  const type = await page.getByTestId('embedded-account-type').textContent();
  await page.locator('[data-gangway-back]').click();
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'Account');
  return type;
}

test('a network switch inside an email session: the frame is told, the account and balance follow', async ({ page, devnet, mailbox }) => {
  test.setTimeout(90_000);
  const events = frameEvents(page);
  await openConnect(page);
  await emailLogin(page, mailbox, freshEmail('switch'));
  const address = (await page.getByTestId('address').textContent()) as Address;
  await expect(page.getByTestId('network')).toHaveText('eip155:31337');
  await expect(page.getByTestId('account-balance')).toContainText('10');
  // After the login the widget asked the frame its chain: the same as the widget's, so no switch yet.
  await expect.poll(() => events.of('GET_CHAIN_ID')).toEqual([{}]);
  expect(events.of('SWITCH_NETWORK')).toEqual([]);

  // A balance on the second chain that differs from the first: the account view must show it.
  const second = createPublicClient({ transport: http(devnet.evm2) });
  await fetch(devnet.evm2, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'anvil_setBalance', params: [address, `0x${parseEther('3').toString(16)}`] }) });
  expect(await second.getBalance({ address })).toBe(parseEther('3'));

  await switchTo(page, 'eip155:31338');
  expect(events.of('SWITCH_NETWORK')).toEqual([{ chainId: 31338 }]);
  await expect(page.getByTestId('address')).toHaveText(address);
  await expect(page.getByTestId('account-balance')).toContainText('3');
  // The frame answers on the new chain: its requests carry it. (The widget's own reads, e.g. the
  // balance's wallet_getAssets, may reach the frame after this one: look at the eth_chainId requests.)
  expect(await providerRequest(page, 'eth_chainId', [])).toEqual({ ok: true, result: '0x7a6a' });
  await expect.poll(() => events.of('RPC_REQUEST').filter((r) => r.method === 'eth_chainId').at(-1)).toMatchObject({ method: 'eth_chainId', chainId: 31338 });
  await expect(page.getByTestId('status')).toHaveText('connected');
});

test("defaultAccountTypes 'smartAccount' gives a smart account on a smart-account network; a network without them the EOA", async ({ page, context, devnet, mailbox }) => {
  test.setTimeout(90_000);
  await context.addCookies([{ name: 'gangway-frame-smart-accounts', value: '31337', url: FRAME_ORIGIN }]);
  const events = frameEvents(page);
  await openConnect(page);
  await emailLogin(page, mailbox, freshEmail('smart'));
  // eip155's account type is 'smartAccount' unless the host says otherwise (spec §4).
  await expect.poll(() => events.of('SET_PREFERRED_ACCOUNT')).toEqual([{ type: 'smartAccount' }]);
  expect(events.of('GET_USER')[0]).toMatchObject({ preferredAccountType: 'smartAccount', chainId: 31337 });
  expect(events.of('INIT_SMART_ACCOUNT')).toEqual([{}]);
  expect(events.all.findIndex((e) => e.type === 'INIT_SMART_ACCOUNT')).toBeLessThan(events.all.findIndex((e) => e.type === 'SET_PREFERRED_ACCOUNT'));
  const chain = createPublicClient({ transport: http(devnet.evm) });
  await expect.poll(async () => (await page.getByTestId('address').textContent()) ?? '').toMatch(/^0x[0-9a-fA-F]{40}$/);
  const smart = (await page.getByTestId('address').textContent()) as Address;
  expect(await accountType(page)).toBe('Smart account');
  // The emulator funds a smart account when it is initialised; the view reads its balance.
  expect(await chain.getBalance({ address: smart })).toBe(parseEther('10'));
  await expect(page.getByTestId('account-balance')).toContainText('10');

  // 31338 has no smart accounts: the frame keeps the EOA there, and the account follows.
  await switchTo(page, 'eip155:31338');
  await expect.poll(() => events.of('SET_PREFERRED_ACCOUNT')).toEqual([{ type: 'smartAccount' }, { type: 'eoa' }]);
  await expect(page.getByTestId('address')).not.toHaveText(smart);
  expect(await accountType(page)).toBe('Externally owned account (EOA)');
  await expect(page.getByTestId('status')).toHaveText('connected');
});

test('Back from the Farcaster view before a login reloads the frame, which then logs in by email as before', async ({ page, mailbox }) => {
  test.setTimeout(90_000);
  const events = frameEvents(page);
  await openConnect(page);
  await page.getByTestId('social-farcaster').click();
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'ConnectingFarcaster');
  await expect(page.getByTestId('farcaster-qr').locator('svg')).toBeVisible();
  await expect.poll(() => events.of('CONNECT_FARCASTER')).toEqual([{}]);
  expect(events.of('RELOAD')).toEqual([]);
  await page.locator('[data-gangway-back]').click();
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'Connect');
  await expect.poll(() => events.of('RELOAD')).toEqual([{}]);
  await expect(page.getByTestId('status')).toHaveText('disconnected');
  // The reloaded frame still serves a login.
  await emailLogin(page, mailbox, freshEmail('after-reload'));
  expect(events.of('RELOAD')).toHaveLength(1);
});
