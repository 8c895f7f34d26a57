/**
 * The README's main job: build the hosts, start the devnet (local chains, relay, API emulator,
 * frame) and serve the demo on http://127.0.0.1:5173 (example remote plugin on 5174, vanilla host
 * on 5175, the built-in plugins as remote bundles on 5176). Ctrl-C stops everything.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveHosts } from './serve-static.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (!process.argv.includes('--no-build')) {
  const b = spawnSync('npx', ['rspack', 'build', '-c', 'rspack.config.ts'], { cwd: root, stdio: 'inherit' });
  if (b.status !== 0) process.exit(b.status ?? 1);
}
const { startDevnet, readyJson } = await import('../test/devnet/src/index.mjs');
const devnet = await startDevnet();
const hosts = await serveHosts(path.join(root, 'dist'));
console.log(`GANGWAY_DEVNET_READY ${JSON.stringify(readyJson(devnet))}`);
console.log('\nGangway demo:     http://127.0.0.1:5173/');
console.log('Vanilla host:     http://127.0.0.1:5175/');
console.log('wagmi host:       http://127.0.0.1:5180/');
console.log('ethers host:      http://127.0.0.1:5181/');
console.log('ethers 5 host:    http://127.0.0.1:5182/');
console.log('Bitcoin host:     http://127.0.0.1:5186/');
console.log('Remote bundles:   http://127.0.0.1:5173/?source=remote (plugins from :5176)');
console.log('Devnet API:       http://127.0.0.1:8787/__health\n');

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await hosts.close();
  await devnet.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
