import { expect, test } from '@playwright/test';
import { currentView, DEMO, dialog } from './helpers';

test.describe('modal shell', () => {
  test('opens as a labelled 360 px dialog at z-index 999, closes with the close button', async ({ page }) => {
    await page.goto(DEMO);
    await page.getByTestId('gangway-connect').click();
    const d = dialog(page);
    await expect(d).toBeVisible();
    await expect(d).toHaveAttribute('aria-modal', 'true');
    const labelledBy = await d.getAttribute('aria-labelledby');
    await expect(page.locator(`[id="${labelledBy}"]`)).toHaveText('Connect Wallet');
    await expect(currentView(page)).toHaveAttribute('data-gangway-view', 'Connect');
    expect(await d.evaluate((el) => getComputedStyle(el).width)).toBe('360px');
    expect(await page.locator('.gw-overlay').evaluate((el) => getComputedStyle(el).zIndex)).toBe('999');
    // Scroll lock while open.
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(d).toBeHidden();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
  });

  test('Esc and a click on the overlay close it', async ({ page }) => {
    await page.goto(DEMO);
    await page.getByTestId('gangway-connect').click();
    await expect(dialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await page.getByTestId('gangway-connect').click();
    await expect(dialog(page)).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog(page)).toBeHidden();
  });

  test('back pops one history entry and closes with one left; closing resets to Connect', async ({ page }) => {
    await page.goto(DEMO);
    await page.getByTestId('gangway-connect').click();
    await expect(currentView(page)).toHaveAttribute('data-gangway-view', 'Connect');
    await page.evaluate(() => (window as any).gangway.kernel.router.push('Networks'));
    await expect(currentView(page)).toHaveAttribute('data-gangway-view', 'Networks');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(currentView(page)).toHaveAttribute('data-gangway-view', 'Connect');
    await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
    await page.evaluate(() => (window as any).gangway.kernel.router.back());
    await expect(dialog(page)).toBeHidden();
    expect(await page.evaluate(() => (window as any).gangway.getState().router.history.map((h: any) => h.view))).toEqual(['Connect']);
  });

  test('focus stays trapped inside the dialog and returns to the opener', async ({ page }) => {
    await page.goto(DEMO);
    const opener = page.getByTestId('gangway-connect');
    await opener.click();
    await expect(dialog(page)).toBeVisible();
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('[role=dialog]'))).toBe(true);
    }
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('[role=dialog]'))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(opener).toBeFocused();
  });

  test('close is refused with a shake while sign-in is required and no session exists', async ({ page }) => {
    await page.goto(DEMO);
    await page.getByTestId('gangway-connect').click();
    await expect(dialog(page)).toBeVisible();
    // Record every shake flag change: the 500 ms shake is a state transition, not a timing to race.
    await page.evaluate(() => {
      const g = (window as any).gangway;
      (window as any).__shakes = [];
      g.subscribeState((s: any) => (window as any).__shakes.push(s.modal.shake));
      g.kernel.store.update((d: any) => { d.modal.closeBlocked = true; });
    });
    await expect(page.getByRole('button', { name: 'Close' })).toBeDisabled();
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    await expect(dialog(page)).toBeVisible();
    await expect.poll(() => page.evaluate(() => (window as any).__shakes.includes(true))).toBe(true);
    await expect.poll(() => page.evaluate(() => (window as any).__shakes.at(-1))).toBe(false);
    await expect(dialog(page)).toBeVisible();
  });

  test('open with a uri sets the WalletConnect URI; open goes to a requested view', async ({ page }) => {
    await page.goto(DEMO);
    await page.evaluate(() => (window as any).gangway.open({ view: 'Networks', uri: 'wc:abc@2?relay-protocol=irn&symKey=00' }));
    await expect(currentView(page)).toHaveAttribute('data-gangway-view', 'Networks');
    // The WalletConnect plugin (activated by the open with a uri) keeps it in its slice.
    expect(await page.evaluate(() => (window as any).gangway.getState().slices['walletconnect/pairing'].uri)).toBe('wc:abc@2?relay-protocol=irn&symKey=00');
  });

  test('the vanilla host (no React on the host side) opens the same modal', async ({ page }) => {
    await page.goto('http://127.0.0.1:5175/');
    await page.locator('gangway-button button').click();
    await expect(dialog(page)).toBeVisible();
    await expect(currentView(page)).toHaveAttribute('data-gangway-view', 'Connect');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
  });
});

test.describe('modal placement and theme', () => {
  test('embedded mode renders the modal inline in the host layout, not appended to body', async ({ page }) => {
    await page.goto(`${DEMO}?embedded=1&theme=dark`);
    const d = dialog(page);
    await page.evaluate(() => (window as any).gangway.open());
    await expect(d).toBeVisible();
    expect(await d.evaluate((el) => !!el.closest('main'))).toBe(true);
    await expect(page.locator('[data-gangway-overlay]')).toHaveCount(0);
    await expect(page.locator('[data-gangway-modal]')).toHaveAttribute('data-theme', 'dark');
    expect(await d.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(20, 21, 25)'); // the dark palette's --gw-bg (#141519)
  });

  test('by default the modal is appended to <body> and follows light theme variables', async ({ page }) => {
    await page.goto(DEMO);
    await page.getByTestId('gangway-connect').click();
    expect(await dialog(page).evaluate((el) => el.closest('[data-gangway-root]')?.parentElement === document.body)).toBe(true);
    expect(await dialog(page).evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(255, 255, 255)');
  });
});
