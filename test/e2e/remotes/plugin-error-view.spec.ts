/**
 * Issue 36: the plugin error view for a remote plugin whose entry has other bytes than its pinned
 * sha384. The visitor reads 'This feature failed to load' with Retry and Back; the refusal (the entry
 * URL and both integrity hashes, one long unbroken line) stays in a closed "Details" disclosure that
 * wraps inside the dialog, and is in the console.
 */
import { expect, test } from '../../kit/index';

const DEMO = 'http://127.0.0.1:5173/?remote=1';
const REMOTE_ENTRY = 'http://127.0.0.1:5174/remoteEntry.js';

test("a tampered remote plugin: catalogue text, the hashes only in a closed, wrapping Details, nothing overflows", async ({ page }) => {
  const logs: string[] = [];
  page.on('console', (m) => logs.push(m.text()));
  await page.route(REMOTE_ENTRY, async (route) => {
    const res = await route.fetch();
    await route.fulfill({ response: res, body: `${await res.text()}\n;window.__tampered=1;` });
  });
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(DEMO);
  await page.evaluate(() => (window as unknown as { gangway: { open(o: unknown): Promise<void> } }).gangway.open({ view: 'ExampleGreeting' }));
  const error = page.locator('[data-gangway-error-view="ExampleGreeting"]');
  await expect(error).toBeVisible();
  await expect(error.locator('strong')).toHaveText('This feature failed to load');
  await expect(error.locator('[data-gangway-retry]')).toBeVisible();

  // The hashes are in the page only inside the closed disclosure: nothing of them is shown.
  const details = error.locator('details[data-gangway-error-detail]');
  await expect(details).not.toHaveAttribute('open', '');
  await expect(details.locator('summary')).toHaveText('Details');
  await expect(details.locator('p')).toBeHidden();
  expect(await error.innerText()).not.toMatch(/sha384|remoteEntry|127\.0\.0\.1/);
  expect(await page.evaluate(() => (window as unknown as { __tampered?: number }).__tampered)).toBeUndefined();

  // Opened, the refusal wraps inside the dialog: no horizontal overflow anywhere in it.
  await details.locator('summary').click();
  await expect(details.locator('p')).toBeVisible();
  await expect(details.locator('p')).toContainText('does not match its integrity hash');
  const widths = await page.getByRole('dialog').evaluate((dialog) => {
    const box = dialog.getBoundingClientRect();
    const wider = [...dialog.querySelectorAll('*')].filter((el) => el.getBoundingClientRect().right > box.right + 1 || el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible');
    return { dialog: box.right, viewport: window.innerWidth, scroll: dialog.scrollWidth - dialog.clientWidth, wider: wider.map((el) => el.tagName) };
  });
  expect(widths.dialog).toBeLessThanOrEqual(widths.viewport);
  expect(widths.scroll).toBeLessThanOrEqual(0);
  expect(widths.wider).toEqual([]);
  // The developer's account of it is in the console.
  await expect.poll(() => logs.some((l) => l.includes('does not match its integrity hash'))).toBe(true);
});
