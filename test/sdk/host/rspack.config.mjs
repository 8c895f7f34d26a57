// The plainest production build: whatever splitting shows up comes from the packages themselves.
import path from 'node:path';

export default {
  mode: 'production',
  context: import.meta.dirname,
  entry: { main: './src/main.js' },
  target: 'web',
  devtool: false,
  output: { path: path.join(import.meta.dirname, 'dist'), chunkFilename: 'chunks/[name].js', clean: true },
  stats: 'errors-warnings',
  performance: { hints: false },
};
