/**
 * `npm run install:sdk`: installs the Gangway packages this plugin depends on from the tarballs a
 * Gangway clone packs (`npm run sdk:pack` there writes dist/sdk/tarballs/*.tgz), for as long as they
 * are not on a registry — a plain `npm install` would look for `@gangway/kernel` there and fail.
 * The clone is GANGWAY_DIR, or the first argument. npm records each as a `file:` dependency, so a
 * later `npm install` in this folder works offline from the same tarballs.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const gangway = process.argv[2] ?? process.env.GANGWAY_DIR;
if (!gangway) fail('say where your Gangway clone is: GANGWAY_DIR=/path/to/gangway npm run install:sdk');
const dir = path.resolve(gangway, 'dist/sdk/tarballs');
if (!existsSync(dir)) fail(`${dir} does not exist: run \`npm run sdk:pack\` in ${path.resolve(gangway)} first`);

// The @gangway/* packages this package.json names, each from its tarball (<name>-<version>.tgz).
const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const wanted = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter((n) => n.startsWith('@gangway/'));
const files = readdirSync(dir);
const tarballs = wanted.map((name) => {
  const base = name.slice(1).replace('/', '-');
  const file = files.find((f) => new RegExp(`^${base}-\\d+\\.\\d+\\.\\d+[\\w.-]*\\.tgz$`).test(f));
  if (!file) fail(`no tarball for ${name} in ${dir}: run \`npm run sdk:pack\` in ${path.resolve(gangway)} again`);
  return path.join(dir, file);
});

const r = spawnSync('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', ...tarballs], { stdio: 'inherit' });
process.exit(r.status ?? 1);

function fail(message) {
  console.error(`install:sdk: ${message}`);
  process.exit(1);
}
