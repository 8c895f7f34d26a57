/**
 * The Next.js host (hosts/next: App Router, server rendered with the wagmi adapter's cookie storage)
 * after `next build` + `next start`: connect with the devnet's injected test wallet → the server's
 * HTML for that cookie shows the address → reload: hydration keeps the server's DOM (no mismatch, no
 * console warning), the widget restores the session with no click, its Account view shows the account
 * → disconnect: the server renders disconnected again. And the server bundle holds no widget instance.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../../kit/index';
import { connectThroughWidget, freshAccount, walletFor } from '../adapters/helpers';
import { buildNext, NEXT_DIR, NEXT_URL, startNext } from './next-server';

let server: { stop(): Promise<void> } | undefined;

test.beforeAll(async () => {
  // next build on the 2-core machine: minutes (see docs/adapters.md).
  test.setTimeout(900_000);
  const seconds = await buildNext();
  if (seconds) console.log(`next build took ${seconds.toFixed(0)} s`);
  server = await startNext();
});

test.afterAll(async () => {
  await server?.stop();
});

/** Every console error or warning and every uncaught error of the page (hydration reports land here). */
function consoleProblems(page: Page) {
  const problems: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`); });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}

/** The page's HTML as the server sends it for these cookies (no JavaScript run). */
async function serverHtml(page: Page) {
  const cookie = (await page.context().cookies(NEXT_URL)).map((c) => `${c.name}=${c.value}`).join('; ');
  const res = await fetch(NEXT_URL, { headers: cookie ? { cookie } : {} });
  expect(res.status).toBe(200);
  return res.text();
}

const spanText = (html: string, testId: string) => new RegExp(`data-testid="${testId}">([^<]*)<`).exec(html)?.[1];

test.describe('Next.js host', () => {
  test('reload while connected: the address in the server HTML, hydration without mismatch, the session restored', async ({ page, devnet }) => {
    const problems = consoleProblems(page);
    const account = await freshAccount(devnet);
    const wallet = await walletFor(page, devnet, account);

    await page.goto(NEXT_URL);
    await expect(page.getByTestId('lib-status')).toHaveText('disconnected');
    expect(spanText(await serverHtml(page), 'lib-address')).toBe('—');

    await connectThroughWidget(page, wallet);
    await expect(page.getByTestId('lib-status')).toHaveText('connected');
    await expect(page.getByTestId('lib-address')).toHaveText(account.address);

    // The server reads the session from the cookie the browser wrote; the widget is not server rendered.
    const html = await serverHtml(page);
    expect(spanText(html, 'lib-address')).toBe(account.address);
    expect(spanText(html, 'lib-status')).toBe('reconnecting');
    expect(html).toContain('data-testid="widget-loading"');
    expect(html).not.toContain('data-testid="gangway-connect"');

    // Keep the element the HTML parser made: a hydration mismatch makes React replace it.
    await page.addInitScript(() => {
      const w = window as unknown as { __ssrAddress?: Element };
      new MutationObserver((records, observer) => {
        for (const r of records) for (const n of r.addedNodes) {
          const el = n instanceof Element ? (n.matches('[data-testid="lib-address"]') ? n : n.querySelector('[data-testid="lib-address"]')) : null;
          if (el && !w.__ssrAddress) { w.__ssrAddress = el; observer.disconnect(); return; }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    problems.length = 0;
    await page.reload();
    await expect(page.getByTestId('widget-status')).toHaveText('connected');
    await expect(page.getByTestId('lib-status')).toHaveText('connected');
    await expect(page.getByTestId('lib-address')).toHaveText(account.address);
    expect(problems).toEqual([]);
    expect(await page.evaluate(() => {
      const el = (window as unknown as { __ssrAddress?: Element }).__ssrAddress;
      return { seen: el?.textContent, kept: el?.isConnected };
    })).toEqual({ seen: account.address, kept: true });

    // The widget's button (restored, no click so far) opens the modal on the same account.
    await expect(page.getByTestId('gangway-connect')).toHaveText(`${account.address.slice(0, 6)}…${account.address.slice(-4)}`);
    await page.getByTestId('gangway-connect').click();
    await expect(page.getByTestId('account-address')).toHaveAttribute('title', account.address);
    await page.keyboard.press('Escape');
    await expect(page.locator('[data-gangway-overlay]')).toHaveCount(0);

    // Disconnected in the widget: the cookie follows, and the server renders disconnected.
    await page.getByTestId('gangway-connect').click();
    await page.getByTestId('account-disconnect').click();
    await expect(page.getByTestId('lib-status')).toHaveText('disconnected');
    await expect.poll(async () => spanText(await serverHtml(page), 'lib-address')).toBe('—');
    expect(problems).toEqual([]);
  });

  test("the server bundle holds no widget: createGangway, the React bindings and the built-in plugins are the browser's", () => {
    const dir = path.join(NEXT_DIR, '.next', 'server');
    const sources = new Set<string>();
    const walk = (d: string) => {
      for (const e of readdirSync(d, { withFileTypes: true })) {
        const p = path.join(d, e.name);
        if (e.isDirectory()) walk(p);
        else if (e.name.endsWith('.js.map')) {
          const map = JSON.parse(readFileSync(p, 'utf8')) as { sources?: string[]; sections?: { map: { sources: string[] } }[] };
          for (const s of [...(map.sources ?? []), ...(map.sections ?? []).flatMap((x) => x.map.sources)]) sources.add(s);
        }
      }
    };
    walk(dir);
    // What the server does evaluate: the wagmi adapter's config (lib/wagmi.ts) and the little it imports.
    expect([...sources].some((s) => s.endsWith('hosts/next/src/lib/wagmi.ts'))).toBe(true);
    expect([...sources].filter((s) => /kernel\/src\/api\/create-gangway|kernel\/src\/react\/|hosts\/next\/src\/lib\/widget|plugins\/builtin\/|plugins\/connect\/|plugins\/account\//.test(s))).toEqual([]);
  });
});
