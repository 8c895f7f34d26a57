/**
 * The docs' pictures (`npm run screenshots`, scripts/screenshots.mjs): the real demo on the devnet,
 * started by the e2e global setup, captured into docs/images. Not part of `npm test` (its files are
 * `*.shots.ts`, not specs).
 */
import { defineConfig } from '@playwright/test';
import e2e from '../playwright.config';

export default defineConfig({
  ...e2e,
  testDir: '.',
  testMatch: ['**/*.shots.ts'],
  globalSetup: '../global-setup.ts',
  timeout: 120_000,
  use: { ...e2e.use, viewport: { width: 1280, height: 800 }, deviceScaleFactor: 2 },
});
