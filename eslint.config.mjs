// eslint (flat config): `npm run lint`, a step of `npm test`; the bar is 0 errors and 0 warnings.
// tsc does the type checking (`npm run typecheck`); dependency-cruiser checks the import
// boundaries (`npm run deps`, .dependency-cruiser.cjs). Here: rules that catch defects.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { defineConfig } from 'eslint/config';

/** Code that ships to browsers: the kernel, the libraries, the plugins, the hosts and the plugin template. */
const shipped = ['kernel/src/**', 'libs/*/src/**', 'plugins/*/src/**', 'hosts/*/src/**', 'templates/*/src/**'];
const tests = ['**/*.test.*', '**/*.test-util.*', 'test/**'];

export default defineConfig(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/.next/**', '**/test-results/**', 'test/bench/**', 'test/size/**', '**/*.d.ts'],
  },
  {
    files: [...shipped, 'test/kit/**', 'test/e2e/**', 'test/fixtures/**', 'test/i18n/**', 'test/fuzz/**', 'test/devnet/**', 'scripts/**', '*.config.{ts,mts,mjs}', '.dependency-cruiser.cjs'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2024, sourceType: 'module', globals: { ...globals.browser, ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error', reportUnusedInlineConfigs: 'error' },
    rules: {
      // `_name` marks a deliberately unused binding; `{ drop, ...rest }` omits a key.
      '@typescript-eslint/no-unused-vars': ['error', {
        args: 'after-used', argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_',
        destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true,
      }],
      'no-empty': ['error', { allowEmptyCatch: true }],
      // Playwright fixtures name their dependencies by destructuring: `async ({}, use) => …`.
      'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }],
      eqeqeq: ['error', 'smart'],
      'array-callback-return': 'error',
      'default-case-last': 'error',
      'no-constructor-return': 'error',
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
      'no-new-wrappers': 'error',
      'no-self-compare': 'error',
      'no-template-curly-in-string': 'error',
      'no-throw-literal': 'error',
      'no-unreachable-loop': 'error',
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Tests and fixtures poke at `window` and fakes' loose shapes; shipped code names its types.
    files: tests,
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: shipped,
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Type-aware rules, on shipped TypeScript only (a few seconds): an unhandled promise in the
    // widget is an unhandled rejection on the host's page.
    files: shipped.map((d) => `${d}/*.{ts,tsx}`),
    ignores: tests,
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/return-await': ['error', 'in-try-catch'],
      '@typescript-eslint/prefer-promise-reject-errors': 'error',
    },
  },
);
