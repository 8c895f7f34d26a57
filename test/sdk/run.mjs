/**
 * The SDK test (issue 10, item 1): the tutorial of docs/plugins.md ("Your own plugin, outside this
 * repo") run exactly as written. It reads the shell block that follows the `sdk-tutorial` marker in
 * the docs and runs it with bash from the repo's root, with PLUGIN_DIR a fresh folder under the
 * system's temporary directory (outside the repo: no workspace, no symlink to the sources) and
 * GANGWAY_DIR the repo. The block packs the packages, copies templates/plugin there, installs the
 * packed kernel, type-checks against its published .d.ts, runs the template's vitest suite with the
 * harness and builds it as a Module Federation remote. Then:
 * - every package passes `publint --strict` and `attw --profile esm-only` (scripts/build-packages.mjs);
 * - every plugin package's dist/manifest.js holds none of its manifest's deferred fields (titles,
 *   permissions, slot contributions, …) and lazily imports its dist/manifest-details.js, which holds
 *   them (checkPackages; the repo's build splits each manifest the same way, issue 34);
 * - a host (test/sdk/host, copied beside the plugin) installs every tarball; Node imports the
 *   packages there (host/check-details.mjs): no manifest carries a deferred field eagerly, and the
 *   kernel registers every built-in plugin with its details once the runtime is loaded;
 * - the host bundles the kernel and @gangway/builtin-plugins with a plain rspack build: each built-in
 *   plugin must come out as its own lazy chunk, named by its manifest's webpackChunkName, and the
 *   manifests' details as the one lazy chunk plugin-details; the eager bytes (main.js) are printed;
 * - the same host built with the first-open preset (@gangway/kernel/bundler, docs/bundling.md): the
 *   kernel's catalogue in the runtime's chunk alone, the compile hint on the kernel's and plugins' chunks
 *   and nowhere else (the plain build has none);
 * - the remote's build is copied to dist/sdk/template-remote, which the Playwright spec
 *   test/e2e/sdk/template-remote.spec.ts serves from another origin and loads into the demo. With
 *   `--no-e2e` (npm test: its Playwright run includes that spec) the spec is not run here; otherwise it
 *   is (the demo must be built: `GANGWAY_ONLY=demo,example-remote npm run build`).
 * Exits non-zero on the first failure; the temporary folder is removed unless GANGWAY_KEEP_SDK_TMP=1.
 */
import { spawnSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkPackages, packageDirs, stageDir, tarballDir } from '../../scripts/build-packages.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MARKER = '<!-- sdk-tutorial: test/sdk/run.mjs runs the next block as written -->';

/** The tutorial's commands: the first ```sh block after the marker. */
export function tutorialBlock(markdown) {
  const at = markdown.indexOf(MARKER);
  if (at < 0) throw new Error(`docs/plugins.md has no '${MARKER}'`);
  const block = /```sh\n([\s\S]*?)```/.exec(markdown.slice(at));
  if (!block) throw new Error('no ```sh block after the sdk-tutorial marker');
  return block[1];
}

const t0 = Date.now();
const elapsed = () => `${((Date.now() - t0) / 1000).toFixed(0)} s`;
const stage = (name) => console.log(`\n=== sdk: ${name} (${elapsed()})`);
function fail(message) {
  throw new Error(message);
}
function sh(cmd, args, cwd) {
  console.log(`+ ${cmd} ${args.map((a) => (a.endsWith('.tgz') ? path.relative(root, a) : a)).join(' ')}`);
  const r = spawnSync(cmd, args, { cwd, stdio: 'inherit' });
  if (r.status !== 0) fail(`${cmd} ${args[0]} exited with ${r.status}`);
}

/** In a host's chunks: which hold the kernel's catalogue, which start with the compile hint. */
function firstOpenReport(dir) {
  const files = readdirSync(dir).filter((f) => f.endsWith('.js'));
  const text = (f) => readFileSync(path.join(dir, f), 'utf8');
  return {
    catalogue: files.filter((f) => text(f).includes('No ActiveCaipAddress found')).sort(),
    hinted: files.filter((f) => text(f).startsWith('//# allFunctionsCalledOnLoad\n')).sort(),
  };
}

