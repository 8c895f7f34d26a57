/**
 * Builds every host (demo, vanilla, floor, floor-modal) and the example third-party plugin as a Module
 * Federation remote (federatedRemote: no federation runtime of its own, SRI on its chunks). Built-in plugins are not remotes: each is its own lazy chunk of the host
 * (`load: () => import(...)`), so a disabled plugin is never requested and an enabled one is
 * fetched on first need. Run: `npm run build` (all) or `GANGWAY_ONLY=demo npm run build`.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { rspack, type Compiler, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { GangwayCompileHintsPlugin, gangwayCacheGroups } from './kernel/src/bundler';

const root = __dirname;
const only = process.env.GANGWAY_ONLY?.split(',');

const swc = (tsx: boolean) => ({
  loader: 'builtin:swc-loader',
  options: {
    jsc: {
      parser: { syntax: 'typescript', tsx },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
  },
});

/**
 * Each plugin's one manifest file, split at build time (scripts/manifest-split-loader.cjs): what every
 * host loads eagerly is its core; its titles, permissions and slot entries load with the runtime. A
 * manifest imported alone gets a lazy import of its own details (the adapters' in a chunk of their
 * own). The built-in list takes each core (`?core`) and every plugin's details (`?details`) in one
 * chunk, plugins/builtin/src/details.ts: the queries are added here, so its sources stay plain imports
 * that vitest reads as whole manifests (the published packages are split by scripts/build-packages.mjs).
 */
const MANIFEST = /[\\/]plugins[\\/][^\\/]+[\\/]src[\\/]manifest\.ts$/;
const splitLoader = path.join(root, 'scripts/manifest-split-loader.cjs');
const manifestRule = {
  test: MANIFEST,
  oneOf: [
    { test: /[\\/]plugins[\\/]adapter-[^\\/]+[\\/]/, use: [{ loader: splitLoader, options: { chunkName: 'plugin-[name]-details' } }] },
    { use: [{ loader: splitLoader }] },
  ],
};
const BUILTIN_LIST = /[\\/]plugins[\\/]builtin[\\/]src[\\/](index|details)\.ts$/;
const builtinManifestQueries = () => new rspack.NormalModuleReplacementPlugin(/^@gangway\/plugin-[a-z0-9-]+\/manifest$/, (data) => {
  const issuer = BUILTIN_LIST.exec(data.contextInfo?.issuer ?? '');
  if (issuer) data.request += issuer[1] === 'index' ? '?core' : '?details';
});

/**
 * The first open's wave is a handful of parallel requests; on HTTP/1.1 a browser opens six connections
 * per origin, and a seventh script waits a whole round trip for one. The default vendor split gave the
 * runtime's libraries (immer, the hooks) chunks of their own though nothing else uses them, and the
 * manifests' deferred details a chunk of their own though they always load with the runtime: each goes
 * into the chunk it always travels with. The same preset a host's build takes (docs/bundling.md).
 */
const FIRST_OPEN_GROUPS = gangwayCacheGroups;

