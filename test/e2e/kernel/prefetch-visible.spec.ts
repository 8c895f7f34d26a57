/**
 * `prefetch: 'visible'`, the default (issue 35): once the page has loaded and is idle, a connect button
 * in the viewport fetches the first view's code — at the browser's low priority, without a click; a
 * button outside the viewport fetches nothing until it scrolls in; Save-Data (or 2g) falls back to
 * intent; `prefetch: 'intent'` is unchanged. Checked on the requests the browser sends.
 */
import { expect, test, type Page } from '@playwright/test';
import { currentView, DEMO, recordRequests, widgetChunks } from './helpers';

/** The basic click's wave (scripts/size-wave.mjs FIRST_WAVE.basic). */
const WAVE = ['gangway-runtime', 'gangway-ui', 'gangway-connect-view'];
const waveFetched = (log: ReturnType<typeof recordRequests>) => WAVE.every((c) => widgetChunks(log).includes(c));

/** Chromium's priority for each script request (CDP: the priority it was sent with). */
async function priorities(page: Page) {
  const seen = new Map<string, string>();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.requestWillBeSent', (e) => { if (e.type === 'Script') seen.set(e.request.url, e.request.initialPriority); });
  return seen;
}

/** Quiet after load, and a little longer than the idle callback's 2 s timeout: anything due would have been sent. */
async function settle(page: Page) {
  await page.waitForLoadState('load');
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(2500);
}

test.describe("prefetch 'visible' (the default)", () => {
  test('the button in the viewport: the wave is fetched after load, at low priority, without any interaction; code only', async ({ page }) => {
    const log = recordRequests(page);
    const priority = await priorities(page);
    await page.goto(`${DEMO}?mode=basic`);
    await expect(page.getByTestId('gangway-connect')).toBeInViewport();
    await expect.poll(() => waveFetched(log), { timeout: 10_000 }).toBe(true);
    await page.waitForLoadState('networkidle');
    // Sent after the page's load event, read on the page's own clock.
    const times = await page.evaluate((names) => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const starts = performance.getEntriesByType('resource').filter((r) => names.some((n) => r.name.includes(`/${n}.`))).map((r) => r.startTime);
      return { loadEnd: nav.loadEventEnd, starts };
    }, WAVE);
    expect(times.starts).toHaveLength(WAVE.length);
    for (const t of times.starts) expect(t).toBeGreaterThanOrEqual(times.loadEnd);
    // Low: below the host's own scripts and data (Chromium sends script-inserted chunks at Low).
    const wavePriorities = [...priority].filter(([url]) => WAVE.some((c) => url.includes(`/${c}.`))).map(([, p]) => p);
    expect(wavePriorities).toEqual(WAVE.map(() => 'Low'));
    // Only the wave (no data for a view nobody opened yet): the registry is asked for on intent or open.
    expect(widgetChunks(log).filter((c) => !WAVE.includes(c))).toEqual([]);
    expect(log.matching(/\/getWallets\?/)).toEqual([]);
    // The click then fetches no script of the wave again.
    const before = log.chunks().length;
    await page.getByTestId('gangway-connect').click();
    await expect(currentView(page)).toHaveAttribute('data-gangway-view', 'Connect');
    expect(widgetChunks({ ...log, chunks: () => log.chunks().slice(before) }).filter((c) => WAVE.includes(c))).toEqual([]);
  });

  test('the button outside the viewport: nothing of the widget is fetched until it scrolls in', async ({ page }) => {
    const log = recordRequests(page);
    await page.goto(`${DEMO}?mode=basic&below=1`);
    const button = page.getByTestId('gangway-connect');
    await expect(button).toBeAttached();
    await expect(button).not.toBeInViewport();
    await settle(page);
    expect(widgetChunks(log)).toEqual([]);
    await button.scrollIntoViewIfNeeded();
    await expect.poll(() => waveFetched(log), { timeout: 10_000 }).toBe(true);
  });

  for (const [name, connection] of [['Save-Data on', { saveData: true, effectiveType: '4g' }], ['a slow-2g connection', { saveData: false, effectiveType: 'slow-2g' }]] as const) {
    test(`${name}: nothing is fetched with the button in view; intent fetches the wave`, async ({ page }) => {
      await page.addInitScript((c) => { Object.defineProperty(Navigator.prototype, 'connection', { get: () => c, configurable: true }); }, connection);
      const log = recordRequests(page);
      await page.goto(`${DEMO}?mode=basic`);
      await expect(page.getByTestId('gangway-connect')).toBeInViewport();
      await settle(page);
      expect(widgetChunks(log)).toEqual([]);
      expect(await page.evaluate(() => (window as any).gangway.kernel.options.prefetch)).toBe('intent');
      await page.getByTestId('gangway-connect').hover();
      await expect.poll(() => waveFetched(log), { timeout: 10_000 }).toBe(true);
    });
  }

  test("prefetch 'intent' is unchanged: the button in view fetches nothing until the pointer comes", async ({ page }) => {
    const log = recordRequests(page);
    await page.goto(`${DEMO}?mode=basic&prefetch=intent`);
    await expect(page.getByTestId('gangway-connect')).toBeInViewport();
    await settle(page);
    expect(widgetChunks(log)).toEqual([]);
    await page.getByTestId('gangway-connect').hover();
    await expect.poll(() => waveFetched(log), { timeout: 10_000 }).toBe(true);
  });
});
