import { expect, test } from '@playwright/test';
import { currentView, DEMO, dialog, recordRequests } from './helpers';

test.describe('lazy loading', () => {
  test("prefetch 'none': nothing but the eager bundle loads before the first open; the UI and runtime load on open", async ({ page }) => {
    const log = recordRequests(page);
    await page.goto(`${DEMO}?mode=basic&prefetch=none`);
    await expect(page.getByTestId('gangway-connect')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(log.chunks().filter((c) => /gangway-(ui|runtime)|plugin-/.test(c))).toEqual([]);
    await page.getByTestId('gangway-connect').click();
    await expect(currentView(page)).toHaveAttribute('data-gangway-view', 'Connect');
    expect(log.chunks().some((c) => c.includes('gangway-ui'))).toBe(true);
    expect(log.chunks().some((c) => c.includes('gangway-runtime'))).toBe(true);
  });

  test("prefetch 'intent': outside basic mode a first-time visit fetches nothing of the widget until the visitor shows intent", async ({ page }) => {
    const log = recordRequests(page);
    await page.goto(`${DEMO}?prefetch=intent`);
    await expect(page.getByTestId('gangway-connect')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(log.chunks().filter((c) => /gangway-|plugin-/.test(c))).toEqual([]);
    expect(log.matching(/appkit\/v1\/config|projects\/v1\/origins/)).toEqual([]);
  });

  test('basic mode never fetches the remote project config or the origin list, nor loads their code', async ({ page }) => {
    const log = recordRequests(page);
    await page.goto(`${DEMO}?mode=basic`);
    await page.getByTestId('gangway-connect').click();
    await expect(dialog(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(log.matching(/appkit\/v1\/config|projects\/v1\/origins/)).toEqual([]);
    expect(log.chunks().filter((c) => c.includes('gangway-startup'))).toEqual([]);
    const features = await page.evaluate(() => (window as any).gangway.kernel.options.features);
    expect(features).toMatchObject({ email: false, socials: false, swaps: false, onramp: false, activity: false, reownBranding: false });
  });

  test('outside basic mode the remote project config is fetched once with projectId, st and sv', async ({ page }) => {
    const log = recordRequests(page);
    await page.goto(DEMO);
    await page.getByTestId('gangway-connect').hover();
    await expect.poll(() => log.matching(/appkit\/v1\/config/).length).toBe(1);
    const url = new URL(log.matching(/appkit\/v1\/config/)[0]);
    expect(url.searchParams.get('projectId')).toBe('gangway-devnet');
    expect(url.searchParams.get('st')).toBe('gangway');
    expect(url.searchParams.get('sv')).toMatch(/gangway/);
  });

  test('a plugin whose switch is off is never requested, even when its view is asked for', async ({ page }) => {
    const log = recordRequests(page);
    await page.goto(`${DEMO}?off=receive,send`);
    await page.getByTestId('gangway-connect').click();
    await expect(dialog(page)).toBeVisible();
    await page.evaluate(() => (window as any).gangway.kernel.router.push('Receive'));
    await expect(page.locator('[data-gangway-error-view="Receive"]')).toBeVisible();
    await page.evaluate(() => (window as any).gangway.kernel.router.push('Send'));
    await expect(page.locator('[data-gangway-error-view="Send"]')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(log.chunks().filter((c) => /plugin-(receive|send)/.test(c))).toEqual([]);
    // The remote plugin is off too: neither its origin nor the Module Federation runtime is touched.
    expect(log.matching(/127\.0\.0\.1:5174/)).toEqual([]);
    expect(log.chunks().filter((c) => /mf-runtime|module-federation/.test(c))).toEqual([]);
    expect(await page.evaluate(() => (window as any).gangway.getState().plugins.receive?.status)).toBe('disabled');
  });

  test('an enabled plugin is fetched on first need only', async ({ page }) => {
    const log = recordRequests(page);
    await page.goto(DEMO);
    await page.getByTestId('gangway-connect').click();
    await expect(dialog(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(log.chunks().filter((c) => c.includes('plugin-receive'))).toEqual([]);
    await page.evaluate(() => (window as any).gangway.kernel.router.push('Receive'));
    await expect.poll(() => log.chunks().filter((c) => c.includes('plugin-receive')).length).toBe(1);
  });
});
