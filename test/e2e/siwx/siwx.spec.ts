/**
 * Sign in with the wallet (spec §2, §4, §5) on the demo host against the devnet, with the injected
 * test wallet and the WalletConnect test wallet: connect → SIWXSignMessage → sign → hosted sign-in
 * through the devnet's ReownAuthentication (`/auth/v1`: nonce, authenticate with the nonce JWT; the
 * service verified the signature and issued the session token the page keeps) → a reload keeps it
 * (`me` with the token, no prompt) → another account or network is asked again → cancel while required
 * disconnects. Optional mode: cancel closes and the visitor stays connected. Required mode: the close
 * button is disabled and Esc / the overlay shake the modal. Disconnect signs out: the token is refused.
 * (A second browser and copied signatures: hosted-auth.spec.ts.)
 */
import { recoverMessageAddress } from 'viem';
import { evmAccounts } from '@gangway/devnet/accounts';
import { installInjectedWallet } from '@gangway/devnet/wallets';
import type { Page } from '@playwright/test';
import { expect, test } from '../../kit/index';
import { WALLET_ROW } from '../evm-account/helpers';
import { openWalletConnect } from '../evm-walletconnect/helpers';
import { connectToSignIn, devnetMe, hostedToken, recordAuthCalls } from './helpers';

const DEMO = 'http://127.0.0.1:5173/';
const view = (page: Page) => page.locator('[data-gangway-view]');
const dialog = (page: Page) => page.getByRole('dialog');
const readout = (page: Page) => ({ status: page.getByTestId('status'), session: page.getByTestId('siwx-session'), network: page.getByTestId('network') });
const siwxStatus = (page: Page) => page.evaluate(() => (window as any).gangway.getState().slices.siwx?.status);

/** Every shake flag change, recorded in the page: the 500 ms shake is a state transition, not a timing. */
async function recordShakes(page: Page) {
  await page.evaluate(() => {
    (window as any).__shakes = [];
    (window as any).gangway.subscribeState((s: any) => (window as any).__shakes.push(s.modal.shake));
  });
}

/** Required: the close is disabled, and Esc and the overlay shake the modal instead of closing it. */
async function expectCloseBlocked(page: Page) {
  await recordShakes(page);
  await expect(page.locator('[data-gangway-close]')).toBeDisabled();
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 5);
  await expect(dialog(page)).toBeVisible();
  await expect.poll(() => page.evaluate(() => (window as any).__shakes.includes(true))).toBe(true);
  await expect.poll(() => page.evaluate(() => (window as any).__shakes.at(-1))).toBe(false);
  await expect(dialog(page)).toBeVisible();
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'SIWXSignMessage');
}

