/**
 * The publishable SDK: builds @gangway/kernel (with /react and /testing), the shared libraries, every
 * built-in plugin and @gangway/builtin-plugins to JS + .d.ts, stages each as the package a registry
 * would get, and packs it into a tarball. The monorepo never reads this output: its own build and
 * tests resolve the workspace packages to their TypeScript sources.
 *
 *   node scripts/build-packages.mjs           build, stage and pack   (`npm run sdk:pack`)
 *   node scripts/build-packages.mjs --check   the same, then `publint --strict` and
 *                                             `attw --profile esm-only` on every package
 *
 * Output: dist/sdk/packages/<dir>/ (the staged package: package.json, README.md, dist/) and
 * dist/sdk/tarballs/<name>-<version>.tgz.
 *
 * How a package is rewritten for publishing (the source package.json stays as the monorepo needs it):
 * - `exports` keeps its entries, each pointing at the built files ({ types, default } in dist/);
 * - `private` is dropped, `files` is ["dist"];
 * - dependencies come from what the built code imports: react, react-dom and @gangway/kernel are
 *   peers (one copy per page), @testing-library/react and vitest optional peers of the kernel (only
 *   /testing uses them), @types/react an optional peer where the .d.ts mention React; everything else
 *   is a dependency, at the version this repo builds with (`^x.y.z`).
 * JSX uses the automatic runtime; relative imports get their `.js` (or `/index.js`) so Node's ESM
 * resolution and TypeScript's `node16` read the packages too. Each manifest's
 * `import(/* webpackChunkName: … *\/ './plugin.js')` stays a dynamic import, so a host's bundler still
 * splits every plugin into its own lazy chunk.
 *
 * Each plugin's manifest is published split, as this repo's build splits it (issue 34;
 * scripts/manifest-split-loader.cjs, the same function): dist/manifest.js is the eager form (the core
 * fields, and `details: () => import(/* webpackChunkName: "plugin-details" *\/ './manifest-details.js')`),
 * dist/manifest-details.js the deferred fields (titles, permissions, slot contributions, …), exported as
 * `./manifest-details`. A host's bundler makes them a lazy chunk, fetched with the runtime. Its .d.ts is
 * the author's manifest.ts as declared: the public type does not change. dist/manifest-core.js
 * (`./manifest-core`) is the core form, neither details nor a loader for them. @gangway/builtin-plugins
 * takes them as the repo's build takes `?core` and `?details`: index.js each plugin's
 * `./manifest-core`, details.js each `./manifest-details`, so the list's details stay one lazy chunk
 * in every bundler (Vite/Rollup would make each manifest's own lazy import a chunk of its own).
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const { splitManifest, findManifests, DETAIL_KEYS } = createRequire(import.meta.url)('./manifest-split-loader.cjs');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'dist/sdk');
const tscOut = path.join(out, 'tsc');
export const stageDir = path.join(out, 'packages');
export const tarballDir = path.join(out, 'tarballs');

/** The published packages, by folder. The example remote is a third party's plugin, not part of the SDK. */
export function packageDirs() {
  const dirs = ['kernel'];
  for (const group of ['libs', 'plugins']) {
    for (const name of readdirSync(path.join(root, group)).sort()) {
      if (group === 'plugins' && name === 'example-remote') continue;
      if (existsSync(path.join(root, group, name, 'package.json'))) dirs.push(`${group}/${name}`);
    }
  }
  return dirs;
}

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const run = (cmd, args, cwd = root) => execFileSync(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });

function walk(dir) {
  const files = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) files.push(...walk(p));
    else files.push(p);
  }
  return files;
}

/** `./x` → `./x.js` or `./x/index.js`, whichever the build emitted (`.d.ts` files look for `.d.ts`). */
function withExtension(fromFile, spec) {
  if (/\.(m?js|json)$/.test(spec)) return spec;
  const dir = path.dirname(fromFile);
  const ext = fromFile.endsWith('.d.ts') ? '.d.ts' : '.js';
  if (existsSync(path.join(dir, spec + ext))) return `${spec}.js`;
  if (existsSync(path.join(dir, spec, `index${ext}`))) return `${spec}/index.js`;
  throw new Error(`${path.relative(root, fromFile)}: cannot resolve '${spec}' in the built output`);
}

