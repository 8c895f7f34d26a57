import { defineConfig } from 'vitest/config';

// The fuzz boundaries (test/fuzz/*.fuzz.ts), kept out of the unit run: `npm run fuzz` (100,000 inputs
// per boundary) and the smaller CI step of `npm test` run them through scripts/fuzz.mjs.
export default defineConfig({
  test: {
    root: new URL('../..', import.meta.url).pathname,
    include: ['test/fuzz/**/*.fuzz.{ts,tsx}'],
    environment: 'node',
    testTimeout: 60 * 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