const work = mkdtempSync(path.join(os.tmpdir(), 'gangway-sdk-'));
const pluginDir = path.join(work, 'hello-plugin');
try {
  stage(`tutorial commands from docs/plugins.md, PLUGIN_DIR=${pluginDir}`);
  const commands = tutorialBlock(readFileSync(path.join(root, 'docs/plugins.md'), 'utf8'));
  const r = spawnSync('bash', ['-euxo', 'pipefail', '-c', commands], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, GANGWAY_DIR: root, PLUGIN_DIR: pluginDir },
  });
  if (r.status !== 0) fail(`the tutorial's commands exited with ${r.status}`);

  stage('publint --strict and attw --profile esm-only on every package');
  if (!(await checkPackages())) fail('a package check failed');

  stage('a host bundles the packed packages: each built-in plugin is its own lazy chunk');
  const hostDir = path.join(work, 'host');
  cpSync(path.join(root, 'test/sdk/host'), hostDir, { recursive: true });
  const tarballs = readdirSync(tarballDir).filter((f) => f.endsWith('.tgz')).map((f) => path.join(tarballDir, f));
  sh('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', ...tarballs], hostDir);
  // The packages as Node's ESM loader reads them: each manifest's details lazy, and merged by the kernel.
  sh('node', ['check-details.mjs'], hostDir);
  sh('npx', ['rspack', 'build', '-c', 'rspack.config.mjs'], hostDir);
  const chunks = readdirSync(path.join(hostDir, 'dist/chunks'));
  if (!chunks.includes('plugin-details.js')) fail(`the host's build has no lazy plugin-details chunk (it has ${chunks.join(', ')})`);
  const eager = readFileSync(path.join(hostDir, 'dist/main.js'));
  console.log(`the host's eager script: main.js ${eager.length} bytes, ${gzipSync(eager, { level: 9 }).length} gzip -9`);
  // Adapter packages are imported by a host that configures one (docs/adapters.md): this host uses
  // only the built-in list, so it bundles none of them.
  const expected = packageDirs()
    .filter((d) => !path.basename(d).startsWith('adapter-'))
    .map((d) => path.join(stageDir, path.basename(d), 'dist/manifest.js'))
    .filter((f) => existsSync(f))
    .map((f) => /webpackChunkName: "([\w-]+)" \*\/ '\.\/plugin\.js'/.exec(readFileSync(f, 'utf8'))?.[1]);
  const missing = expected.filter((name) => !name || !chunks.includes(`${name}.js`));
  if (!expected.length || missing.length) fail(`the host's build lacks the lazy chunks ${missing.join(', ')} (it has ${chunks.join(', ')})`);
  console.log(`the host's build has ${expected.length} plugin chunks: ${expected.join(', ')}`);

  stage('the same host with the first-open preset (@gangway/kernel/bundler, docs/bundling.md)');
  sh('npx', ['rspack', 'build', '-c', 'rspack.first-open.config.mjs'], hostDir);
  const preset = firstOpenReport(path.join(hostDir, 'dist-first-open/chunks'));
  const plainReport = firstOpenReport(path.join(hostDir, 'dist/chunks'));
  if (preset.catalogue.join() !== 'gangway-runtime.js') fail(`with the preset the catalogue should be in gangway-runtime.js alone; it is in ${preset.catalogue.join(', ')}`);
  const unhinted = ['gangway-runtime.js', 'gangway-ui.js', 'gangway-connect-view.js', 'plugin-injected.js'].filter((f) => !preset.hinted.includes(f));
  if (unhinted.length) fail(`the compile hint is missing from ${unhinted.join(', ')}`);
  const stray = preset.hinted.filter((f) => !/^(gangway-(runtime|ui|flows|connect-view|connect-logins|login-methods)|plugin-[a-z0-9-]+)\.js$/.test(f));
  if (stray.length) fail(`the compile hint is on chunks it is not for: ${stray.join(', ')}`);
  if (plainReport.hinted.length) fail('the plain build has compile hints: the preset is not what adds them');
  console.log(`catalogue copies: plain build ${plainReport.catalogue.length} (${plainReport.catalogue.join(', ')}), with the preset 1; compile hints on ${preset.hinted.length} chunks`);

  const served = path.join(root, 'dist/sdk/template-remote');
  rmSync(served, { recursive: true, force: true });
  cpSync(path.join(pluginDir, 'dist'), served, { recursive: true });
  console.log(`copied the remote's build to ${path.relative(root, served)}`);

  if (!process.argv.includes('--no-e2e')) {
    stage('Playwright: the built remote, from another origin, in the demo');
    const pw = spawnSync('npx', ['playwright', 'test', '-c', 'test/e2e/playwright.config.ts', 'test/e2e/sdk'], { cwd: root, stdio: 'inherit' });
    if (pw.status !== 0) fail('the Playwright spec failed');
  }
  console.log(`\nsdk: passed (${elapsed()})`);
} catch (error) {
  console.error(`\nsdk: FAILED — ${error instanceof Error ? error.message : String(error)} (${elapsed()})`);
  process.exitCode = 1;
} finally {
  if (process.env.GANGWAY_KEEP_SDK_TMP !== '1') rmSync(work, { recursive: true, force: true });
}
