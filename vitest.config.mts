import { defineConfig } from 'vitest/config';

// One vitest run covers the kernel, every plugin and the devnet's own node-side tests.
// Browser-like suites opt in with `// @vitest-environment happy-dom` at the top of the file.
export default defineConfig({
  test: {
    include: ['kernel/src/**/*.test.{ts,tsx}', 'plugins/*/src/**/*.test.{ts,tsx}', 'libs/*/src/**/*.test.{ts,tsx}', 'test/devnet/**/*.test.{ts,mjs}', 'test/size/**/*.test.mjs', 'test/catalogue/**/*.test.mjs', 'test/i18n/**/*.test.ts', 'hosts/*/src/**/*.test.{ts,tsx}', 'test/e2e/matrix/**/*.test.ts', 'templates/*/src/**/*.test.{ts,tsx}', 'test/fixtures/*/src/**/*.test.{ts,tsx}', 'test/bench/lib/*.test.mjs', 'scripts/*.test.mjs'],
    // Of the bench only its report code's tests (test/bench/lib): its apps are the peers' builds.
    exclude: ['**/node_modules/**', 'test/bench/apps/**'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