/**
 * The module specifiers of a built file, from TypeScript's own pre-processor (comments and strings
 * are not imports): static, dynamic and `import("…")` types, with their offsets.
 */
function specifiers(text) {
  return ts.preProcessFile(text, true, true).importedFiles.map((f) => {
    // `pos` is the opening quote.
    const start = text.slice(f.pos + 1, f.pos + 1 + f.fileName.length) === f.fileName ? f.pos + 1 : f.pos;
    if (text.slice(start, start + f.fileName.length) !== f.fileName) throw new Error(`cannot locate '${f.fileName}'`);
    return { spec: f.fileName, start, end: start + f.fileName.length };
  });
}

function rewriteRelative(file) {
  const text = readFileSync(file, 'utf8');
  let next = text;
  // Back to front, so earlier offsets stay valid.
  for (const s of specifiers(text).reverse()) {
    if (s.spec.startsWith('.')) next = next.slice(0, s.start) + withExtension(file, s.spec) + next.slice(s.end);
  }
  if (next !== text) writeFileSync(file, next);
}

/** The manifests (`export const x = defineManifest({ … })`) of a module, parsed by the split's own finder. */
const manifestsIn = (file, text = readFileSync(file, 'utf8')) => findManifests(ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true), file);

/** A package's manifest, as published: the eager form's file, its details' and its core's (no details, no loader). */
const MANIFEST_FILE = 'manifest.js';
const DETAILS_FILE = 'manifest-details.js';
const CORE_FILE = 'manifest-core.js';
/** The published entries of the two halves, beside `./manifest`, for a list that fetches every plugin's details itself. */
const HALVES = { './manifest-details': DETAILS_FILE, './manifest-core': CORE_FILE };

/**
 * Splits a plugin's built manifest (dist/sdk/tsc/plugins/<name>/src/manifest.js) in place into the
 * eager form, manifest-details.js and manifest-core.js, each with a .d.ts (the eager form's is tsc's,
 * from the author's file; the core's is the same). Chunk names as rspack.config.ts gives them: every plugin's details in one
 * `plugin-details` chunk (the kernel fetches them all at once, with the runtime), an adapter's in one
 * of its own (a host imports an adapter alone).
 */
function splitBuiltManifest(dir) {
  const file = path.join(tscOut, dir, 'src', MANIFEST_FILE);
  if (!dir.startsWith('plugins/') || !existsSync(file)) return;
  const text = readFileSync(file, 'utf8');
  const chunkName = path.basename(dir).startsWith('adapter-') ? 'plugin-[name]-details' : 'plugin-details';
  const names = manifestsIn(file, text).map((m) => m.name);
  if (!names.length) throw new Error(`${path.relative(root, file)}: no manifest (export const xManifest = defineManifest({ … })) to publish`);
  const out = (f, content) => writeFileSync(path.join(path.dirname(file), f), content);
  out(DETAILS_FILE, splitManifest(text, { mode: 'details', file }));
  out(CORE_FILE, splitManifest(text, { mode: 'core', file }));
  out(CORE_FILE.replace(/\.js$/, '.d.ts'), `// ./${MANIFEST_FILE}'s manifests without their details (the built-in list fetches those itself), typed as declared.\nexport * from './${MANIFEST_FILE}';\n`);
  writeFileSync(file, splitManifest(text, { mode: 'eager', file, chunkName, detailsSpecifier: `./${DETAILS_FILE}` }));
  // Each export: the deferred fields of the manifest of the same name, typed from the author's manifest.
  const keys = DETAIL_KEYS.map((k) => `'${k}'`).join(' | ');
  out(DETAILS_FILE.replace(/\.js$/, '.d.ts'), [
    `// The deferred fields of each manifest in ./${MANIFEST_FILE} (its \`details\` loads this module).`,
    `type Details<M> = Pick<M, Extract<keyof M, ${keys}>>;`,
    ...names.map((n) => `export declare const ${n}: Details<typeof import('./${MANIFEST_FILE}').${n}>;`),
    ...(names.length === 1 ? [`export default ${names[0]};`] : []),
    '',
  ].join('\n'));
}

