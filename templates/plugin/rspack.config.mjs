/**
 * Builds the plugin as a Module Federation remote a Gangway host can trust and load cheaply
 * (docs/plugins.md, section 9), into dist/:
 * - remoteEntry.js plus content-hashed chunks, loaded from wherever dist/ is served (`publicPath:
 *   'auto'`) with CORS (`crossOriginLoading: 'anonymous'`); `uniqueName` keeps its chunk-loading
 *   globals apart from the host's and other remotes';
 * - no federation runtime of its own: `experiments.externalRuntime` takes runtime-core from the host,
 *   and the bundler runtime is an external the host provides (`_FEDERATION_BUNDLER_RUNTIME`);
 * - React and its JSX runtime are shared singletons: the host's copy renders the views;
 * - the exposed plugin is one chunk (no split chunks);
 * - every chunk carries Subresource Integrity; integrity.json gives the hash of remoteEntry.js (the
 *   value a host pins in `remote.integrity`), and gangway-plugin.json the whole manifest, for hosts
 *   that add a plugin at run time (e.g. the Gangway demo's `?plugin=` parameter).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

const root = path.dirname(fileURLToPath(import.meta.url));
/** The manifest's data (src/manifest.ts says the same; its test checks it). */
const plugin = JSON.parse(readFileSync(path.join(root, 'plugin.json'), 'utf8'));

const swc = (tsx) => ({
  loader: 'builtin:swc-loader',
  options: { jsc: { parser: { syntax: 'typescript', tsx }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' } },
});

/** Writes integrity.json and gangway-plugin.json once remoteEntry.js is final. */
const integrityFiles = {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('gangway-integrity', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'gangway-integrity', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const source = compilation.getAsset('remoteEntry.js')?.source.buffer();
        if (!source) return;
        const integrity = `sha384-${createHash('sha384').update(source).digest('base64')}`;
        const emit = (name, value) => compilation.emitAsset(name, new rspack.sources.RawSource(`${JSON.stringify(value, null, 1)}\n`));
        emit('integrity.json', { 'remoteEntry.js': integrity });
        // The entry is relative to this file: a host resolves it against the URL it fetched it from.
        emit('gangway-plugin.json', { ...plugin, remote: { ...plugin.remote, entry: 'remoteEntry.js', integrity } });
      });
    });
  },
};

export default {
  mode: 'production',
  context: root,
  entry: { main: './src/index.ts' },
  target: 'web',
  devtool: false,
  output: {
    path: path.join(root, 'dist'),
    filename: '[name].js',
    chunkFilename: 'chunks/[name].[contenthash:8].js',
    publicPath: 'auto',
    uniqueName: plugin.remote.name,
    crossOriginLoading: 'anonymous',
    clean: true,
  },
  resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js'] },
  module: {
    rules: [
      { test: /\.ts$/, exclude: /node_modules/, use: [swc(false)] },
      { test: /\.tsx$/, exclude: /node_modules/, use: [swc(true)] },
    ],
  },
  // No split chunks: the exposed plugin is one script (with what it imports — the options schema's
  // library, the kernel's helpers), so a host fetches remoteEntry.js and that one chunk; a locale
  // stays its own chunk, fetched only for a visitor in that language.
  optimization: { chunkIds: 'deterministic', moduleIds: 'deterministic', splitChunks: false },
  performance: { hints: false },
  stats: 'errors-warnings',
  externals: [
    ({ request }, callback) =>
      request && /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]/.test(request)
        ? callback(undefined, '_FEDERATION_BUNDLER_RUNTIME', 'global')
        : callback(),
  ],
  plugins: [
    new ModuleFederationPlugin({
      name: plugin.remote.name,
      filename: 'remoteEntry.js',
      exposes: { [plugin.remote.module]: './src/plugin.tsx' },
      shared: {
        react: { singleton: true, requiredVersion: '^19.0.0' },
        'react/jsx-runtime': { singleton: true, requiredVersion: '^19.0.0' },
      },
      dts: false,
      experiments: { externalRuntime: true },
    }),
    new rspack.SubresourceIntegrityPlugin({ hashFuncNames: ['sha384'], htmlPlugin: false }),
    integrityFiles,
  ],
};
