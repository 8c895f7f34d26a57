/**
 * `npm run snapshots:update`: regenerates the visual baselines (test/e2e/__snapshots__) from the
 * real demo against the devnet — builds the demo host, then runs the visual spec with
 * --update-snapshots=all under the shared Playwright lock. Run it after a deliberate visual change
 * and commit the PNGs it writes (docs/accessibility.md "Visual snapshots").
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = (cmd, args, env = {}) => {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

run('npx', ['rspack', 'build', '-c', 'rspack.config.ts'], { GANGWAY_ONLY: 'demo,example-remote' });
// The lock keeps two worktrees' Playwright runs from sharing the devnet's fixed ports at once.
run('flock', ['/tmp/playwright.lock', 'npx', 'playwright', 'test', '-c', 'test/e2e/playwright.config.ts', 'test/e2e/a11y/visual.spec.ts', '--update-snapshots=all']);
