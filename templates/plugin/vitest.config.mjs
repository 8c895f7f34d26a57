import { defineConfig } from 'vitest/config';

// Tests sit beside the code. A test that renders starts with `// @vitest-environment happy-dom`.
export default defineConfig({
  test: { include: ['src/**/*.test.{ts,tsx}'], environment: 'node' },
});
