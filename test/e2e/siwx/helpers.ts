/** Steps the sign-in specs share (the siwx spec, the pseudo-locale walk). */
import type { Page } from '@playwright/test';
import { expect } from '../../kit/index';
import { WALLET_ROW } from '../evm-account/helpers';

/** Opens the widget on `url` (a demo page with `siwx=…`), connects the injected test wallet, and waits for the sign-in view asking. */
export async function connectToSignIn(page: Page, wallet: { approveNext(method: string): Promise<unknown> }, url: string) {
  await page.goto(url);
  await page.getByTestId('gangway-connect').click();
  await page.locator(WALLET_ROW).click();
  await wallet.approveNext('eth_requestAccounts');
  await expect(page.locator('[data-gangway-view]')).toHaveAttribute('data-gangway-view', 'SIWXSignMessage');
  await expect(page.getByTestId('siwx-sign-message')).toHaveAttribute('data-status', 'needed');
}

/** The hosted session token the page keeps for a CAIP-10 account (its sign-in tokens, `@gangway/authTokens`). */
export async function hostedToken(page: Page, caip10: string): Promise<string | undefined> {
  const raw = await page.evaluate(() => localStorage.getItem('@gangway/authTokens'));
  return raw ? (JSON.parse(raw) as Record<string, string>)[caip10.toLowerCase()] : undefined;
}

/** The devnet's ReownAuthentication `me` for a token: what the service says the token is (status and body). */
export async function devnetMe(devnet: { api: string; query: string }, token: string | undefined) {
  const res = await fetch(`${devnet.api}/auth/v1/me?${devnet.query}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  return { status: res.status, body: (await res.json().catch(() => undefined)) as { address?: string; caip2Network?: string } | undefined };
}

export interface AuthCall { method: string; path: string; headers: Record<string, string>; body: any }

/** Records every ReownAuthentication call the page makes (`/auth/v1/*`), and every sign-in call to the smart-sessions API (there must be none). */
export function recordAuthCalls(page: Page): AuthCall[] {
  const calls: AuthCall[] = [];
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (r.method() === 'OPTIONS' || !/^\/(auth\/v1|v1\/sessions)\//.test(u.pathname)) return;
    let body: unknown;
    try { body = r.postDataJSON(); } catch { body = r.postData(); }
    calls.push({ method: r.method(), path: u.pathname, headers: r.headers(), body });
  });
  return calls;
}
