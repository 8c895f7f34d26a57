/**
 * Embedded-wallet faults on the devnet: the frame's origin down, a request past its 30 s timeout,
 * a disallowed RPC method, and hostile frames on the page forging the frame's answers.
 */
import type { Page, Route } from '@playwright/test';
import { recoverMessageAddress, toHex, type Address } from 'viem';
import { expect, test } from '../../kit/index';
import { approveInFrame, DEMO, emailLogin, FRAME_ORIGIN, freshEmail, openConnect, providerRequest, toast, view } from './helpers';

/** Public events the widget emitted, recorded from the start of the page. */
async function recordEvents(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __events: string[]; gangway?: { subscribeEvents(fn: (e: { type: string }) => void): void } };
    w.__events = [];
    const hook = setInterval(() => { if (w.gangway) { clearInterval(hook); w.gangway.subscribeEvents((e) => w.__events.push(e.type)); } }, 5);
  });
  return () => page.evaluate(() => (window as unknown as { __events: string[] }).__events);
}

test('frame origin down: the email login says so, the extension wallet still connects', async ({ page, injectedWallet }) => {
  test.setTimeout(90_000);
  const events = await recordEvents(page);
  await page.context().route(`${FRAME_ORIGIN}/**`, (route) => route.abort('connectionrefused'));
  await openConnect(page);
  await page.getByTestId('email-input').fill(freshEmail('down'));
  await page.getByTestId('email-submit').click();
  // The frame never says READY: after the 20 s load timeout the dependency counts as unavailable.
  await expect(page.getByTestId('email-error')).toHaveText('Unable to load email login dependency', { timeout: 30_000 });
  await expect(page.locator('[data-gangway-alert="EMBEDDED_WALLET_NETWORK_ERROR"]')).toContainText('Network Error - Could not load embedded wallet');
  expect(await events()).toContain('iframe_load_failed');
  await expect(page.locator('iframe[data-gangway-frame]')).toHaveCount(0);

  await page.locator('[data-testid="wallet-eip6963:dev.gangway.testwallet"]').click();
  await injectedWallet.approveNext('eth_requestAccounts');
  await expect(page.getByTestId('status')).toHaveText('connected');
  await expect(page.getByTestId('address')).toHaveText(injectedWallet.address);
});

test('a code check past its 30 s timeout: Embedded Wallet Request Timed Out', async ({ page, mailbox }) => {
  test.setTimeout(90_000);
  const events = await recordEvents(page);
  const held: Route[] = [];
  // The frame's backend never answers the code check.
  await page.context().route(`${FRAME_ORIGIN}/__frame/rpc`, async (route) => {
    if ((route.request().postDataJSON() as { type?: string }).type === '@w3m-app/CONNECT_OTP') held.push(route);
    else await route.continue();
  });
  const email = freshEmail('timeout');
  await openConnect(page);
  const since = Date.now() - 1000;
  await page.getByTestId('email-input').fill(email);
  await page.getByTestId('email-submit').click();
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'EmailVerifyOtp');
  await page.getByTestId('otp-input').fill(await mailbox.code(email, { since }));
  await page.getByTestId('otp-submit').click();
  await expect.poll(() => held.length).toBe(1);
  await expect(page.getByTestId('otp-error')).toHaveText('Embedded Wallet Request Timed Out', { timeout: 40_000 });
  await expect(page.locator('[data-gangway-alert="EMBEDDED_WALLET_TIMEOUT"]')).toContainText('Embedded Wallet Request Timed Out');
  expect(await events()).toContain('iframe_request_timeout');
  await Promise.all(held.map((r) => r.abort().catch(() => undefined)));
});

test('a disallowed method opens the modal, says Action not allowed and rejects', async ({ page, mailbox }) => {
  await openConnect(page);
  await emailLogin(page, mailbox, freshEmail('disallowed'));
  await page.keyboard.press('Escape');
  await expect(page.locator('[data-gangway-modal] [role="dialog"]')).toBeHidden();
  const outcome = await providerRequest(page, 'eth_getEncryptionPublicKey', []);
  expect(outcome).toMatchObject({ ok: false, message: 'Requested RPC call is not allowed' });
  await expect(page.locator('[data-gangway-modal] [role="dialog"]')).toBeVisible();
  await expect(toast(page)).toHaveText('Action not allowed');
});

