// Port helpers: default devnet ports and a free-port finder for tests that run their own instances.
import { createServer } from 'node:net';

export const DEFAULT_PORTS = Object.freeze({ evm: 8545, evm2: 8546, relay: 8547, solana: 8899, solanaWs: 8900, esplora: 3002, api: 8787, frame: 8788 });

/** Asks the OS for a free port on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (s.address());
      s.close(() => resolve(port));
    });
  });
}
