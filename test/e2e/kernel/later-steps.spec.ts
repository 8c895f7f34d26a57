/**
 * The click's wave carries what the Connect view shows, not the code of the step after it (issue 11):
 * WalletConnect's controller and Connecting views, the email code views and the social popup flow are
 * held back here, and the Connect view still shows every row and button. They are asked for only once
 * the view is complete (openFinished), and the entries work right after. A later step whose code fails
 * to load (the chunk loader's retry included) shows the catalogue's CODE_LOAD_FAILED, and Retry works.
 */
import type { Page, Route } from '@playwright/test';
import { expect, test } from '../../kit/index';
import { currentView, DEMO } from './helpers';

const LATER = /\/chunks\/(wc-controller|wc-views|email-flow|socials-flow)\.[0-9a-f]+\.js$/;
const nameOf = (url: string) => url.replace(/^.*\/chunks\/([a-z-]+)\..*$/, '$1');
const CODE_LOAD_FAILED = 'This step could not be loaded. Check your connection and try again.';

/** Marks (performance.mark) the moment the Connect view shows its WalletConnect row, email field and social buttons. */
async function markFullConnectView(page: Page) {
  await page.evaluate(() => {
    new MutationObserver((_, observer) => {
      if (document.querySelector('[data-testid="wallet-walletConnect"]') && document.querySelector('[data-testid="email-input"]') && document.querySelector('[data-testid="social-login"] button')) {
        performance.mark('connect-view-full');
        observer.disconnect();
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
}

test.describe('the later steps of the Connect view', () => {
  test('are not in the click\'s wave: the view shows in full without them, they come after it, and the entries work at once', async ({ page }) => {
    const held: Route[] = [];
    const asked: string[] = [];
    await page.route(LATER, (route) => { asked.push(nameOf(route.request().url())); held.push(route); });
    await page.goto(`${DEMO}?prefetch=none`);
    await markFullConnectView(page);
    await page.getByTestId('gangway-connect').click();
    await expect(currentView(page)).toHaveAttribute('data-gangway-view', 'Connect');
    // Every row and button the view shows today, with the later code held back.
    await expect(page.getByTestId('wallet-walletConnect')).toBeVisible();
    await expect(page.getByTestId('wallet-walletConnect')).toContainText('WalletConnect');
    await expect(page.getByTestId('email-input')).toBeVisible();
    await expect(page.getByTestId('email-submit')).toHaveText('Continue');
    await expect(page.locator('[data-testid="social-login"] button').first()).toContainText('Continue with');
    // Asked for once the view is on screen (openFinished), each once.
    await expect.poll(() => [...asked].sort()).toEqual(['email-flow', 'socials-flow', 'wc-controller', 'wc-views']);
    const arrived = Promise.all(held.map((r) => page.waitForResponse(r.request().url())));
    await Promise.all(held.splice(0).map((r) => r.continue()));
    await arrived;
    const after = await page.evaluate(() => {
      const shown = performance.getEntriesByName('connect-view-full')[0].startTime;
      return performance.getEntriesByType('resource')
        .filter((e) => /\/chunks\/(wc-controller|wc-views|email-flow|socials-flow)\./.test(e.name))
        .map((e) => Math.round(e.startTime - shown));
    });
    expect(after).toHaveLength(4);
    for (const ms of after) expect(ms).toBeGreaterThanOrEqual(0);

    // The WalletConnect entry right away: the pairing URI (the relay's) and the view's texts.
    await page.getByTestId('wallet-walletConnect').click();
    await expect(currentView(page)).toHaveAttribute('data-gangway-view', 'ConnectingWalletConnect');
    await expect(page.getByTestId('wc-copy-link')).toHaveAttribute('data-uri', /^wc:[0-9a-f]{64}@2\?/, { timeout: 20_000 });
    await expect(page.getByText('Scan this QR code with your phone').first()).toBeVisible();
    // Back, the email entry: the code view with its text (the frame emulator answers VERIFY_OTP).
    await page.locator('[data-gangway-back]').click();
    await expect(currentView(page)).toHaveAttribute('data-gangway-view', 'Connect');
    await page.getByTestId('email-input').fill(`later-steps-${Date.now()}@example.com`);
    await page.getByTestId('email-submit').click();
    await expect(currentView(page)).toHaveAttribute('data-gangway-view', 'EmailVerifyOtp');
    await expect(page.getByTestId('email-verify-otp')).toContainText('Enter the code we sent to later-steps-');
    // Nothing was fetched twice.
    expect([...asked].sort()).toEqual(['email-flow', 'socials-flow', 'wc-controller', 'wc-views']);
  });

  test('a later step whose code does not arrive shows CODE_LOAD_FAILED, and Retry loads it', async ({ page }) => {
    let down = true;
    let failed = 0;
    await page.route(/\/chunks\/wc-views\.[0-9a-f]+\.js$/, (route) => {
      if (!down) return route.continue();
      failed++;
      return route.abort('connectionfailed');
    });
    await page.goto(`${DEMO}?prefetch=none`);
    await page.getByTestId('gangway-connect').click();
    await page.getByTestId('wallet-walletConnect').click();
    await expect(currentView(page)).toHaveAttribute('data-gangway-view', 'ConnectingWalletConnect');
    await expect(page.locator('[data-gangway-error-view="ConnectingWalletConnect"]')).toContainText(CODE_LOAD_FAILED);
    // The chunk loader asked twice for each attempt (its one retry); the warm-up may have tried too.
    expect(failed).toBeGreaterThanOrEqual(2);
    down = false;
    await page.locator('[data-gangway-retry]').click();
    await expect(page.getByTestId('wc-copy-link')).toHaveAttribute('data-uri', /^wc:[0-9a-f]{64}@2\?/, { timeout: 20_000 });
  });
});
