// The same host with Gangway's first-open preset (docs/bundling.md), as a host would write it.
import path from 'node:path';
import { GangwayCompileHintsPlugin, gangwayCacheGroups } from '@gangway/kernel/bundler';
import plain from './rspack.config.mjs';

export default {
  ...plain,
  output: { ...plain.output, path: path.join(import.meta.dirname, 'dist-first-open') },
  optimization: { splitChunks: { cacheGroups: { ...gangwayCacheGroups } } },
  plugins: [new GangwayCompileHintsPlugin()],
};