/** The built-in list's files and the half each takes of every manifest it imports. */
const BUILTIN_HALVES = { 'index.js': '-core', 'details.js': '-details' };
const PLUGIN_MANIFEST = /^@gangway\/[a-z0-9-]+\/manifest$/;

/**
 * The built-in list takes each plugin's manifest as the repo's build gives it `?core` and `?details`:
 * index.js the core (`@gangway/plugin-x/manifest-core`: no details, no loader for them), details.js
 * the details, so every built-in's details come in details.js's one lazy chunk in any bundler, and the
 * eager list carries neither the details nor 26 loaders for them.
 */
function builtinListTakesHalves() {
  for (const [f, half] of Object.entries(BUILTIN_HALVES)) {
    const file = path.join(tscOut, 'plugins/builtin/src', f);
    const text = readFileSync(file, 'utf8');
    let next = text;
    for (const s of specifiers(text).reverse()) if (PLUGIN_MANIFEST.test(s.spec)) next = `${next.slice(0, s.start)}${s.spec}${half}${next.slice(s.end)}`;
    if (next === text) throw new Error(`plugins/builtin/src/${f} imports no plugin manifest: the published list would lack them`);
    writeFileSync(file, next);
  }
}

/** The npm packages a built file imports (bare specifiers → package names). */
function importedPackages(file) {
  const names = new Set();
  for (const { spec } of specifiers(readFileSync(file, 'utf8'))) {
    if (spec.startsWith('.')) continue;
    if (spec.startsWith('node:')) throw new Error(`${path.relative(root, file)} imports ${spec}: published code runs in browsers`);
    const parts = spec.split('/');
    names.add(spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]);
  }
  return names;
}

function installedVersion(name) {
  const rootPkg = readJson(path.join(root, 'package.json'));
  const declared = rootPkg.dependencies?.[name] ?? rootPkg.devDependencies?.[name];
  const installed = path.join(root, 'node_modules', name, 'package.json');
  const version = existsSync(installed) ? readJson(installed).version : declared?.replace(/^[\^~]/, '');
  if (!version) throw new Error(`no version found for ${name}`);
  return `^${version}`;
}

/**
 * src/x.ts(x) → the built pair. An entry given as conditions (plain JS with its own .d.mts, e.g.
 * lib-eip155's describe-request, which the devnet imports untranspiled) ships those files as they are.
 */
