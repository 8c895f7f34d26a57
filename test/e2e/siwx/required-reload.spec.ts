/**
 * Issue 36: required sign-in after a reload. The wallet's session syncs; the sign-in session's look-up
 * (hosted: `me`, a round trip, slowed here to 1.5 s) runs while the kernel holds the account
 * 'connecting' (the beforeRestored hook). Every painted frame is sampled from the first script on: the
 * page must never show the account connected while no session is known, and a signed-in visitor sees
 * no prompt at all.
 */
import { evmAccounts } from '@gangway/devnet/accounts';
import { installInjectedWallet } from '@gangway/devnet/wallets';
import type { Page } from '@playwright/test';
import { expect, test } from '../../kit/index';
import { connectToSignIn } from './helpers';

const DEMO = 'http://127.0.0.1:5173/?siwx=hosted,required';
const dialog = (page: Page) => page.getByRole('dialog');
interface Frame { status?: string | null; session?: string | null; open: boolean; dialog: boolean; view?: string | null }

test.afterEach(async ({ devnet }) => { await devnet.clearFaults(); });

test('required sign-in: after a reload the page is never connected without a session, and a signed-in visitor gets no prompt', async ({ page, devnet }) => {
  const account = evmAccounts[9];
  const wallet = await installInjectedWallet(page, { urls: devnet, contracts: devnet.contracts, account });
  await connectToSignIn(page, wallet, DEMO);
  await page.getByTestId('siwx-sign').click();
  await (await wallet.nextRequest('personal_sign')).approve();
  await expect(dialog(page)).toBeHidden();
  await expect(page.getByTestId('siwx-session')).toHaveText(`eip155:31337:${account.address}`);

  // Every frame the visitor could see, from the reload's first script.
  await page.addInitScript(() => {
    const frames: unknown[] = [];
    (window as unknown as { __frames: unknown[] }).__frames = frames;
    const sample = () => {
      const g = (window as unknown as { gangway?: { isOpen(): boolean } }).gangway;
      frames.push({
        status: document.querySelector('[data-testid="status"]')?.textContent,
        session: document.querySelector('[data-testid="siwx-session"]')?.textContent,
        open: !!g?.isOpen(),
        dialog: !!document.querySelector('[role="dialog"]'),
        view: document.querySelector('[data-gangway-view]')?.getAttribute('data-gangway-view'),
      });
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  await devnet.injectFault({ path: '/auth/v1/me', delayMs: 1_500 });
  await page.reload();
  await expect.poll(() => page.evaluate(() => (window as any).gangway.getState().slices.siwx?.status), { timeout: 10_000 }).toBe('signed-in');
  await expect(dialog(page)).toBeHidden();
  await expect(page.getByTestId('status')).toHaveText('connected');
  await expect(page.getByTestId('siwx-session')).toHaveText(`eip155:31337:${account.address}`);
  expect(wallet.pending()).toHaveLength(0);

  const frames = await page.evaluate(() => (window as unknown as { __frames: Frame[] }).__frames);
  // The look-up took 1.5 s, and the kernel held the restored account 'connecting' meanwhile
  // (beforeRestored): the page never showed it connected before its session was known …
  expect(frames.filter((f) => f.status === 'connecting').length).toBeGreaterThan(10);
  expect(frames.filter((f) => f.status === 'connected' && f.session !== `eip155:31337:${account.address}`)).toEqual([]);
  // … and a signed-in visitor's reload shows no prompt at all, not even for the check.
  expect(frames.filter((f) => f.open || f.dialog)).toEqual([]);
});
