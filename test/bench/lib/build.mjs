// One rspack production configuration for every bench app, so that size differences come from the
// widgets and not from the build. Gangway's demo is built by the root config (the product's own build);
// the README notes where the two differ.
import { createRequire } from 'node:module';
import path from 'node:path';
import { BENCH_DIR } from './paths.mjs';

// Resolve rspack from test/bench first, then the repo root: the smoke runs before the bench's own
// install, and the root toolchain is the one Gangway itself is built with.
const require = createRequire(path.join(BENCH_DIR, 'package.json'));
export const rspack = require('@rspack/core');

const TEMPLATE = (title) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>
<body><div id="root"></div></body>
</html>
`;

export function benchConfig({ id, entry, outDir }) {
  return {
    mode: 'production',
    context: BENCH_DIR,
    entry: { main: entry },
    target: 'web',
    devtool: false,
    output: {
      path: outDir,
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      cssFilename: '[name].[contenthash:8].css',
      cssChunkFilename: '[name].[contenthash:8].css',
      publicPath: '/',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      // Peer SDKs mention Node/React-Native-only optional modules: the usual
      // recipe in their own docs is to stub them out, which is what every real app does.
      fallback: {
        'pino-pretty': false,
        lokijs: false,
        encoding: false,
        '@react-native-async-storage/async-storage': false,
      },
    },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic' } },
              target: 'es2022',
            },
          },
          type: 'javascript/auto',
        },
        // RainbowKit ships a plain stylesheet that apps import; its package.json's `sideEffects` does
        // not list it, so without `sideEffects: true` (as CSS rules in common app setups set) it is
        // tree-shaken away and the modal renders unstyled.
        { test: /\.css$/, type: 'css', sideEffects: true },
        // Peers' packages import ESM without extensions here and there.
        { test: /\.m?js$/, resolve: { fullySpecified: false } },
      ],
    },
    optimization: { minimize: true },
    performance: { hints: false },
    plugins: [new rspack.HtmlRspackPlugin({ templateContent: TEMPLATE(`bench: ${id}`), inject: 'head', scriptLoading: 'defer' })],
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
  };
}

/** Build one app; resolves with rspack's stats JSON (assets, chunks, entrypoints). */
export function buildApp(opts) {
  const compiler = rspack(benchConfig(opts));
  return new Promise((resolve, reject) => {
    compiler.run((err, stats) => {
      compiler.close(() => {});
      if (err) return reject(err);
      const json = stats.toJson({ all: false, assets: true, chunks: true, entrypoints: true, errors: true, warnings: true });
      if (stats.hasErrors()) {
        const msg = json.errors.slice(0, 3).map((e) => e.message).join('\n');
        return reject(new Error(`rspack build of ${opts.id} failed:\n${msg}`));
      }
      resolve({ stats: json, warnings: json.warnings?.length ?? 0 });
    });
  });
}