test.describe('sign in with the wallet', () => {
  test('injected wallet, hosted sign-in (/auth/v1), required: sign, verified by the devnet, reload, switch account, cancel', async ({ page, devnet }) => {
    const account = evmAccounts[7];
    const wallet = await installInjectedWallet(page, { urls: devnet, contracts: devnet.contracts, account });
    const caip10 = `eip155:31337:${account.address.toLowerCase()}`;
    const calls = recordAuthCalls(page);
    const s = readout(page);
    await connectToSignIn(page, wallet, `${DEMO}?siwx=hosted,required`);
    await expect(page.getByTestId('siwx-required')).toBeVisible();
    await expectCloseBlocked(page);

    // A refused signature: 'Signature declined', still on the view; the retry signs.
    await page.getByTestId('siwx-sign').click();
    await wallet.rejectNext('personal_sign');
    await expect(page.getByTestId('siwx-error')).toHaveText('Signature declined');
    await page.getByTestId('siwx-sign').click();
    const sign = await wallet.nextRequest('personal_sign');
    await sign.approve();
    await expect(dialog(page)).toBeHidden();
    await expect(s.status).toHaveText('connected');
    await expect(s.session).toHaveText(`eip155:31337:${account.address}`);

    // The wire, as AppKit's ReownAuthentication: a nonce, then authenticate with its nonce JWT on wallet services.
    const [nonce, auth] = calls.filter((c) => c.path !== '/auth/v1/me').slice(-2);
    expect(nonce.path).toBe('/auth/v1/nonce');
    expect(auth.path).toBe('/auth/v1/authenticate');
    expect(auth.headers['x-nonce-jwt']).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
    expect(auth.body.clientId).toBeNull();
    expect(auth.body.data).toMatchObject({ chainId: 'eip155:31337', accountAddress: account.address });
    expect(await recoverMessageAddress({ message: auth.body.message, signature: auth.body.signature })).toBe(account.address);
    // AppKit's ReownAuthenticationMessenger text: the network's name and the whole CAIP-2 id (docs/wire.md "Sign-in").
    expect(auth.body.message).toContain('127.0.0.1:5173 wants you to sign in with your Gangway Devnet account:');
    expect(auth.body.message).toContain('\nChain ID: eip155:31337\n');
    expect(calls.some((c) => c.path.startsWith('/v1/sessions/'))).toBe(false);
    // The devnet verified it and issued the session token this page keeps (and only the token: no signature).
    const token = await hostedToken(page, caip10);
    expect(await devnetMe(devnet, token)).toMatchObject({ status: 200, body: { address: account.address, caip2Network: 'eip155:31337' } });
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain(auth.body.signature.slice(2, 40));

    // A reload restores the connection and finds the session: no prompt.
    await page.reload();
    await expect(s.status).toHaveText('connected');
    await expect.poll(() => siwxStatus(page)).toBe('signed-in');
    await expect(s.session).toHaveText(`eip155:31337:${account.address}`);
    await expect(dialog(page)).toBeHidden();
    expect(wallet.pending()).toHaveLength(0);

    // The wallet switches to an account without a session: asked again, required.
    await wallet.setAccount(evmAccounts[8]);
    await expect(view(page)).toHaveAttribute('data-gangway-view', 'SIWXSignMessage');
    await expect(s.session).toHaveText('—');
    await expect(page.locator('[data-gangway-close]')).toBeDisabled();

    // Cancel while required: disconnected.
    await page.getByTestId('siwx-cancel').click();
    await expect(s.status).toHaveText('disconnected');
    await expect(dialog(page)).toBeHidden();
  });

  test('injected wallet, local sessions, optional: cancel closes and the visitor stays connected', async ({ page, devnet }) => {
    const wallet = await installInjectedWallet(page, { urls: devnet, contracts: devnet.contracts, account: evmAccounts[9] });
    await connectToSignIn(page, wallet, `${DEMO}?siwx=local`);
    await expect(page.locator('[data-gangway-close]')).toBeEnabled();
    await expect(page.getByTestId('siwx-required')).toHaveCount(0);
    await page.getByTestId('siwx-cancel').click();
    await expect(dialog(page)).toBeHidden();
    await expect(readout(page).status).toHaveText('connected');
    await expect(readout(page).session).toHaveText('—');
    expect(await page.evaluate(() => localStorage.getItem('@gangway/authTokens'))).toBeNull();
  });

  test('injected wallet, hosted sign-in: disconnect signs out (the devnet refuses the token from then on)', async ({ page, devnet }) => {
    const account = evmAccounts[6];
    const wallet = await installInjectedWallet(page, { urls: devnet, contracts: devnet.contracts, account });
    const caip10 = `eip155:31337:${account.address.toLowerCase()}`;
    const calls = recordAuthCalls(page);
    await page.goto(`${DEMO}?siwx=hosted`);
    await page.getByTestId('gangway-connect').click();
    await page.locator(WALLET_ROW).click();
    await wallet.approveNext('eth_requestAccounts');
    await page.getByTestId('siwx-sign').click();
    await wallet.approveNext('personal_sign');
    await expect(dialog(page)).toBeHidden();
    const token = await hostedToken(page, caip10);
    expect((await devnetMe(devnet, token)).status).toBe(200);

    await page.getByTestId('gangway-connect').click();
    await expect(view(page)).toHaveAttribute('data-gangway-view', 'Account');
    await page.getByTestId('account-disconnect').click();
    await expect(readout(page).status).toHaveText('disconnected');
    await expect(readout(page).session).toHaveText('—');
    // Signed out with the token (Authorization: Bearer), which the service now refuses; the page forgot it.
    const out = calls.find((c) => c.path === '/auth/v1/sign-out');
    expect(out?.headers.authorization).toBe(`Bearer ${token}`);
    expect((await devnetMe(devnet, token)).status).toBe(401);
    expect(await hostedToken(page, caip10)).toBeUndefined();
  });

  test('WalletConnect wallet, hosted sign-in, required: sign, reload keeps it, another network asks again, cancel disconnects', async ({ page, devnet, wcWallet }) => {
    // The wallet approves the pairing itself; the sign-in signature waits for the test (a prompt).
    wcWallet.autoApprove = true;
    wcWallet.prompt = ['personal_sign'];
    const caip10 = `eip155:31337:${wcWallet.address.toLowerCase()}`;
    const calls = recordAuthCalls(page);
    await page.goto(`${DEMO}?siwx=hosted,required`);
    const s = readout(page);
    await wcWallet.pair(await openWalletConnect(page));
    await expect(view(page)).toHaveAttribute('data-gangway-view', 'SIWXSignMessage');
    await expect(page.getByTestId('siwx-sign-message')).toHaveAttribute('data-status', 'needed');
    await expectCloseBlocked(page);

    await page.getByTestId('siwx-sign').click();
    const req = await wcWallet.nextRequest();
    expect(req.params.request.method).toBe('personal_sign');
    await wcWallet.approveRequest(req);
    await expect(dialog(page)).toBeHidden();
    await expect(s.session).toHaveText(`eip155:31337:${wcWallet.address}`);
    const auth = calls.find((c) => c.path === '/auth/v1/authenticate')!;
    expect(await recoverMessageAddress({ message: auth.body.message, signature: auth.body.signature })).toBe(wcWallet.address);
    expect(await devnetMe(devnet, await hostedToken(page, caip10))).toMatchObject({ status: 200, body: { address: wcWallet.address } });

    await page.reload();
    await expect(s.status).toHaveText('connected');
    await expect.poll(() => siwxStatus(page)).toBe('signed-in');
    await expect(dialog(page)).toBeHidden();

    // The wallet moves to the other devnet chain: no session there, so asked again.
    await wcWallet.emit('chainChanged', 31338);
    await expect(s.network).toHaveText('eip155:31338');
    await expect(view(page)).toHaveAttribute('data-gangway-view', 'SIWXSignMessage');
    await expect(page.locator('[data-gangway-close]')).toBeDisabled();
    await page.getByTestId('siwx-cancel').click();
    await expect(s.status).toHaveText('disconnected');
    await expect(dialog(page)).toBeHidden();
  });
});