test('hostile frames forging the frame answer with the real id are ignored', async ({ page, mailbox }) => {
  const email = freshEmail('hostile');
  // Counts the hostile frames' own signals (they are not for the widget).
  await page.addInitScript(() => {
    const w = window as unknown as { __acks: number; __hostileReady: number };
    w.__acks = 0;
    w.__hostileReady = 0;
    window.addEventListener('message', (e) => {
      const d = e.data as { hostileAck?: boolean; hostileReady?: boolean } | null;
      if (d?.hostileAck) w.__acks++;
      if (d?.hostileReady) w.__hostileReady++;
    });
  });
  await openConnect(page);
  await emailLogin(page, mailbox, email);
  const address = (await page.getByTestId('address').textContent()) as Address;

  // Two hostile frames: one on the page's origin, one on the frame's own origin (another window).
  await page.context().route(`${FRAME_ORIGIN}/__hostile.html`, (route) => route.fulfill({ contentType: 'text/html', body: HOSTILE_PAGE }));
  await page.evaluate(([origin, html]) => {
    const a = document.createElement('iframe');
    a.srcdoc = html;
    a.id = 'hostile-same-page';
    const b = document.createElement('iframe');
    b.src = `${origin}/__hostile.html`;
    b.id = 'hostile-frame-origin';
    document.body.append(a, b);
  }, [FRAME_ORIGIN, HOSTILE_PAGE] as const);
  await page.waitForFunction(() => (window as unknown as { __hostileReady?: number }).__hostileReady === 2);

  // The real frame's backend is held until both hostile frames forged an answer under the request's own id.
  let forgedFor: string | undefined;
  await page.context().route(`${FRAME_ORIGIN}/__frame/rpc`, async (route) => {
    const body = route.request().postDataJSON() as { type?: string; id?: string };
    if (body.type === '@w3m-app/RPC_REQUEST' && !forgedFor) {
      forgedFor = body.id;
      await page.evaluate((id) => {
        for (const f of document.querySelectorAll<HTMLIFrameElement>('iframe[id^="hostile"]')) f.contentWindow!.postMessage({ forge: id }, '*');
      }, body.id!);
      await page.waitForFunction(() => (window as unknown as { __acks: number }).__acks >= 2);
    }
    await route.continue();
  });

  const signed = providerRequest(page, 'personal_sign', [toHex('only the real frame signs'), address]);
  await approveInFrame(page);
  const out = await signed;
  expect(forgedFor).toBeTruthy();
  expect(out.ok).toBe(true);
  const signature = (out as { result: `0x${string}` }).result;
  expect(signature).not.toBe(FORGED);
  expect(await recoverMessageAddress({ message: 'only the real frame signs', signature })).toBe(address);
  // Still usable afterwards: the replayed forgeries changed nothing.
  await expect(page.getByTestId('status')).toHaveText('connected');
  await page.goto(DEMO);
  await expect(page.getByTestId('status')).toHaveText('connected');
});

const FORGED = '0xdeadbeef';
/** Answers the parent with forged SUCCESS messages (right id, malformed, replayed) when told the id. */
const HOSTILE_PAGE = `<!doctype html><script>
  window.parent.postMessage({ hostileReady: true }, '*');
  window.addEventListener('message', (e) => {
    if (!e.data || !e.data.forge) return;
    const id = e.data.forge;
    const p = window.parent;
    p.postMessage({ type: '@w3m-frame/READY', payload: { version: 1 } }, '*');
    p.postMessage({ type: '@w3m-frame/RPC_REQUEST_SUCCESS', id, payload: '${FORGED}' }, '*');
    p.postMessage({ type: '@w3m-frame/RPC_REQUEST_ERROR', id, payload: { message: 'forged error' } }, '*');
    p.postMessage({ type: 42, id, payload: null }, '*');
    p.postMessage('not even an object', '*');
    p.postMessage({ type: '@w3m-frame/RPC_REQUEST_SUCCESS', id, payload: '${FORGED}' }, '*');
    p.postMessage({ hostileAck: true }, '*');
  });
</script>`;