function builtEntry(src) {
  if (typeof src === 'object') return Object.fromEntries(Object.entries(src).map(([k, v]) => [k, v.replace(/^\.\/src\//, './dist/')]));
  const base = src.replace(/^\.\/src\//, './dist/').replace(/\.tsx?$/, '');
  return { types: `${base}.d.ts`, default: `${base}.js` };
}

function describe(name) {
  const short = name.replace('@gangway/', '');
  if (short === 'kernel') return "Gangway's kernel: options, state, router, plugin activation, the modal; /react bindings and the /testing plugin harness";
  if (short === 'builtin-plugins') return 'The manifests of every built-in Gangway plugin (each plugin loads lazily)';
  if (short.startsWith('lib-')) return `Gangway shared library for plugins: ${short.slice(4)}`;
  return `Gangway plugin: ${short.replace('plugin-', '')} (manifest and lazily loaded module)`;
}

function stage(dir, versions) {
  const source = readJson(path.join(root, dir, 'package.json'));
  const target = path.join(stageDir, path.basename(dir));
  rmSync(target, { recursive: true, force: true });
  cpSync(path.join(tscOut, dir, 'src'), path.join(target, 'dist'), { recursive: true });

  const sourceExports = source.exports ?? { '.': `./${source.main}` };
  const exports = {};
  for (const [key, value] of Object.entries(sourceExports)) {
    exports[key] = builtEntry(value);
    // tsc compiles only TypeScript: the plain JS entries and their declarations are copied.
    if (typeof value === 'object') for (const file of Object.values(value)) cpSync(path.join(root, dir, file), path.join(target, file.replace(/^\.\/src\//, 'dist/')));
  }
  // The manifest's halves (splitBuiltManifest), for a list that fetches every plugin's details at once.
  for (const [key, f] of Object.entries(HALVES)) if (existsSync(path.join(target, 'dist', f))) exports[key] = builtEntry(`./src/${f.replace(/\.js$/, '.ts')}`);
  exports['./package.json'] = './package.json';

  const files = walk(path.join(target, 'dist'));
  const imported = new Set();
  const typeImported = new Set();
  for (const f of files) for (const n of importedPackages(f)) (f.endsWith('.d.ts') ? typeImported : imported).add(n);

  const dependencies = {};
  const peerDependencies = {};
  const peerDependenciesMeta = {};
  const PEERS = new Set(['react', 'react-dom', '@gangway/kernel']);
  // Only the kernel's /testing entry uses them (the harness renders with Testing Library and tears
  // itself down at the end of a vitest test): a plugin's tests bring them, a host never needs them.
  const OPTIONAL_PEERS = new Set(['@testing-library/react', 'vitest']);
  for (const name of [...new Set([...imported, ...typeImported])].sort()) {
    if (name === source.name) continue;
    const version = versions.get(name) ?? installedVersion(name);
    if (OPTIONAL_PEERS.has(name)) {
      peerDependencies[name] = version;
      peerDependenciesMeta[name] = { optional: true };
    } else if (PEERS.has(name)) peerDependencies[name] = name === 'react' || name === 'react-dom' ? '^19.0.0' : version;
    // A host adapter's chain library is the host's (docs/adapters.md): the peer range its source names.
    else if (source.name.startsWith('@gangway/adapter-') && source.peerDependencies?.[name]) peerDependencies[name] = source.peerDependencies[name];
    // @gangway/appkit's adapter entries (/adapter-wagmi, …): an app installs the adapter it uses, with its chain library.
    else if (source.name === '@gangway/appkit' && name.startsWith('@gangway/adapter-')) {
      peerDependencies[name] = version;
      peerDependenciesMeta[name] = { optional: true };
    }
    else dependencies[name] = version;
  }
  if (typeImported.has('react')) {
    peerDependencies['@types/react'] = '^19.0.0';
    peerDependenciesMeta['@types/react'] = { optional: true };
  }

  const main = exports['.'];
  const pkg = {
    name: source.name,
    version: source.version,
    description: source.description ?? describe(source.name),
    type: 'module',
    ...(main ? { main: main.default, types: main.types } : {}),
    exports,
    files: ['dist'],
    ...(source.sideEffects === undefined ? {} : { sideEffects: source.sideEffects }),
    ...(Object.keys(dependencies).length ? { dependencies } : {}),
    ...(Object.keys(peerDependencies).length ? { peerDependencies } : {}),
    ...(Object.keys(peerDependenciesMeta).length ? { peerDependenciesMeta } : {}),
    engines: { node: '>=20.19' },
  };
  writeFileSync(path.join(target, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
  writeFileSync(path.join(target, 'README.md'), `# ${pkg.name}\n\n${pkg.description}\n\nPart of Gangway, an embeddable wallet-connection widget: a small kernel plus lazily loaded plugins.\nESM only, built for bundlers (rspack, webpack, Vite) and for Node's ESM loader in tests.\n\nEntries: ${Object.keys(exports).filter((k) => k !== './package.json').map((k) => `\`${path.posix.join(pkg.name, k)}\``).join(', ')}.\n`);
  return { dir, target, pkg };
}

export function buildPackages({ log = console.log } = {}) {
  rmSync(out, { recursive: true, force: true });
  log('tsc -p tsconfig.build.json');
  run('npx', ['tsc', '-p', 'tsconfig.build.json']);
  for (const f of walk(tscOut)) if (/\.(js|d\.ts)$/.test(f)) rewriteRelative(f);

  const dirs = packageDirs();
  for (const d of dirs) splitBuiltManifest(d);
  builtinListTakesHalves();
  const versions = new Map(dirs.map((d) => readJson(path.join(root, d, 'package.json'))).map((p) => [p.name, `^${p.version}`]));
  const staged = dirs.map((d) => stage(d, versions));
  mkdirSync(tarballDir, { recursive: true });
  // One `npm pack` for all the staged folders.
  const packed = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', tarballDir, ...staged.map((s) => s.target)]));
  const tarballs = packed.map((info) => {
    log(`packed ${info.filename} (${info.entryCount} files, ${info.size} bytes)`);
    return path.join(tarballDir, info.filename);
  });
  return { staged, tarballs };
}

/** A property's key, as written (`'title'` and `title` alike). */
const keyOf = (p) => p.name?.getText().replace(/^['"]|['"]$/g, '');

/** The top-level `export const X = { … }` objects of a module: name → their keys. */
function exportedObjectKeys(text, file) {
  const out = new Map();
  for (const st of ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true).statements) {
    if (!ts.isVariableStatement(st)) continue;
    for (const d of st.declarationList.declarations) {
      if (d.initializer && ts.isObjectLiteralExpression(d.initializer)) out.set(d.name.getText(), d.initializer.properties.map(keyOf));
    }
  }
  return out;
}

/**
 * What is wrong with a staged plugin package's manifest split (splitBuiltManifest): its eager
 * manifests must hold none of the deferred fields and a lazy import of manifest-details.js, which must
 * hold exactly the deferred fields the author's src/manifest.ts writes; its core manifests neither;
 * both halves exported. The built-in list's index.js and details.js must import the core and details forms.
 */
export function manifestSplitProblems(stagedDir, sourceDir) {
  const problems = [];
  const dist = path.join(stagedDir, 'dist');
  const name = path.relative(root, stagedDir);
  if (path.basename(sourceDir) === 'builtin') {
    for (const [f, half] of Object.entries(BUILTIN_HALVES)) {
      const plain = specifiers(readFileSync(path.join(dist, f), 'utf8')).filter((s) => PLUGIN_MANIFEST.test(s.spec));
      if (plain.length) problems.push(`${name}/dist/${f} imports eager manifests (${plain.map((s) => s.spec).join(', ')}): it must take each plugin's /manifest${half}`);
    }
  }
  const eagerFile = path.join(dist, MANIFEST_FILE);
  if (!existsSync(eagerFile)) return problems;
  const eager = readFileSync(eagerFile, 'utf8');
  const sourceFile = path.join(sourceDir, 'src/manifest.ts');
  const written = manifestsIn(sourceFile);
  const detailsFile = path.join(dist, DETAILS_FILE);
  const details = existsSync(detailsFile) ? exportedObjectKeys(readFileSync(detailsFile, 'utf8'), detailsFile) : undefined;
  if (!details) problems.push(`${name}/dist/${DETAILS_FILE} is missing`);
  const exported = readJson(path.join(stagedDir, 'package.json')).exports;
  for (const key of Object.keys(HALVES)) if (!exported[key]) problems.push(`${name}/package.json does not export ${key}`);
  const coreFile = path.join(dist, CORE_FILE);
  const core = existsSync(coreFile) ? manifestsIn(coreFile) : [];
  if (!core.length) problems.push(`${name}/dist/${CORE_FILE} is missing or holds no manifest`);
  for (const m of core) {
    const extra = [...m.deferred.map(keyOf), ...m.object.properties.map(keyOf).filter((k) => k === 'details')];
    if (extra.length) problems.push(`${name}/dist/${CORE_FILE}: ${m.name} holds ${extra.join(', ')}`);
  }
  for (const m of manifestsIn(eagerFile, eager)) {
    const where = `${name}/dist/${MANIFEST_FILE}: ${m.name}`;
    if (m.deferred.length) problems.push(`${where} holds ${m.deferred.map(keyOf).join(', ')} eagerly`);
    const wrote = written.find((w) => w.name === m.name)?.deferred.map(keyOf) ?? [];
    if (!wrote.length) continue;
    const loader = m.object.properties.find((p) => keyOf(p) === 'details')?.getText() ?? '';
    if (!new RegExp(`import\\(/\\* webpackChunkName: "plugin-[\\w-]*details" \\*/ '\\./${DETAILS_FILE.replace('.', '\\.')}'\\)`).test(loader)) problems.push(`${where} has no details: () => import(/* webpackChunkName: "…details" */ './${DETAILS_FILE}')`);
    const got = details?.get(m.name);
    if (details && (!got || got.join() !== wrote.join())) problems.push(`${name}/dist/${DETAILS_FILE}: ${m.name} holds ${got?.join(', ') ?? 'nothing'}; its author wrote ${wrote.join(', ')}`);
  }
  return problems;
}

/**
 * publint --strict (warnings fail too) on each staged package — the staged folder holds exactly the
 * files `npm pack` packs — and arethetypeswrong on each tarball with the esm-only profile (the
 * packages are ESM only: CommonJS `require` and node10 resolution are not targets). Both run in this
 * process through their APIs, as their CLIs do (`npx publint --strict --pack false <dir>`,
 * `npx attw --profile esm-only <tgz>`: `esm-only` is `ignoreResolutions: ['node10', 'node16-cjs']`),
 * without two dozen npx start-ups; a package that fails is run through the CLI too, for its report.
 */
export async function checkPackages(log = console.log) {
  const { publint } = await import('publint');
  const { formatMessage } = await import('publint/utils');
  const attw = await import('@arethetypeswrong/core');
  const { getExitCode } = await import('@arethetypeswrong/cli/internal/getExitCode');
  const staged = packageDirs().map((d) => path.join(stageDir, path.basename(d)));
  const tarballs = readdirSync(tarballDir).filter((f) => f.endsWith('.tgz')).map((f) => path.join(tarballDir, f));
  if (tarballs.length !== staged.length) throw new Error(`${tarballs.length} tarballs for ${staged.length} packages: build first`);
  let failed = 0;
  for (const dir of staged) {
    const { messages, pkg } = await publint({ pkgDir: dir, strict: true, pack: false });
    const bad = messages.filter((m) => m.type !== 'suggestion');
    if (!bad.length) continue;
    failed += 1;
    log(`publint --strict ${path.relative(root, dir)}:\n${bad.map((m) => `  ${m.type}: ${formatMessage(m, pkg, { color: false })}`).join('\n')}`);
  }
  for (const tgz of tarballs) {
    const analysis = await attw.checkPackage(attw.createPackageFromTarballData(new Uint8Array(readFileSync(tgz))));
    if (getExitCode(analysis, { ignoreResolutions: ['node10', 'node16-cjs'] }) === 0) continue;
    failed += 1;
    log(`attw --profile esm-only ${path.relative(root, tgz)}: problems`);
    try { log(run('npx', ['attw', '--profile', 'esm-only', tgz])); } catch (e) { log(String(e.stdout ?? e)); }
  }
  // Every plugin's module stays a named lazy chunk for the host's bundler.
  for (const dir of staged.filter((d) => existsSync(path.join(d, 'dist/manifest.js')))) {
    const manifest = readFileSync(path.join(dir, 'dist/manifest.js'), 'utf8');
    if (/import\(\/\* webpackChunkName: "plugin-[\w-]+" \*\/ '\.\/plugin\.js'\)/.test(manifest)) continue;
    failed += 1;
    log(`${path.relative(root, dir)}/dist/manifest.js: no import(/* webpackChunkName: "plugin-…" */ './plugin.js')`);
  }
  // Every manifest's details stay lazy: the eager form holds none of them (issue 34's split, published).
  for (const d of packageDirs().filter((x) => x.startsWith('plugins/'))) {
    const problems = manifestSplitProblems(path.join(stageDir, path.basename(d)), path.join(root, d));
    failed += problems.length;
    for (const p of problems) log(p);
  }
  log(`publint --strict: ${staged.length} packages; attw --profile esm-only: ${tarballs.length} tarballs; lazy plugin modules and manifest details checked; ${failed} failed`);
  return failed === 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const t0 = Date.now();
  const built = buildPackages();
  console.log(`${built.tarballs.length} packages in ${path.relative(root, tarballDir)} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  if (process.argv.includes('--check') && !(await checkPackages())) process.exit(1);
}
