/**
 * axe-core (WCAG 2.1 A/AA) finds no violation on any view of the widget — Connect with the legal
 * checkbox, the wallet guide, All Wallets, WalletConnect, the email code, the embedded wallet's
 * settings, Account and its tabs, Networks, Send, Receive, Swap, Buy — in the light and dark
 * themes, on a desktop and on a phone (Chromium's Pixel 7 emulation). Every stop's violations are
 * collected, so one failing run lists them all.
 */
import { devices } from '@playwright/test';
import { expect, test } from '../../kit/index';
import { axeViolations } from './axe';
import { tourConnected, tourDisconnected, tourEmail, type Stop } from './tour';

const { defaultBrowserType: _unused, ...pixel7 } = devices['Pixel 7'];
const DEVICES = { desktop: { viewport: { width: 1280, height: 800 } }, mobile: pixel7 } as const;

for (const [device, use] of Object.entries(DEVICES)) {
  for (const theme of ['light', 'dark'] as const) {
    test.describe(`axe: every view, ${theme}, ${device}`, () => {
      test.use({ ...use, reducedMotion: 'reduce' });
      test.setTimeout(180_000);

      test(`no WCAG 2.1 A/AA violation (${theme}, ${device})`, async ({ page, devnet, mailbox }) => {
        const found: string[] = [];
        const seen: string[] = [];
        const at: Stop = async (name) => { seen.push(name); found.push(...await axeViolations(page, name)); };
        const o = { theme, mobile: device === 'mobile' };
        await tourDisconnected(page, at, o);
        await tourEmail(page, at, o, mailbox);
        await tourConnected(page, at, o, devnet);
        expect(seen).toHaveLength(14);
        expect(found).toEqual([]);
      });
    });
  }
}
