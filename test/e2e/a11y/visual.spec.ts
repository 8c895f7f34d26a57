/**
 * Visual snapshots of every view of the tour (tour.ts) in the light and dark themes, on a desktop
 * and on a phone (Pixel 7 emulation: the bottom sheet). The card alone is compared (the host page
 * around it is the host's); balances, history and the pairing QR are masked (they change from run
 * to run), animations are off (prefers-reduced-motion and Playwright's own switch), and the fonts
 * are the machine's (Debian's Chromium, fonts-* packages): the baselines are for that platform.
 *
 * Baselines: test/e2e/__snapshots__/a11y/visual.spec.ts/<device>-<theme>-<view>.png.
 * Regenerate after a deliberate visual change with `npm run snapshots:update` (docs/accessibility.md).
 */
import { devices, type Page } from '@playwright/test';
import { expect, test } from '../../kit/index';
import { masked, tourConnected, tourDisconnected, tourEmail, type Stop } from './tour';

const { defaultBrowserType: _unused, ...pixel7 } = devices['Pixel 7'];
const DEVICES = { desktop: { viewport: { width: 1280, height: 800 } }, mobile: pixel7 } as const;

/** Every image in the modal decoded (registry icons arrive as blobs after the view renders). */
const imagesLoaded = (page: Page) => expect.poll(() => page.locator('[data-gangway-modal] img').evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0))).toBe(true);

for (const [device, use] of Object.entries(DEVICES)) {
  for (const theme of ['light', 'dark'] as const) {
    test.describe(`visual: ${device}, ${theme}`, () => {
      test.use({ ...use, reducedMotion: 'reduce' });
      test.setTimeout(180_000);

      test(`every view (${device}, ${theme})`, async ({ page, devnet, mailbox }) => {
        const at: Stop = async (name) => {
          await imagesLoaded(page);
          // The focus ring follows the last click; a snapshot shows the view at rest.
          await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
          await expect(page.locator('.gw-card')).toHaveScreenshot(`${device}-${theme}-${name}.png`, { mask: masked(page), animations: 'disabled', caret: 'hide' });
        };
        const o = { theme, mobile: device === 'mobile' };
        await tourDisconnected(page, at, o);
        await tourEmail(page, at, o, mailbox);
        await tourConnected(page, at, o, devnet);
      });
    });
  }
}
