/**
 * Hosted sign-in is bound to the browser that signed (issue 32): the session is the token the devnet's
 * ReownAuthentication issued to that page. A second browser with the same wallet and account sees no
 * session and is asked to sign; it cannot end the first one's session; the first browser's message and
 * signature, copied (with or without its nonce JWT) or replayed, sign nobody in; a guessed token is no
 * session either. The first browser stays signed in throughout.
 */
import { evmAccounts } from '@gangway/devnet/accounts';
import { installInjectedWallet } from '@gangway/devnet/wallets';
import { expect, routeWalletConnectToDevnet, test } from '../../kit/index';
import { connectToSignIn, devnetMe, hostedToken, recordAuthCalls } from './helpers';

const DEMO = 'http://127.0.0.1:5173/';

test('a second browser cannot ride the first one\'s hosted session; a copied or guessed signature signs nobody in', async ({ page, devnet, browser }) => {
  const account = evmAccounts[5];
  const caip10 = `eip155:31337:${account.address.toLowerCase()}`;
  const wallet = await installInjectedWallet(page, { urls: devnet, contracts: devnet.contracts, account });
  const calls = recordAuthCalls(page);
  await connectToSignIn(page, wallet, `${DEMO}?siwx=hosted,required`);
  await page.getByTestId('siwx-sign').click();
  await wallet.approveNext('personal_sign');
  await expect(page.getByRole('dialog')).toBeHidden();
  const token = await hostedToken(page, caip10);
  expect((await devnetMe(devnet, token)).status).toBe(200);
  // What an onlooker could have copied off the wire: the signed message, its signature and nonce JWT.
  const copied = calls.find((c) => c.path === '/auth/v1/authenticate')!;

  const second = await browser.newContext();
  try {
    await routeWalletConnectToDevnet(second, devnet);
    const page2 = await second.newPage();
    const wallet2 = await installInjectedWallet(page2, { urls: devnet, contracts: devnet.contracts, account });
    const calls2 = recordAuthCalls(page2);
    // A guessed token in its storage is no session: the service refuses it and the page drops it.
    await page2.goto(DEMO);
    await page2.evaluate((key) => localStorage.setItem('@gangway/authTokens', JSON.stringify({ [key]: 'eyJhbGciOiJIUzI1NiJ9.eyJhZGRyZXNzIjoiMHgifQ.Z3Vlc3M' })), caip10);
    // Same wallet, same account: no session here, so it is asked to sign in.
    await connectToSignIn(page2, wallet2, `${DEMO}?siwx=hosted,required`);
    await expect(page2.getByTestId('siwx-session')).toHaveText('—');
    expect(calls2.filter((c) => c.path === '/auth/v1/me').map((c) => c.headers.authorization)).toEqual(['Bearer eyJhbGciOiJIUzI1NiJ9.eyJhZGRyZXNzIjoiMHgifQ.Z3Vlc3M']);
    expect(await hostedToken(page2, caip10)).toBeUndefined();
    // It cannot end the first browser's session: sign-out takes the token, which it does not have.
    const signOut = await page2.evaluate(async ({ api, query }) => (await fetch(`${api}/auth/v1/sign-out?${query}`, { method: 'POST' })).status, { api: devnet.api, query: devnet.query });
    expect(signOut).toBe(401);
    // The copied signature, replayed as sent (its nonce JWT is spent) or with a nonce JWT of its own (another nonce): refused.
    const replay = await page2.evaluate(async ({ api, query, c }) => {
      const post = (jwt: string) => fetch(`${api}/auth/v1/authenticate?${query}`, { method: 'POST', headers: { 'x-nonce-jwt': jwt }, body: JSON.stringify(c.body) }).then((r) => r.status);
      const fresh = (await (await fetch(`${api}/auth/v1/nonce?${query}`)).json()) as { token: string };
      return [await post(c.headers['x-nonce-jwt']), await post(`Bearer ${fresh.token}`)];
    }, { api: devnet.api, query: devnet.query, c: copied });
    expect(replay).toEqual([401, 401]);
    expect(await hostedToken(page2, caip10)).toBeUndefined();
  } finally {
    await second.close();
  }
  // The first browser is still signed in, with its own token.
  expect((await devnetMe(devnet, token)).status).toBe(200);
  await page.reload();
  await expect.poll(() => page.evaluate(() => (window as any).gangway.getState().slices.siwx?.status)).toBe('signed-in');
});
