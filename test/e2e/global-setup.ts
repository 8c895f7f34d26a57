/**
 * Playwright global setup: the devnet (real local chains, relay, API emulator) and the built hosts
 * on their fixed ports (demo 5173, example remote plugin 5174 — another origin — vanilla 5175, the built-in plugins as remote bundles 5176 — another origin).
 * Build first (`npm run build`); `npm test` does.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startDevnetForTests } from '../kit/devnet-setup';
// @ts-expect-error plain ESM helper without types
import { serveHosts } from '../../scripts/serve-static.mjs';

export default async function globalSetup() {
  const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist');
  if (!existsSync(path.join(dist, 'demo', 'index.html'))) throw new Error('dist/demo is missing: run `npm run build` first');
  const devnet = await startDevnetForTests();
  const hosts = await serveHosts(dist);
  return async () => {
    await hosts.close();
    await devnet.stop();
  };
}