function base(name: string, entry: string, extra: Partial<Configuration> = {}): Configuration {
  return {
    name,
    mode: 'production',
    context: root,
    entry: { main: entry },
    target: 'web',
    devtool: process.env.GANGWAY_SOURCEMAP ? 'source-map' : false,
    output: {
      path: path.join(root, 'dist', name),
      filename: '[name].[contenthash:8].js',
      // 6 hex digits (24 bits) for the host's chunks: each chunk's hash sits in the eager chunk-loading
      // runtime, so every digit costs eager bytes ×~100 chunks. The name is part of the URL, so only two
      // versions of one chunk can collide (1 in 16.7M per change; ~100 chunks: negligible). Remotes keep 8.
      chunkFilename: 'chunks/[name].[contenthash:6].js',
      // Hosts are served from their origin's root; a fixed public path keeps webpack's
      // script-location probe out of every host's entry (the remote below needs 'auto').
      publicPath: '/',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js'] },
    module: {
      rules: [
        { test: /\.ts$/, exclude: /node_modules/, use: [swc(false)] },
        { test: /\.tsx$/, exclude: /node_modules/, use: [swc(true)] },
        // After swc in the list, so it runs first (loaders run last to first): it reads TypeScript.
        manifestRule,
        // valibot is one module, so the eager copy carried every export any chunk uses: the bitcoin SDK's
        // (tuple, bigint, instance, integer, …) too. The SDK (lazy) gets a copy of its own instead.
        { issuer: /[\\/]node_modules[\\/](bitcoinjs-lib|ecpair)[\\/]/, resolve: { alias: { valibot$: path.join(root, 'node_modules/valibot/dist/index.mjs') + '?bitcoin' } } },
      ],
    },
    // Numeric chunk ids keep the chunk-loading runtime (eager) short; named chunks keep their names in file names.
    optimization: { chunkIds: 'deterministic', moduleIds: 'deterministic', mangleExports: 'size', splitChunks: { cacheGroups: FIRST_OPEN_GROUPS } },
    performance: { hints: false },
    stats: process.env.GANGWAY_STATS ? { preset: 'normal', modules: true, nestedModules: true, chunks: true, ids: true, modulesSpace: 10000, nestedModulesSpace: 10000 } : 'errors-warnings',
    ...extra,
  };
}

/**
 * The page's own <script> tags carry the CSP nonce placeholder the server replaces per request
 * (scripts/serve-static.mjs), like the `gangway-csp-nonce` meta the host hands to `cspNonce`:
 * with `script-src 'nonce-…'` and nothing else, the entry runs and the kernel passes the nonce on.
 */
const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';
const html = (template: string) => ({
  apply(compiler: Compiler) {
    new rspack.HtmlRspackPlugin({ template, scriptLoading: 'defer' }).apply(compiler);
    compiler.hooks.compilation.tap('gangway-script-nonce', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tap('gangway-script-nonce', (data) => {
        for (const tag of data.assetTags.scripts) tag.attributes.nonce = CSP_NONCE_PLACEHOLDER;
        return data;
      });
    });
  },
});

/** V8's compile hint on the kernel's and each plugin's first chunk (kernel/src/bundler/first-open.ts). */
const compileHints = new GangwayCompileHintsPlugin();

/**
 * Writes `chunk-groups.json` beside the build: each named chunk group (a `webpackChunkName`) and the
 * files it loads, e.g. what activating the first remote plugin fetches ('gangway-mf-runtime').
 * The size report reads it.
 */
const chunkGroups = {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('gangway-chunk-groups', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'gangway-chunk-groups', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const groups: Record<string, string[]> = {};
        for (const [name, group] of compilation.namedChunkGroups) groups[name] = group.getFiles().filter((f) => f.endsWith('.js')).sort();
        compilation.emitAsset('chunk-groups.json', new rspack.sources.RawSource(JSON.stringify(groups, null, 1)));
      });
    });
  },
};

/**
 * A plugin built as a Module Federation remote that a Gangway host can trust and load cheaply:
 * - it does not bundle the federation runtime: MF's `experiments.externalRuntime` takes runtime-core
 *   from the host, and the bundler runtime (webpack-bundler-runtime) is an external too, which the
 *   host provides as `_FEDERATION_BUNDLER_RUNTIME` (kernel/src/plugins/remote-loader.ts) — the
 *   entry keeps only its chunk map and wiring (~3 KB gzip instead of ~33 KB);
 * - its chunks carry Subresource Integrity (rspack's SubresourceIntegrityPlugin: the entry holds each
 *   chunk's hash and loads it with `integrity` and `crossorigin`);
 * - `integrity.json` gives the SRI of `remoteEntry.js`, the value a host pins in `RemoteRef.integrity`.
 * React and its JSX runtime are shared singletons (the host's copy is used).
 */
interface RemoteBuild {
  /** Output folder under dist/ (default: the config name). */
  outDir?: string;
  /** The remote entry's file name; '[contenthash:8]' in it makes each release a new URL. */
  entryFile?: string;
  /** Modules the remote takes from the host only (no fallback copy of its own), e.g. the kernel. */
  fromHost?: string[];
  /** Runs once the entry's integrity is known (the remote-bundle manifest collects these). */
  onIntegrity?: (entryFile: string, integrity: string) => void;
}

