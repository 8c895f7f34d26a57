import { expect, test } from '@playwright/test';
import { currentView, DEMO, dialog, recordRequests } from './helpers';

test.describe('plugin platform', () => {
  test('a remote plugin from another origin loads through Module Federation and works', async ({ page }) => {
    const log = recordRequests(page);
    await page.goto(`${DEMO}?remote=1`);
    await page.getByTestId('gangway-connect').click();
    await expect(dialog(page)).toBeVisible();
    expect(log.matching(/127\.0\.0\.1:5174/)).toEqual([]);
    await page.evaluate(() => (window as any).gangway.kernel.router.push('ExampleGreeting'));
    const view = page.getByTestId('example-greeting');
    await expect(view).toContainText('Hello from a remote plugin');
    await expect(view).toContainText('Opened 1 time(s)');
    expect(log.matching(/127\.0\.0\.1:5174\/.*(mf-manifest\.json|remoteEntry\.js)/).length).toBeGreaterThan(0);
    expect(log.chunks().some((c) => /mf-runtime|module-federation/.test(c))).toBe(true);
    // It shares the host's React and kernel state: its button raises a kernel toast.
    await view.getByRole('button', { name: 'Say hello' }).click();
    await expect(page.locator('[data-gangway-toast]')).toHaveText('Greetings sent');
    expect(await page.evaluate(() => (window as any).gangway.getState().plugins['example-greeting'].status)).toBe('active');
  });

  test('a plugin that throws during setup is isolated: error view, pluginFailed, the rest works', async ({ page }) => {
    await page.goto(`${DEMO}?faulty=1`);
    await page.evaluate(() => {
      const g = (window as any).gangway;
      (window as any).failed = [];
      return g.kernel.loadRuntime().then(() => g.kernel.hooks.pluginFailed.tap('spec', (ctx: any) => (window as any).failed.push(ctx.id)));
    });
    await page.evaluate(() => (window as any).gangway.open({ view: 'Faulty' }));
    await expect(page.locator('[data-gangway-error-view="Faulty"]')).toContainText('This feature failed to load');
    await expect(page.locator('[data-gangway-error-view="Faulty"]')).toContainText('fails on purpose');
    expect(await page.evaluate(() => (window as any).failed)).toEqual(['faulty-demo']);
    // The rest keeps working: back to Connect, which renders its connectors.
    await page.evaluate(() => (window as any).gangway.kernel.router.reset('Connect'));
    await expect(currentView(page)).toHaveAttribute('data-gangway-view', 'Connect');
    await expect(page.locator('[data-gangway-error-view]')).toHaveCount(0);
  });

  test('the widget works under a strict CSP (no unsafe-eval, no unsafe-inline; styles via nonce)', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (m) => { if (/Content Security Policy|Refused to/.test(m.text())) violations.push(m.text()); });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        (window as any).__violations = [...((window as any).__violations ?? []), `${e.violatedDirective} ${e.blockedURI}`];
      });
    });
    const response = await page.goto(`${DEMO}?csp=strict`);
    const csp = response!.headers()['content-security-policy'];
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/unsafe-(eval|inline)/);
    await page.getByTestId('gangway-connect').click();
    await expect(dialog(page)).toBeVisible();
    // The stylesheet got through by its nonce: the card has its computed width and radius.
    expect(await dialog(page).evaluate((el) => getComputedStyle(el).width)).toBe('360px');
    await page.evaluate(() => (window as any).gangway.kernel.router.push('Networks'));
    await expect(currentView(page)).toHaveAttribute('data-gangway-view', 'Networks');
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => (window as any).__violations ?? [])).toEqual([]);
    expect(violations).toEqual([]);
  });

  test('a missing project id opens the Project ID Not Configured alert', async ({ page }) => {
    await page.goto(`${DEMO}?project=`);
    await page.getByTestId('gangway-connect').click();
    await expect(page.locator('[data-gangway-alert="PROJECT_ID_NOT_CONFIGURED"]')).toContainText('Project ID Not Configured');
  });

  test('a project id the services refuse opens the Invalid Project ID alert (email on: the origin check asks)', async ({ page }) => {
    // The devnet's wallet services answer an unknown project id with HTTP 403.
    await page.goto(`${DEMO}?project=no-such-project&on=email`);
    await page.getByTestId('gangway-connect').click();
    await expect(page.locator('[data-gangway-alert="INVALID_PROJECT_ID"]')).toContainText('Invalid Project ID');
    // The widget stays usable: the Connect view is shown under the alert.
    await expect(currentView(page)).toHaveAttribute('data-gangway-view', 'Connect');
  });
});
