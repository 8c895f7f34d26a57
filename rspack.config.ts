/**
 * Builds every host (demo, vanilla, floor) and the example third-party plugin as a Module
 * Federation remote. Built-in plugins are not remotes: each is its own lazy chunk of the host
 * (`load: () => import(...)`), so a disabled plugin is never requested and an enabled one is
 * fetched on first need. Run: `npm run build` (all) or `GANGWAY_ONLY=demo npm run build`.
 */
import path from 'node:path';
import { rspack, type Compiler, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

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
      chunkFilename: 'chunks/[name].[contenthash:8].js',
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
      ],
    },
    // Numeric chunk ids keep the chunk-loading runtime (eager) short; named chunks keep their names in file names.
    optimization: { chunkIds: 'deterministic', moduleIds: 'deterministic' },
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

const configs: Configuration[] = [
  { ...base('demo', './hosts/demo/src/main.tsx'), plugins: [html('./hosts/demo/src/index.html')] },
  { ...base('vanilla', './hosts/vanilla/src/main.ts'), plugins: [html('./hosts/vanilla/src/index.html')] },
  // The demo with a 30-plugin registry (the built-in ten + twenty to come, test/size/registry30): the
  // eager budget must hold as plugins land. Same page, only the manifest list differs.
  {
    ...base('demo-registry30', './hosts/demo/src/main.tsx', {
      resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js'], alias: { '@gangway/builtin-plugins$': path.join(root, 'test/size/registry30/index.ts') } },
    }),
    plugins: [html('./hosts/demo/src/index.html')],
  },
  // The floor: a bare React app built the same way, to measure the widget's eager cost over it.
  { ...base('floor', './hosts/floor/src/main.tsx'), plugins: [html('./hosts/floor/src/index.html')] },
  {
    ...base('example-remote', './plugins/example-remote/src/index.ts'),
    output: {
      path: path.join(root, 'dist', 'example-remote'),
      filename: '[name].js',
      chunkFilename: 'chunks/[name].[contenthash:8].js',
      publicPath: 'auto',
      uniqueName: 'gangway_example',
      clean: true,
    },
    plugins: [
      new ModuleFederationPlugin({
        name: 'gangway_example',
        filename: 'remoteEntry.js',
        exposes: { './plugin': './plugins/example-remote/src/plugin.tsx' },
        shared: {
          react: { singleton: true, requiredVersion: '^19.0.0' },
          'react/jsx-runtime': { singleton: true, requiredVersion: '^19.0.0' },
        },
        dts: false,
      }),
    ],
  },
];

export default only ? configs.filter((c) => only.includes(c.name!)) : configs;
