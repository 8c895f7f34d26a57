/**
 * The SDK tutorial's last step (docs/plugins.md, "Your own plugin, outside this repo"): a plugin made
 * from templates/plugin, installed from the packed tarballs in a folder outside the repo and built
 * there as a Module Federation remote (test/sdk/run.mjs copies that build to dist/sdk/template-remote),
 * is served from its own origin (127.0.0.1:5178) and loaded into the demo (127.0.0.1:5173) with
 * ?plugin=<its gangway-plugin.json>: pinned by the integrity its build wrote, its origin allowed.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
// @ts-expect-error plain ESM helper without types
import { serveStatic } from '../../../scripts/serve-static.mjs';
import { currentView, DEMO, dialog, recordRequests } from '../kernel/helpers';

const BUILD = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../dist/sdk/template-remote');
const PORT = Number(process.env.GANGWAY_PORT_TEMPLATE_REMOTE ?? 5178);
const ORIGIN = `http://127.0.0.1:${PORT}`;

let server: { close(): Promise<void> } | undefined;

test.beforeAll(async () => {
  if (!existsSync(path.join(BUILD, 'gangway-plugin.json'))) {
    throw new Error(`${BUILD} is missing: run \`node test/sdk/run.mjs\` first (npm test does)`);
  }
  server = await serveStatic(BUILD, PORT);
});

test.afterAll(async () => {
  await server?.close();
});

test('a plugin built from the template outside the repo loads into the demo from another origin', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  const log = recordRequests(page);
  await page.goto(`${DEMO}?plugin=${encodeURIComponent(`${ORIGIN}/gangway-plugin.json`)}`);
  await page.getByTestId('gangway-connect').click();
  await expect(dialog(page)).toBeVisible();
  // Nothing of the plugin's code is fetched before its view is needed.
  expect(log.matching(new RegExp(`^${ORIGIN}/.*\\.js$`))).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);

  // The demo's panel lists the plugin's view among its shortcuts.
  await page.getByTestId('open-Hello').click();
  await expect(currentView(page)).toHaveAttribute('data-gangway-view', 'Hello');
  await expect(page.getByTestId('hello-plugin')).toContainText('Hello from a plugin built with the Gangway template.');
  await page.getByRole('button', { name: 'Wave' }).click();
  await expect(page.getByTestId('hello-waves')).toHaveText('Waves: 1');
  expect(await page.evaluate(() => (window as any).gangway.getState().plugins.hello)).toMatchObject({ status: 'active' });

  // Its entry and plugin chunk came from its own origin; the host's federation runtime and React served it.
  const fetched = log.matching(new RegExp(`^${ORIGIN}/.*\\.js$`)).map((u) => new URL(u).pathname);
  expect(fetched).toContain('/remoteEntry.js');
  expect(fetched).toContainEqual(expect.stringMatching(/^\/chunks\/__federation_expose_plugin\.[0-9a-f]{8}\.js$/));
  expect(fetched.filter((p) => p !== '/remoteEntry.js' && !p.startsWith('/chunks/__federation_expose_plugin.'))).toEqual([]);
  expect(errors).toEqual([]);
});
