/**
 * `npm run screenshots`: the docs' pictures of the main views in light and dark, from the real demo on
 * the devnet (test/e2e/screenshots). Builds the demo first unless --no-build; writes docs/images/*.png.
 * The e2e ports are fixed and shared: on a shared machine run it under the same lock as the e2e
 * specs (`flock /tmp/playwright.lock npm run screenshots`).
 */
import { execSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = (cmd, env = {}) => execSync(cmd, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
if (!process.argv.includes('--no-build')) run('npx rspack build -c rspack.config.ts', { GANGWAY_ONLY: 'demo,example-remote' });
run('npx playwright test -c test/e2e/screenshots/playwright.config.ts');
