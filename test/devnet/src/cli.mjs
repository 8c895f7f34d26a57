#!/usr/bin/env node
// `npm run devnet`: starts the devnet, prints one line `GANGWAY_DEVNET_READY {json}` once every component
// answers, and shuts down cleanly on SIGINT / SIGTERM (anvil children also die if this process is killed).
import { readyJson, startDevnet } from './index.mjs';

const args = process.argv.slice(2);
/** @type {Record<string, number>} */
const ports = {};
let dataDir;
for (let i = 0; i < args.length; i++) {
  const m = /^--port-(\w+)=(\d+)$/.exec(args[i]);
  if (m) ports[m[1]] = Number(m[2]);
  else if (args[i].startsWith('--data-dir=')) dataDir = args[i].slice('--data-dir='.length);
  else if (args[i] === '--help') {
    console.log('usage: npm run devnet -- [--port-<evm|evm2|relay|solana|solanaWs|solana2|solana2Ws|esplora|esplora2|api|frame>=N] [--data-dir=DIR]');
    process.exit(0);
  }
}

/** @type {Awaited<ReturnType<typeof startDevnet>> | undefined} */
let devnet;
let stopping = false;
const shutdown = async (/** @type {string} */ sig) => {
  if (stopping) return;
  stopping = true;
  process.stderr.write(`[devnet] ${sig}: stopping\n`);
  const timer = setTimeout(() => process.exit(1), 8000);
  // A signal during start-up: startDevnet() finishes (or fails and cleans up) first, then we stop.
  while (!devnet && !startFailed) await new Promise((r) => setTimeout(r, 50));
  await devnet?.stop();
  clearTimeout(timer);
  process.exit(0);
};
let startFailed = false;
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGHUP', () => void shutdown('SIGHUP'));

const t0 = Date.now();
try {
  devnet = await startDevnet({ ports, dataDir, log: (...a) => process.stderr.write(`[devnet] ${a.join(' ')}\n`) });
} catch (e) {
  startFailed = true;
  process.stderr.write(`[devnet] failed to start: ${e instanceof Error ? e.stack : e}\n`);
  process.exit(1);
}
if (!stopping) {
  process.stdout.write(`GANGWAY_DEVNET_READY ${JSON.stringify(readyJson(devnet))}\n`);
  process.stderr.write(`[devnet] ready in ${Date.now() - t0} ms\n`);
}
