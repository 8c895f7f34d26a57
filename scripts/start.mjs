/**
 * The README's main job: build the hosts, start the devnet (local chains, relay, API emulator,
 * frame) and serve every host (serve-static.mjs HOSTS: the demo on http://127.0.0.1:5173, the example
 * remote plugin, the vanilla host, the built-in plugins as remote bundles, the adapter, headless,
 * universal, Solana and Bitcoin hosts, the AppKit-way hosts), printing each URL. It keeps serving until Ctrl-C, which stops everything.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HOSTS, serveHosts } from './serve-static.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (!process.argv.includes('--no-build')) {
  const b = spawnSync('npx', ['rspack', 'build', '-c', 'rspack.config.ts'], { cwd: root, stdio: 'inherit' });
  if (b.status !== 0) process.exit(b.status ?? 1);
}
const { startDevnet, readyJson } = await import('../test/devnet/src/index.mjs');
const devnet = await startDevnet();
const hosts = await serveHosts(path.join(root, 'dist'));
console.log(`GANGWAY_DEVNET_READY ${JSON.stringify(readyJson(devnet))}`);
// Every served host, from the one list the server and the e2e specs use (serve-static.mjs HOSTS).
const LABELS = {
  demo: 'Gangway demo', 'example-remote': 'Example remote plugin', vanilla: 'Vanilla host (no React)',
  remotes: 'Remote bundles', wagmi: 'wagmi host', ethers: 'ethers host', ethers5: 'ethers 5 host',
  headless: 'Headless host', universal: 'Universal provider host', solana: 'Solana host', bitcoin: 'Bitcoin host',
  'appkit-wagmi': 'AppKit + wagmi host', 'appkit-ethers': 'AppKit + ethers host', 'appkit-solana': 'AppKit + Solana host',
  'appkit-multichain': 'AppKit multichain host',
};
console.log('');
for (const [i, h] of HOSTS.entries()) console.log(`${`${LABELS[h.name] ?? h.name}:`.padEnd(26)}${hosts.servers[i].url}/`);
console.log(`${'Demo on remote bundles:'.padEnd(26)}${hosts.servers[0].url}/?source=remote`);
console.log(`${'Devnet API:'.padEnd(26)}http://127.0.0.1:8787/__health`);
// `npm test` serves its own devnet and hosts on these same ports: it runs once this is stopped.
console.log('\nServing until Ctrl-C. Stop it before `npm test`, which starts its own devnet and hosts on the same ports.\n');

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
