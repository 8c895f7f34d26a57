/**
 * Spec §2: social providers are filtered in Telegram's in-app browser — no Google on iOS, no X on
 * Mac, no Facebook or X on Android — and nowhere else. Each case loads the demo with the user agent
 * (and, where Telegram hides its name from the user agent, the `TelegramWebviewProxy` object its
 * webview injects) and reads the social buttons of the Connect view.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../../kit/index';
import { DEMO, IPHONE_13, PIXEL_7, view } from './helpers';

const ANDROID_TELEGRAM = `${PIXEL_7.userAgent} Telegram-Android/11.2.3 (Google Pixel 7; Android 14; SDK 34; HIGH)`;
const MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko)';
/** The spec §9 default order of the devnet project's providers. */
const ALL = ['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook'];

async function socialButtons(page: Page, telegramProxy: boolean) {
  if (telegramProxy) await page.addInitScript(() => { (window as unknown as Record<string, unknown>).TelegramWebviewProxy = { postEvent() {} }; });
  await page.goto(DEMO);
  await page.getByTestId('gangway-connect').click();
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'Connect');
  const login = page.getByTestId('social-login');
  await expect(login.locator('[data-testid^="social-"]').first()).toBeVisible();
  return login.locator('[data-testid^="social-"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!.replace('social-', '')));
}

const CASES = [
  { name: 'Telegram on Android: no Facebook, no X', use: { ...PIXEL_7, userAgent: ANDROID_TELEGRAM }, proxy: false, expected: ALL.filter((p) => p !== 'facebook' && p !== 'x') },
  { name: 'Telegram on iOS (known by its webview proxy): no Google', use: IPHONE_13, proxy: true, expected: ALL.filter((p) => p !== 'google') },
  { name: 'Telegram on a Mac: no X', use: { viewport: { width: 1280, height: 800 }, userAgent: MAC }, proxy: true, expected: ALL.filter((p) => p !== 'x') },
  { name: 'Chrome on Android, outside Telegram: every provider', use: PIXEL_7, proxy: false, expected: ALL },
  { name: 'Safari on iOS, outside Telegram: every provider', use: IPHONE_13, proxy: false, expected: ALL },
];

for (const c of CASES) {
  test.describe(c.name, () => {
    test.use({ ...c.use, reducedMotion: 'reduce' });
    test(`shows ${c.expected.join(', ')}`, async ({ page }) => {
      expect(await socialButtons(page, c.proxy)).toEqual(c.expected);
    });
  });
}
