/**
 * A hostile embedded-wallet frame (issue 33 item 2), on the devnet's frame emulator in hostile mode
 * (test/devnet/src/frame/hostile.mjs, switched on by a cookie for this test's browser context only):
 * - it answers the social redirect uri (and the Farcaster URL) with javascript: and data: URLs — the
 *   popup still has this page's origin, so before the URL check such a uri ran on the host page;
 * - it forges messages (an answer to the wrong event, a social result from its own window), and a
 *   page script dispatches synthetic MessageEvents claiming the frame's origin and windows.
 * Each test shows that nothing ran (`__pwned` unset, no dialog anywhere), that a clear error shows in
 * the modal, and that the forged messages changed nothing: the real login still completes.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { UNSAFE_URL_MESSAGE } from '@gangway/lib-wallet/navigation';
import { expect, test } from '../../kit/index';
import { FRAME_ORIGIN, openConnect, view } from '../embedded/helpers';

const hostile = (context: BrowserContext, mode: 'javascript' | 'data' | 'forge') =>
  context.addCookies([{ name: 'gangway-frame-hostile', value: mode, url: FRAME_ORIGIN }]);

/** Dialogs raised by any page of the context (the host page or a popup). */
function watchDialogs(context: BrowserContext) {
  const dialogs: string[] = [];
  const watch = (p: Page) => p.on('dialog', (d) => { dialogs.push(d.message()); void d.dismiss(); });
  context.pages().forEach(watch);
  context.on('page', watch);
  return dialogs;
}

const pwned = (page: Page) => page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned);

for (const mode of ['javascript', 'data'] as const) {
  test(`a ${mode}: social redirect uri never reaches the popup: nothing runs, the modal says why`, async ({ page, context }) => {
    await hostile(context, mode);
    const dialogs = watchDialogs(context);
    await openConnect(page);
    await page.getByTestId('social-google').hover();
    const popupOpened = page.waitForEvent('popup');
    await page.getByTestId('social-google').click();
    const popup = await popupOpened;
    await expect(view(page)).toHaveAttribute('data-gangway-view', 'ConnectingSocial');
    await expect(page.getByTestId('social-error')).toHaveText(UNSAFE_URL_MESSAGE);
    await expect.poll(() => popup.isClosed()).toBe(true);
    expect(popup.url()).toBe('about:blank');
    expect(await pwned(page)).toBeUndefined();
    expect(dialogs).toEqual([]);
    await expect(page.getByTestId('status')).not.toHaveText('connected');
  });

  test(`a ${mode}: Farcaster URL becomes no link and no QR code; the modal says why`, async ({ page, context }) => {
    await hostile(context, mode);
    const dialogs = watchDialogs(context);
    await openConnect(page);
    await page.getByTestId('social-farcaster').click();
    await expect(view(page)).toHaveAttribute('data-gangway-view', 'ConnectingFarcaster');
    await expect(page.getByTestId('farcaster-error')).toHaveText(UNSAFE_URL_MESSAGE);
    await expect(page.getByTestId('farcaster-link')).toHaveCount(0);
    await expect(page.getByTestId('farcaster-qr')).toHaveCount(0);
    expect(await pwned(page)).toBeUndefined();
    expect(dialogs).toEqual([]);
  });
}

test('forged and synthetic messages change nothing: the popup goes where the frame said, the real login completes', async ({ page, context, embedded }) => {
  await hostile(context, 'forge');
  const dialogs = watchDialogs(context);
  // Request ids a page script can guess: 00000000-0000-4000-8000-000000000001, …002, …
  await page.addInitScript(() => {
    let n = 0;
    crypto.randomUUID = () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}` as `${string}-${string}-${string}-${string}-${string}`;
  });
  await openConnect(page);
  await page.getByTestId('social-github').hover();
  const popupOpened = page.waitForEvent('popup');
  await page.getByTestId('social-github').click();
  const popup = await popupOpened;
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'ConnectingSocial');

  // While the frame holds its answer back: synthetic answers from "the frame" (its origin, its window)
  // to every id the widget can have used, pointing the popup elsewhere.
  await page.evaluate((origin) => {
    const frame = document.querySelector<HTMLIFrameElement>('iframe[data-gangway-frame]')!.contentWindow!;
    for (let n = 1; n <= 60; n++) {
      const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
      window.dispatchEvent(new MessageEvent('message', { origin, source: frame, data: { type: '@w3m-frame/GET_SOCIAL_REDIRECT_URI_SUCCESS', id, payload: { uri: `${origin}/__social/authorize?provider=forged` } } }));
    }
  }, FRAME_ORIGIN);
  await popup.waitForURL(/\/__social\/authorize\?provider=/);
  expect(new URL(popup.url()).searchParams.get('provider')).toBe('github');

  // A synthetic social result "from the popup" on the frame's origin; the frame's own forged results
  // (from its window) arrive meanwhile. Accepted, either would fail the login ('Invalid social login result').
  await page.evaluate((origin) => {
    const popupWindow = window.open('', 'gangway-social')!;
    window.dispatchEvent(new MessageEvent('message', { origin, source: popupWindow, data: { type: '@w3m-social/RESULT', resultUri: `${origin}/__social/callback?code=forged` } }));
  }, FRAME_ORIGIN);
  await page.waitForTimeout(1500);
  await expect(page.getByTestId('social-error')).toHaveCount(0);
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'ConnectingSocial');

  const userName = `real-${Date.now() % 100000}`;
  await embedded.signInSocial(popup, userName);
  await expect(page.getByTestId('status')).toHaveText('connected');
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'Account');
  await expect.poll(() => page.evaluate(() => (window as unknown as { gangway: { getAccount(): { user?: { username?: string } } } }).gangway.getAccount().user?.username)).toBe(userName);
  expect(await pwned(page)).toBeUndefined();
  expect(dialogs).toEqual([]);
});
