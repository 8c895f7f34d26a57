/**
 * The phone layout (docs/mobile.md): under 430 px the modal is a bottom sheet — full width, on the
 * bottom edge, rounded top corners only, shorter than the viewport with its body scrolling — every
 * control a touch target of at least 44 × 44 px, and the safe-area insets padding the sheet. On a
 * desktop the card stays the spec's 360 px dialog in the middle.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../../kit/index';
import { DEMO, PIXEL_7, view } from './helpers';

async function openConnect(page: Page, query = '') {
  await page.goto(DEMO + query);
  await page.getByTestId('gangway-connect').click();
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'Connect');
  await expect(page.getByTestId('wallet-walletConnect')).toBeVisible();
}

/** Controls in the modal smaller than 44 × 44 px (a checkbox counts by its label, the tap area; links inside a sentence are exempt). */
function smallTargets(page: Page) {
  return page.locator('[data-gangway-modal]').evaluate((root) => {
    const small: string[] = [];
    for (const el of root.querySelectorAll<HTMLElement>('button, a[href], input, select, [role=tab]')) {
      const target = el instanceof HTMLInputElement && el.type === 'checkbox' ? el.closest('label') ?? el : el;
      // WCAG 2.5.8's inline exception: a link inside a sentence (the legal text) is sized by the text.
      if (el.tagName === 'A' && getComputedStyle(el).display === 'inline') continue;
      const r = target.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      if (r.height < 44 || r.width < 44) small.push(`${el.tagName.toLowerCase()}[${el.getAttribute('data-testid') ?? el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 20)}] ${Math.round(r.width)}×${Math.round(r.height)}`);
    }
    return small;
  });
}

test.describe('bottom sheet on a phone', () => {
  test.use({ ...PIXEL_7, reducedMotion: 'reduce' });

  test('full width, anchored to the bottom, rounded top, scrolls within the viewport; touch targets ≥ 44 px', async ({ page }) => {
    await openConnect(page, '?on=legalCheckbox');
    const vp = page.viewportSize()!;
    expect(vp.width).toBeLessThan(430);
    const card = page.locator('.gw-card');
    const box = (await card.boundingBox())!;
    expect(box.x).toBe(0);
    expect(box.width).toBe(vp.width);
    expect(Math.round(box.y + box.height)).toBe(vp.height);
    const radii = await card.evaluate((el) => { const s = getComputedStyle(el); return [s.borderTopLeftRadius, s.borderTopRightRadius, s.borderBottomLeftRadius, s.borderBottomRightRadius]; });
    expect(radii.map((r) => parseFloat(r) > 0)).toEqual([true, true, false, false]);
    expect(await smallTargets(page)).toEqual([]);

    // A long view (All Wallets) on a short viewport (the on-screen keyboard up) stays inside it, less
    // a strip of page, and scrolls its body.
    await page.setViewportSize({ width: vp.width, height: 520 });
    vp.height = 520;
    await page.getByTestId('legal-checkbox').locator('input').check();
    await page.getByTestId('all-wallets').click();
    await expect(page.getByTestId('all-wallets-list')).toBeVisible();
    const tall = (await card.boundingBox())!;
    expect(tall.height).toBeLessThanOrEqual(vp.height - 48);
    expect(Math.round(tall.y + tall.height)).toBe(vp.height);
    const body = page.locator('.gw-body');
    expect(await body.evaluate((el) => el.scrollHeight > el.clientHeight && getComputedStyle(el).overflowY === 'auto')).toBe(true);
    expect(await smallTargets(page)).toEqual([]);

    // A tap on the strip of page above the sheet closes it.
    await page.touchscreen.tap(vp.width / 2, 10);
    await expect(page.locator('[data-gangway-modal]')).toHaveCount(0);
  });

  test('the safe-area insets pad the sheet (viewport-fit=cover)', async ({ page }) => {
    await openConnect(page);
    // Chromium applies the device's insets to env(safe-area-inset-*) through this DevTools override.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setSafeAreaInsetsOverride' as never, { insets: { top: 47, bottom: 34, left: 0, right: 0 } } as never);
    const card = page.locator('.gw-card');
    await expect.poll(() => card.evaluate((el) => getComputedStyle(el).paddingBottom)).toBe('34px');
    const vp = page.viewportSize()!;
    const box = (await card.boundingBox())!;
    expect(Math.round(box.y + box.height)).toBe(vp.height);
    // The last control sits above the home indicator's strip.
    const lastButton = (await page.locator('.gw-body').boundingBox())!;
    expect(lastButton.y + lastButton.height).toBeLessThanOrEqual(vp.height - 34 + 1);
  });
});

test.describe('centred dialog on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });

  test('360 px wide, in the middle, rounded on every corner', async ({ page }) => {
    await openConnect(page);
    const card = page.locator('.gw-card');
    const box = (await card.boundingBox())!;
    expect(box.width).toBe(360);
    expect(Math.round(box.x + box.width / 2)).toBe(640);
    const radii = await card.evaluate((el) => { const s = getComputedStyle(el); return [s.borderTopLeftRadius, s.borderBottomLeftRadius]; });
    expect(radii.map((r) => parseFloat(r) > 0)).toEqual([true, true]);
  });
});