function federatedRemote(name: string, uniqueName: string, entry: string, exposes: Record<string, string>, opts: RemoteBuild = {}): Configuration {
  const entryFile = opts.entryFile ?? 'remoteEntry.js';
  const fromHost = Object.fromEntries((opts.fromHost ?? []).map((m) => [m, { singleton: true, import: false as const, requiredVersion: false as const }]));
  const hostConfig = base(name, entry);
  return {
    ...hostConfig,
    // A remote has no first-open wave of its own (the host's runtime and UI serve it): rspack's default split.
    optimization: { ...hostConfig.optimization, splitChunks: undefined },
    output: {
      path: path.join(root, 'dist', opts.outDir ?? name),
      filename: '[name].js',
      chunkFilename: 'chunks/[name].[contenthash:8].js',
      publicPath: 'auto',
      uniqueName,
      crossOriginLoading: 'anonymous',
      clean: true,
    },
    externals: [
      ({ request }, callback) =>
        request && /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]/.test(request)
          ? callback(undefined, '_FEDERATION_BUNDLER_RUNTIME', 'global')
          : callback(),
    ],
    plugins: [
      new ModuleFederationPlugin({
        name: uniqueName,
        filename: entryFile,
        exposes,
        shared: {
          react: { singleton: true, requiredVersion: '^19.0.0' },
          'react/jsx-runtime': { singleton: true, requiredVersion: '^19.0.0' },
          ...fromHost,
        },
        dts: false,
        // The built-in bundles are listed in gangway-remotes.json instead of MF's own manifest.
        ...(opts.onIntegrity ? { manifest: false } : {}),
        experiments: { externalRuntime: true },
      }),
      new rspack.SubresourceIntegrityPlugin({ hashFuncNames: ['sha384'], htmlPlugin: false }),
      {
        apply(compiler: Compiler) {
          compiler.hooks.thisCompilation.tap('gangway-remote-integrity', (compilation) => {
            compilation.hooks.processAssets.tap({ name: 'gangway-remote-integrity', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
              const asset = compilation.getAssets().find((a) => a.name.startsWith('remoteEntry') && a.name.endsWith('.js'));
              if (!asset) return;
              const integrity = `sha384-${createHash('sha384').update(asset.source.buffer()).digest('base64')}`;
              compilation.emitAsset('integrity.json', new rspack.sources.RawSource(JSON.stringify({ [asset.name]: integrity }, null, 1)));
              opts.onIntegrity?.(asset.name, integrity);
            });
          });
        },
      },
    ],
  };
}

/**
 * The demo pins the example remote's entry with its integrity, read from that remote's build (which
 * runs first: `dependencies`) as `__EXAMPLE_REMOTE_INTEGRITY__`; '' when it was never built.
 */
const exampleRemoteIntegrity = {
  apply(compiler: Compiler) {
    let applied = false;
    const define = () => {
      if (applied) return;
      applied = true;
      let integrity = '';
      try {
        integrity = JSON.parse(readFileSync(path.join(root, 'dist/example-remote/integrity.json'), 'utf8'))['remoteEntry.js'] ?? '';
      } catch {
        // Not built: the demo's remote plugin is then refused with a clear error.
      }
      new rspack.DefinePlugin({ __EXAMPLE_REMOTE_INTEGRITY__: JSON.stringify(integrity) }).apply(compiler);
    };
    compiler.hooks.beforeRun.tap('gangway-example-remote-integrity', define);
    compiler.hooks.watchRun.tap('gangway-example-remote-integrity', define);
  },
};

/**
 * Every built-in plugin (plugins/<id>/src/plugin.ts[x]) is also built as its own content-hashed
 * federated remote in dist/remotes/<id>/, and dist/remotes/gangway-remotes.json lists each one's
 * container name, entry and integrity: a host with `source: 'remote'` takes them from a base URL
 * (kernel/src/plugins/plugin-source.ts). The kernel and React come from the host (no copy in the
 * remote); everything else a plugin imports is bundled into its remote.
 */
const REMOTES_MANIFEST = 'gangway-remotes.json';
const pluginModuleOf = (id: string) => ['plugin.tsx', 'plugin.ts'].map((f) => `./plugins/${id}/src/${f}`).find((f) => existsSync(path.join(root, f)));
const builtinRemoteIds = readdirSync(path.join(root, 'plugins')).filter((dir) => dir !== 'example-remote' && pluginModuleOf(dir));
const remoteName = (id: string) => `gangway_builtin_${id.replace(/[^a-zA-Z0-9]/g, '_')}`;

