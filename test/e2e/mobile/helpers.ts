/** Shared steps of the mobile specs: Chromium's phone emulation and the links a phone would hand to an app. */
import { devices, type Page } from '@playwright/test';

export const DEMO = 'http://127.0.0.1:5173/';
const { defaultBrowserType: _pixelBrowser, ...pixel7 } = devices['Pixel 7'];
const { defaultBrowserType: _iphoneBrowser, ...iphone } = devices['iPhone 13'];
/** Pixel 7 (412 × 915, touch, Android Chrome user agent) in Chromium. */
export const PIXEL_7 = pixel7;
/** iPhone 13's size and user agent (Safari's engine is not emulated: Chromium renders it). */
export const IPHONE_13 = { ...iphone, isMobile: true, hasTouch: true };

export const view = (page: Page) => page.locator('[data-gangway-view]');

/**
 * Stands in for the phone's OS: a tap on a link to a wallet app's scheme (`gangwaywc://…`) is what
 * hands the URI to the app. The page records every such link followed (it opens nothing here).
 */
export async function recordAppLinks(page: Page) {
  await page.addInitScript(() => {
    const opened: string[] = [];
    (window as unknown as { __appLinks: string[] }).__appLinks = opened;
    window.addEventListener('click', (e) => {
      const a = (e.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!a || /^https?:/i.test(a.href)) return;
      opened.push(a.href);
      e.preventDefault();
    }, true);
  });
  return () => page.evaluate(() => (window as unknown as { __appLinks: string[] }).__appLinks);
}
