// Playwright config for the devnet's own browser specs (test/e2e/devnet/*.spec.ts):
//   npx playwright test -c test/e2e/devnet/playwright.devnet.config.ts
// Same browser settings as ../playwright.config.ts; its own global setup starts (or reuses) the devnet.
import { defineConfig } from '@playwright/test';
import base from '../playwright.config';

export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: ['*.spec.ts'],
  globalSetup: './global-setup.devnet.ts',
  timeout: 90_000,
});
