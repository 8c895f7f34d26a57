/**
 * First open (issue: "a painted dialog in one frame, the first view in one network wave"): the click
 * paints the dialog before any chunk arrives; intent on the connect button starts the wave early; the
 * `prefetch` option chooses intent, idle or nothing (the default, visible: prefetch-visible.spec.ts). Timings are the benchmark's; these check behaviour.
 */
import { expect, test, type Page, type Route } from '@playwright/test';
import { currentView, DEMO, dialog, paintedFrame, recordRequests, widgetChunks } from './helpers';


/** Holds every request for the runtime chunk until released, so the test sees the page before it arrives. */
async function holdRuntime(page: Page) {
  const held: Route[] = [];
  await page.route(/gangway-runtime\./, (route) => { held.push(route); });
  return { release: () => Promise.all(held.splice(0).map((r) => r.continue())), count: () => held.length };
}

test.describe('first open', () => {
  test('the click paints the dialog at once, focused, before any chunk has arrived; the modal then takes its place', async ({ page }) => {
    await page.goto(`${DEMO}?prefetch=none`);
    const runtime = await holdRuntime(page);
    const opener = page.getByTestId('gangway-connect');
    await opener.focus();
    await opener.click();
    // Nothing lazy has arrived (the runtime is held), yet the dialog is there, labelled and focused.
    await expect(paintedFrame(page)).toBeVisible();
    await expect(paintedFrame(page)).toHaveAttribute('aria-modal', 'true');
    await expect(paintedFrame(page)).toHaveAttribute('aria-label', 'Connect Wallet');
    await expect(paintedFrame(page)).toBeFocused();
    expect(await paintedFrame(page).evaluate((el) => getComputedStyle(el).width)).toBe('360px');
    expect(await paintedFrame(page).evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(255, 255, 255)');
    await expect(dialog(page)).toHaveCount(0);
    await expect.poll(runtime.count).toBe(1);
    // How the modal's backdrop and card start, read in the task that inserts them (before their first paint).
    await page.evaluate(() => {
      const seen: Record<string, string> = {};
      (window as any).__firstFrame = seen;
      new MutationObserver((_, observer) => {
        const overlay = document.querySelector('[data-gangway-overlay]');
        const view = document.querySelector('[data-gangway-view] > :not([role="progressbar"])');
        if (overlay && !seen.overlay) {
          const card = overlay.querySelector('.gw-card')!;
          // The open animation counts from the click: the frame was up > 120 ms (the runtime was held).
          const done = (el: Element) => parseFloat(getComputedStyle(el).animationDelay) <= -0.12 ? 'past its end' : getComputedStyle(el).animationDelay;
          Object.assign(seen, { overlay: done(overlay), card: done(card), opacity: getComputedStyle(overlay).opacity });
        }
        if (view && !seen.view) seen.view = getComputedStyle(view).animationName;
        if (seen.overlay && seen.view) observer.disconnect();
      }).observe(document.body, { childList: true, subtree: true });
    });
    await runtime.release();
    // The real modal replaces it, on the first view; focus is inside and goes back to the opener on close.
    await expect(currentView(page)).toHaveAttribute('data-gangway-view', 'Connect');
    // It continues the open the frame showed: no fade-in from nothing (the backdrop would blink out and
    // back), and the first view appears at once in place of the spinner.
    await expect.poll(() => page.evaluate(() => (window as any).__firstFrame)).toEqual({ overlay: 'past its end', card: 'past its end', opacity: '1', view: 'none' });
    // A change of view slides in (the view-change animation), and back to the first view too.
    const entrance = () => page.locator('[data-gangway-view] > :not([role="progressbar"])').first().evaluate((el) => getComputedStyle(el).animationName);
    await page.evaluate(() => (window as any).gangway.kernel.router.push('Networks'));
    await expect(currentView(page)).toHaveAttribute('data-gangway-view', 'Networks');
    expect(await entrance()).toBe('gw-view');
    await page.evaluate(() => (window as any).gangway.kernel.router.back());
    await expect(currentView(page)).toHaveAttribute('data-gangway-view', 'Connect');
    expect(await entrance()).toBe('gw-view');
    await expect(page.locator('[data-gangway-frame]')).toHaveCount(0);
    expect(await page.evaluate(() => !!document.activeElement?.closest('[data-gangway-modal]'))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  test('the focus trap\'s library is not in the click\'s wave; until it arrives focus stays in the dialog and Esc returns it to the opener', async ({ page }) => {
    const held: Route[] = [];
    await page.route(/gangway-focus-trap\./, (route) => { held.push(route); });
    const log = recordRequests(page);
    await page.goto(`${DEMO}?prefetch=none`);
    const opener = page.getByTestId('gangway-connect');
    await opener.click();
    await expect(currentView(page)).toHaveAttribute('data-gangway-view', 'Connect');
    await expect(page.locator('[data-testid^="wallet-"]').first()).toBeVisible();
    // Asked for only once the view is painted, and held back here.
    await expect.poll(() => held.length).toBe(1);
    const inDialog = () => page.evaluate(() => !!document.activeElement?.closest('[role=dialog]'));
    expect(await inDialog()).toBe(true);
    // Forward past the last control and back past the first: every stop is inside the dialog.
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      expect(await inDialog()).toBe(true);
    }
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await inDialog()).toBe(true);
    }
    // Tab still moves between the dialog's controls (not only back to the card).
    const stop = () => page.evaluate(() => {
      const el = document.activeElement!;
      return el.matches('[role=dialog]') ? 'the card' : `${el.tagName}:${el.getAttribute('data-testid') ?? el.getAttribute('aria-label') ?? el.textContent}`;
    });
    await page.keyboard.press('Tab');
    const first = await stop();
    await page.keyboard.press('Tab');
    expect(first).not.toBe('the card');
    expect(await stop()).not.toBe(first);
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await expect(opener).toBeFocused();
    // The library arrives late: it does not take the focus the closed dialog returned; the next open holds it as well.
    const arrived = page.waitForResponse(/gangway-focus-trap\./);
    await Promise.all(held.splice(0).map((r) => r.continue()));
    await arrived;
    await expect(opener).toBeFocused();
    expect(log.chunks().filter((c) => c.includes('gangway-focus-trap'))).toHaveLength(1);
    await opener.click();
    await expect(currentView(page)).toHaveAttribute('data-gangway-view', 'Connect');
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      expect(await inDialog()).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(opener).toBeFocused();
  });

  test('closing before the modal arrived takes the painted frame down', async ({ page }) => {
    await page.goto(`${DEMO}?prefetch=none`);
    const runtime = await holdRuntime(page);
    await page.getByTestId('gangway-connect').click();
    await expect(paintedFrame(page)).toBeVisible();
    await page.evaluate(() => (window as any).gangway.close());
    await expect(page.locator('[data-gangway-frame]')).toHaveCount(0);
    await runtime.release();
    // The open the visitor already closed does not show once the runtime arrives.
    await page.waitForLoadState('networkidle');
    await expect(dialog(page)).toHaveCount(0);
    expect(await page.evaluate(() => (window as any).gangway.isOpen())).toBe(false);
  });

  test('before the modal arrives the painted dialog already behaves like it: Tab stays inside, Esc dismisses it and focus returns to the opener', async ({ page }) => {
    await page.goto(`${DEMO}?prefetch=none`);
    const runtime = await holdRuntime(page);
    const opener = page.getByTestId('gangway-connect');
    await opener.click();
    await expect(paintedFrame(page)).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(paintedFrame(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.locator('[data-gangway-frame]')).toHaveCount(0);
    await expect(opener).toBeFocused();
    await runtime.release();
    await page.waitForLoadState('networkidle');
    await expect(dialog(page)).toHaveCount(0);
    // A backdrop click dismisses it the same way (a fresh page: nothing of the widget arrived yet).
    await page.goto(`${DEMO}?prefetch=none`);
    const again = await holdRuntime(page);
    await opener.click();
    await expect(paintedFrame(page)).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(page.locator('[data-gangway-frame]')).toHaveCount(0);
    await expect(opener).toBeFocused();
    await again.release();
  });

  test('dark theme: the painted frame has the dark modal colours', async ({ page }) => {
    await page.goto(`${DEMO}?prefetch=none&theme=dark`);
    const runtime = await holdRuntime(page);
    await page.getByTestId('gangway-connect').click();
    expect(await paintedFrame(page).evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(20, 21, 25)'); // the dark palette's --gw-bg (#141519)
    await runtime.release();
  });

  test("prefetch 'intent': pointer over the button requests the whole first view in one wave, before the click", async ({ page }) => {
    const log = recordRequests(page);
    // 'intent' set: the default ('visible') would have fetched the code already (prefetch-visible.spec.ts).
    await page.goto(`${DEMO}?prefetch=intent`);
    await page.waitForLoadState('networkidle');
    expect(widgetChunks(log)).toEqual([]);
    await page.getByTestId('gangway-connect').hover();
    // Runtime, UI, the project config and every plugin the Connect view needs — including the wallet
    // registry the Connect view asks for — without a click.
    // (The manifests' deferred part — permissions, slot contributions — is in the runtime's chunk.)
    // Email and socials render inline on the Connect view. Analytics and the embedded wallet (which
    // email and socials ask for only when the visitor reaches for a login) wait for the view: onOpenFinished.
    // The Connect view's plugins come as one script (plugins/builtin/src/first-view-sets.ts): its wallet
    // rows (connect, injected, WalletConnect, the registry) with email and socials, every one of them on.
    const wave = ['gangway-runtime', 'gangway-ui', 'gangway-startup', 'gangway-connect-logins'];
    await expect.poll(() => wave.every((c) => widgetChunks(log).includes(c))).toBe(true);
    await expect.poll(() => log.matching(/appkit\/v1\/config/).length).toBe(1);
    // The Connect view's data too (its registry rows), sent with the chunks rather than by them.
    await expect.poll(() => log.matching(/\/getWallets\?/).length).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    // Nothing else: Account, Send, Receive, Networks wait for their own need.
    expect(widgetChunks(log).filter((c) => !wave.includes(c))).toEqual([]);
    const early = log.matching(/\/getWallets\?/);
    await page.getByTestId('gangway-connect').click();
    await expect(currentView(page)).toHaveAttribute('data-gangway-view', 'Connect');
    await expect(page.locator('[data-testid^="wallet-"]').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The view took the answers already on their way: no registry query and no config asked twice.
    expect(log.matching(/\/getWallets\?/)).toEqual(early);
    expect(log.matching(/appkit\/v1\/config/)).toHaveLength(1);
    // Once the view is up, the onOpenFinished plugins, the focus trap's library and the connection flows
    // (a connect needs them, the view does not) follow, and nothing else.
    const after = ['plugin-analytics', 'plugin-embedded-wallet', 'gangway-focus-trap', 'gangway-flows'];
    await expect.poll(() => after.every((c) => widgetChunks(log).includes(c))).toBe(true);
    expect(widgetChunks(log).filter((c) => ![...wave, ...after].includes(c))).toEqual([]);
  });

  test('a set of plugins comes as one script only when every member is on: otherwise each alone, and never the one switched off', async ({ page }) => {
    const log = recordRequests(page);
    await page.goto(`${DEMO}?disable=enableWalletConnect&prefetch=none`);
    await page.getByTestId('gangway-connect').click();
    await expect(currentView(page)).toHaveAttribute('data-gangway-view', 'Connect');
    // The members that are on render as ever (the email field; no wallet is installed here, and the registry's rows need WalletConnect).
    await expect(page.getByTestId('email-input')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const chunks = widgetChunks(log);
    // WalletConnect off: neither the whole view's set nor the wallet rows' is fetched, their other
    // members come alone. Email and socials both on: their own set is.
    expect(chunks).toEqual(expect.arrayContaining(['plugin-connect', 'plugin-injected', 'plugin-all-wallets', 'gangway-login-methods']));
    for (const never of ['gangway-connect-logins', 'gangway-connect-view', 'plugin-walletconnect', 'plugin-email', 'plugin-socials']) expect(chunks, never).not.toContain(never);
  });

  test("prefetch 'none': intent fetches nothing; the click does", async ({ page }) => {
    const log = recordRequests(page);
    await page.goto(`${DEMO}?prefetch=none`);
    await page.getByTestId('gangway-connect').hover();
    await page.getByTestId('gangway-connect').focus();
    await page.waitForLoadState('networkidle');
    expect(widgetChunks(log)).toEqual([]);
    await page.getByTestId('gangway-connect').click();
    await expect(currentView(page)).toHaveAttribute('data-gangway-view', 'Connect');
    expect(widgetChunks(log)).toEqual(expect.arrayContaining(['gangway-runtime', 'gangway-ui', 'gangway-connect-logins']));
  });

  test("prefetch 'idle': the first-open wave is fetched once the page is idle, without any interaction", async ({ page }) => {
    const log = recordRequests(page);
    await page.goto(`${DEMO}?prefetch=idle`);
    await expect.poll(() => ['gangway-runtime', 'gangway-ui', 'gangway-connect-logins'].every((c) => widgetChunks(log).includes(c))).toBe(true);
  });
});
