import { defineConfig } from '@playwright/test';

// Playwright cannot download browsers here: we drive Debian's Chromium.
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: '.',
  testMatch: ['**/*.spec.ts'],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  // Visual baselines (test/e2e/a11y/visual.spec.ts) live in one committed folder, named by the
  // spec's own `<device>-<theme>-<view>` (no platform suffix: they are made on the Debian Chromium
  // this config drives). Regenerate with `npm run snapshots:update`.
  snapshotPathTemplate: '{testDir}/__snapshots__/{testFilePath}/{arg}{ext}',
  globalSetup: './global-setup.ts',
  // The suite, and each test fixture's own e2e (test/fixtures/<name>/e2e: a family proven with no edit outside its folder).
  projects: [{ name: 'e2e' }, { name: 'fixtures', testDir: '../fixtures', testMatch: '**/e2e/*.spec.ts' }],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: chromiumPath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    headless: true,
  },
});
