/**
 * The import rules of docs/architecture.md ("What may import what"), checked by dependency-cruiser:
 * `npm run deps`, a step of `npm test`. Every rule is an error. Workspace packages resolve through
 * their package.json "exports" to real files (kernel/src/…, plugins/<name>/src/…), so a rule sees
 * the same file whether it was reached by package name or by a relative path.
 */

/** The kernel's public entry points: @gangway/kernel, @gangway/kernel/react, @gangway/kernel/testing, @gangway/kernel/elements. */
const KERNEL_ENTRIES = '^kernel/src/(index|react/index|testing/index|elements/index)\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import cycles, type-only imports included.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: "Every import resolves (an unresolved one would slip past the other rules); AppKit's names in hosts/appkit-* resolve through the bundler's alias (rspack.config.ts APPKIT_ALIAS).",
      from: {},
      to: { couldNotResolve: true, pathNot: '^@reown/appkit' },
    },
    {
      name: 'kernel-not-to-outside',
      severity: 'error',
      comment: 'The kernel imports only the kernel (and npm packages): no plugin, library or host.',
      from: { path: '^kernel/' },
      to: { path: '^(plugins|libs|hosts|test)/' },
    },
    {
      name: 'libs-not-to-plugins-or-hosts',
      severity: 'error',
      comment: 'A library imports the kernel, other libraries and npm packages, never a plugin or a host.',
      from: { path: '^libs/', pathNot: '^libs/appkit/' },
      to: { path: '^(plugins|hosts|test)/' },
    },
    {
      name: 'appkit-only-plugin-contracts',
      severity: 'error',
      comment: "@gangway/appkit maps AppKit's names onto plugins through their public contracts only (the chain plugins' networks, the adapter packages' entries (incl. /react) and manifests, the built-in manifest list), never a host.",
      from: { path: '^libs/appkit/' },
      to: { path: '^(plugins|hosts|test)/', pathNot: '^plugins/([^/]+/src/public|adapter-[^/]+/src/(index|manifest|react)|builtin/src/index)\\.ts$' },
    },
    {
      name: 'kernel-only-through-entries',
      severity: 'error',
      comment: 'Plugins and libraries reach the kernel through @gangway/kernel, /react or /testing only.',
      from: { path: '^(plugins|libs)/' },
      to: { path: '^kernel/', pathNot: KERNEL_ENTRIES },
    },
    {
      name: 'plugin-not-to-other-plugin-files',
      severity: 'error',
      comment: "A plugin imports of another plugin only its manifest or public contract (src/manifest.ts, src/public.ts).",
      from: { path: '^plugins/([^/]+)/', pathNot: '^plugins/builtin/src/sets/' },
      to: { path: '^plugins/(?!$1/)[^/]+/', pathNot: ['^plugins/[^/]+/src/(manifest|public)\\.ts$', '^plugins/[^/]+/src/locales/[^/]+\\.ts$'] },
    },
    {
      name: 'builtin-only-manifests',
      severity: 'error',
      comment: 'The built-in list imports manifests, the translations of the plugins (src/locales/, one chunk per locale) (and the PluginManifest type of @gangway/kernel) only; its tests may use the kernel\'s testing entry, and its sets (src/sets/) follow the rule below.',
      from: { path: '^plugins/builtin/', pathNot: ['^plugins/builtin/src/sets/', '\\.test\\.ts$'] },
      to: { pathNot: ['^plugins/builtin/', '^plugins/[^/]+/src/manifest(-details)?\\.ts$', '^plugins/[^/]+/src/locales/[^/]+\\.ts$', '^kernel/src/index\\.ts$'] },
    },
    {
      name: 'builtin-sets-only-entries',
      severity: 'error',
      comment: "A set of plugins fetched together (plugins/builtin/src/first-view-sets.ts) imports each member's entry module — the one its manifest's load imports, the package's './plugin' export — and nothing else.",
      from: { path: '^plugins/builtin/src/sets/' },
      to: { pathNot: '^plugins/[^/]+/src/plugin\\.tsx$' },
    },
    {
      name: 'manifest-only-kernel',
      severity: 'error',
      comment: 'A manifest is pure data every host loads eagerly: it imports @gangway/kernel only (no React, viem or libs), and its own first-requests.ts (the data its first view asks, sent at the click).',
      from: { path: '^plugins/([^/]+)/src/manifest\\.ts$' },
      // Type-only imports are erased from the build: a manifest may type its options with its plugin's types.
      to: { dynamic: false, dependencyTypesNot: ['type-only'], pathNot: ['^kernel/src/index\\.ts$', '^plugins/$1/src/first-requests\\.ts$'] },
    },
    {
      name: 'first-requests-pure',
      severity: 'error',
      comment: "A plugin's first-requests.ts is eager like its manifest: it builds queries from the options with the kernel's types and its own constants only.",
      from: { path: '^plugins/([^/]+)/src/first-requests\\.ts$' },
      to: { pathNot: ['^kernel/src/index\\.ts$', '^plugins/$1/src/constants\\.ts$'] },
    },
    {
      name: 'manifest-lazy-only-own-plugin',
      severity: 'error',
      comment: "A manifest's dynamic imports are its own plugin module (`load: () => import('./plugin')`) and its own translations (`locales`); the lazy import of its deferred fields is the build's (scripts/manifest-split-loader.cjs), not in the source.",
      from: { path: '^plugins/([^/]+)/src/manifest\\.ts$' },
      to: { dynamic: true, pathNot: '^plugins/$1/src/(plugin\\.tsx?|locales/[^/]+\\.ts)$' },
    },
    {
      name: 'locales-pure-data',
      severity: 'error',
      comment: "A plugin's translations (src/locales/<tag>.ts) are plain data: they import nothing (the built-in list's, which merge them, import only those).",
      from: { path: '^plugins/[^/]+/src/locales/', pathNot: '^plugins/builtin/' },
      to: {},
    },
  ],
  options: {
    // Type-only imports count: a cycle through types is still a cycle.
    tsPreCompilationDeps: true,
    detectJSDocImports: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: ['node_modules'] },
    exclude: { path: ['(^|/)dist/', '(^|/)\\.next/', '(^|/)test-results/', '^test/bench/'] },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['types', 'import', 'module', 'browser', 'node', 'default'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.mts', '.mjs', '.js', '.cjs', '.json', '.d.ts'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
