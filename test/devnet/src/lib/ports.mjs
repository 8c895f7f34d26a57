// Port helpers: default devnet ports and a free-port finder for tests that run their own instances.
import { createServer } from 'node:net';

export const DEFAULT_PORTS = Object.freeze({ evm: 8545, evm2: 8546, relay: 8547, solana: 8899, solanaWs: 8900, solana2: 8901, solana2Ws: 8902, esplora: 3002, esplora2: 3003, api: 8787, frame: 8788 });

/**
 * Ports are handed out below the OS's ephemeral range (32768+ on Linux): a port the OS picked with
 * listen(0) and released goes back to that pool, where any outgoing connection of another process
 * can take it before the devnet binds it (a busy-port failure seen in CI). Each process takes its own
 * block (by pid), never hands out one port twice, and skips ports that are in use now.
 */
const FIRST = 20_000;
const BLOCK = 190;
const BLOCKS = 64;
let next = FIRST + (process.pid % BLOCKS) * BLOCK;
const blockEnd = next + BLOCK;

/** @param {number} port */
const bindable = (port) => new Promise((resolve) => {
  const s = createServer();
  s.once('error', () => resolve(false));
  s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
});

/** A free port on 127.0.0.1 for a test's own devnet component. */
export async function freePort() {
  while (next < blockEnd) {
    const port = next++;
    if (await bindable(port)) return port;
  }
  throw new Error(`no free port left in ${blockEnd - BLOCK}–${blockEnd - 1} for process ${process.pid}`);
}