/** Adds one remote to the manifest (kept across partial builds; plugins that no longer exist drop out). */
function recordRemote(id: string, entryFile: string, integrity: string) {
  const file = path.join(root, 'dist', 'remotes', REMOTES_MANIFEST);
  let manifest: { version: 1; plugins: Record<string, { name: string; entry: string; integrity: string }> } = { version: 1, plugins: {} };
  try {
    manifest = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    // First remote of a fresh build.
  }
  manifest.plugins = Object.fromEntries(Object.entries(manifest.plugins ?? {}).filter(([k]) => builtinRemoteIds.includes(k)));
  manifest.plugins[id] = { name: remoteName(id), entry: `${id}/${entryFile}`, integrity };
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify({ version: 1, plugins: Object.fromEntries(Object.entries(manifest.plugins).sort()) }, null, 1)}\n`);
}

const builtinRemotes = builtinRemoteIds.map((id) =>
  federatedRemote(`remote-${id}`, remoteName(id), './plugins/builtin/src/remote-entry.ts', { './plugin': pluginModuleOf(id)! }, {
    outDir: `remotes/${id}`,
    entryFile: 'remoteEntry.[contenthash:8].js',
    fromHost: ['@gangway/kernel', 'react', 'react/jsx-runtime', 'react-dom'],
    onIntegrity: (entryFile, integrity) => recordRemote(id, entryFile, integrity),
  }),
);

/** AppKit's package names → @gangway/appkit's entries (`$`: the exact name, not a prefix). */
const APPKIT_ALIAS = {
  '@reown/appkit/react$': '@gangway/appkit/react',
  '@reown/appkit/networks$': '@gangway/appkit/networks',
  '@reown/appkit$': '@gangway/appkit',
  '@reown/appkit-adapter-wagmi$': '@gangway/appkit/adapter-wagmi',
  '@reown/appkit-adapter-ethers$': '@gangway/appkit/adapter-ethers',
  '@reown/appkit-adapter-solana/react$': '@gangway/appkit/adapter-solana/react',
  '@reown/appkit-adapter-solana$': '@gangway/appkit/adapter-solana',
  '@reown/appkit-adapter-bitcoin$': '@gangway/appkit/adapter-bitcoin',
};

/** The host adapters with a package here (plugins/adapter-<id>). */
const ADAPTER_IDS = ['wagmi', 'ethers', 'ethers5', 'universal', 'solana', 'bitcoin'];
const ADAPTER_EXTERNALS = ['@wagmi/core', 'wagmi', 'viem', 'ethers', 'ethers5', '@solana/web3.js', 'react', 'react-dom', '@gangway/kernel', '@gangway/kernel/react']
  .map((m) => [m, `commonjs ${m}`]).reduce<Record<string, string>>((o, [m, v]) => ({ ...o, [m]: v }), {});

const remoteFirst = !only || only.includes('example-remote') ? { dependencies: ['example-remote'] } : {};

const configs: Configuration[] = [
  { ...base('demo', './hosts/demo/src/main.tsx'), ...remoteFirst, plugins: [html('./hosts/demo/src/index.html'), exampleRemoteIntegrity, chunkGroups, compileHints] },
  { ...base('vanilla', './hosts/vanilla/src/main.ts'), plugins: [html('./hosts/vanilla/src/index.html')] },
  // The size probe: the floor plus the widget and nothing of a demo page, with the real plugin list
  // and with the 30-plugin registry of test/size/registry30 (the ten built in + twenty to come).
  { ...base('probe', './hosts/probe/src/main.tsx'), plugins: [html('./hosts/probe/src/index.html')] },
  {
    ...base('probe-registry30', './hosts/probe/src/main.tsx', {
      resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js'], alias: { '@gangway/builtin-plugins$': path.join(root, 'test/size/registry30/index.ts') } },
    }),
    plugins: [html('./hosts/probe/src/index.html')],
  },
  // Example hosts of the host adapters (docs/adapters.md): a small dapp on each library.
  { ...base('wagmi', './hosts/wagmi/src/main.tsx'), plugins: [html('./hosts/wagmi/src/index.html')] },
  { ...base('ethers', './hosts/ethers/src/main.ts'), plugins: [html('./hosts/ethers/src/index.html')] },
  { ...base('ethers5', './hosts/ethers5/src/main.ts'), plugins: [html('./hosts/ethers5/src/index.html')] },
  { ...base('bitcoin', './hosts/bitcoin/src/main.ts'), plugins: [html('./hosts/bitcoin/src/index.html')] },
  { ...base('universal', './hosts/universal/src/main.ts'), plugins: [html('./hosts/universal/src/index.html')] },
  { ...base('solana', './hosts/solana/src/main.tsx'), plugins: [html('./hosts/solana/src/index.html')] },
  // Test fixtures' host pages (test/fixtures/<name>/host/main.tsx), each under /<name>/ of dist/fixtures (served on 5200).
  ...readdirSync(path.join(root, 'test/fixtures')).filter((d) => existsSync(path.join(root, 'test/fixtures', d, 'host/main.tsx'))).map((d) => ({ ...base(`fixture-${d}`, `./test/fixtures/${d}/host/main.tsx`), output: { ...base('x', '').output, path: path.join(root, 'dist/fixtures', d), publicPath: `/${d}/` }, plugins: [html(`./test/fixtures/${d}/host/index.html`)] })),
  // Apps written for AppKit: their @reown/* imports resolve to @gangway/appkit (docs/appkit-migration.md).
  { ...base('appkit-wagmi', './hosts/appkit-wagmi/src/main.tsx', { resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js'], alias: APPKIT_ALIAS } }), plugins: [html('./hosts/appkit-wagmi/src/index.html')] },
  { ...base('appkit-ethers', './hosts/appkit-ethers/src/main.tsx', { resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js'], alias: APPKIT_ALIAS } }), plugins: [html('./hosts/appkit-ethers/src/index.html')] },
  { ...base('appkit-solana', './hosts/appkit-solana/src/main.tsx', { resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js'], alias: APPKIT_ALIAS } }), plugins: [html('./hosts/appkit-solana/src/index.html')] },
  { ...base('appkit-multichain', './hosts/appkit-multichain/src/main.tsx', { resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js'], alias: APPKIT_ALIAS } }), plugins: [html('./hosts/appkit-multichain/src/index.html')] },
  // A custom connect screen on the headless API (docs/headless.md).
  { ...base('headless', './hosts/headless/src/main.tsx'), plugins: [html('./hosts/headless/src/index.html')] },
  // What each host adapter costs on its own (npm run size): its package built alone, with the chain
  // library, React and the kernel left to the host (externals). main.js is the host-side part the host
  // bundles; its plugin arrives as the lazy chunks plugin-adapter-<id>(-details).
  ...ADAPTER_IDS.map((id) => ({
    ...base(`size-adapter-${id}`, `./plugins/adapter-${id}/src/index.ts`),
    externals: ADAPTER_EXTERNALS,
    // A library build: its exports are what a host uses, so none is shaken away.
    output: { ...base('x', '').output, path: path.join(root, 'dist', `size-adapter-${id}`), library: { type: 'commonjs2' } },
  })),
  // The floor: a bare React app built the same way, to measure the widget's eager cost over it.
  { ...base('floor', './hosts/floor/src/main.tsx'), plugins: [html('./hosts/floor/src/index.html')] },
  // The heap floor: the same page with a dialog mounted on click and unmounted on Escape (heap-cycles.mjs).
  { ...base('floor-modal', './hosts/floor-modal/src/main.tsx'), plugins: [html('./hosts/floor/src/index.html')] },
  federatedRemote('example-remote', 'gangway_example', './plugins/example-remote/src/index.ts', { './plugin': './plugins/example-remote/src/plugin.tsx', './hostile': './plugins/example-remote/src/hostile.ts' }),
  ...builtinRemotes,
];

// Every build takes the built-in list's manifests as their split halves (builtinManifestQueries above).
for (const c of configs) c.plugins = [builtinManifestQueries(), ...(c.plugins ?? [])];

export default only ? configs.filter((c) => only.includes(c.name!) || (only.includes('remotes') && c.name!.startsWith('remote-'))) : configs;
