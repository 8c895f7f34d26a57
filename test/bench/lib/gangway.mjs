// Gangway's side: build the demo host with the project's own build (the root `npm run build`), and
// read what each plugin adds only when it is used from the build's chunk groups.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { DIST_DIR, GANGWAY_DIST, GANGWAY_SNAPSHOT, ROOT_DIR } from './paths.mjs';
import { fileSizes, htmlScripts, listFiles } from './sizes.mjs';
import { withoutFirstOpen } from '../../../scripts/chunk-groups.mjs';

export const STATS_FILE = path.join(DIST_DIR, 'gangway-stats.json');

/** Files a snapshot must hold: index.html's scripts, and every chunk the stats name (when they match). */
function snapshotComplete(dir) {
  if (!existsSync(path.join(dir, 'index.html'))) return false;
  const scripts = htmlScripts(readFileSync(path.join(dir, 'index.html'), 'utf8'));
  if (!scripts.length || !scripts.every((s) => existsSync(path.join(dir, s.replace(/^\.?\//, ''))))) return false;
  const stats = demoStats();
  const files = stats?.chunks?.flatMap((c) => c.files ?? []) ?? [];
  return files.every((f) => existsSync(path.join(dir, f)));
}

/** Copy dist/demo to the bench's snapshot; true when the copy is one whole build. */
export function snapshotGangway() {
  rmSync(GANGWAY_SNAPSHOT, { recursive: true, force: true });
  if (!existsSync(path.join(GANGWAY_DIST, 'index.html'))) return false;
  try {
    cpSync(GANGWAY_DIST, GANGWAY_SNAPSHOT, { recursive: true });
  } catch {
    return false; // a file vanished mid-copy: someone is rebuilding
  }
  return snapshotComplete(GANGWAY_SNAPSHOT);
}

/**
 * Run the root build for the demo host, asking rspack for its stats JSON on the side (chunks and their
 * siblings say which chunks each lazily imported plugin pulls in), and snapshot the output. Retries
 * when a concurrent rebuild by other work tears the snapshot. Returns { ok, log }; never throws: a
 * broken or missing Gangway build must not stop the peers from being measured.
 */
export function buildGangway(tries = 3) {
  let r;
  for (let i = 0; i < tries; i++) {
    r = buildOnce();
    if (!r.ok || snapshotGangway()) return r;
    r = { ok: false, log: `${r.log}\nsnapshot of dist/demo was torn by a concurrent rebuild (try ${i + 1}/${tries})` };
  }
  return r;
}

function buildOnce() {
  // rspack writes the stats file but does not create its folder (absent on a fresh clone).
  mkdirSync(DIST_DIR, { recursive: true });
  const r = spawnSync('npm', ['run', 'build', '--prefix', ROOT_DIR, '--', '--json', STATS_FILE], {
    cwd: ROOT_DIR,
    // GANGWAY_ONLY is the root config's switch to build one host;
    // GANGWAY_STATS makes it put chunks (with siblings) in the stats; both are ignored if they go away.
    env: { ...process.env, GANGWAY_ONLY: 'demo', GANGWAY_STATS: '1' },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const log = `${r.stdout ?? ''}${r.stderr ?? ''}`.trim();
  return { ok: r.status === 0 && existsSync(path.join(GANGWAY_DIST, 'index.html')), log };
}

export const gangwayBuilt = () => existsSync(path.join(GANGWAY_SNAPSHOT, 'index.html'));

/** 'chunks/plugin-send.1a2b3c4d.js' → 'plugin-send' */
const chunkName = (file) => path.basename(file).replace(/\.[0-9a-f]{8,}\.js$/, '').replace(/\.js$/, '');

/** The demo's compilation in a (possibly multi-compiler) stats JSON. */
function demoStats() {
  if (!existsSync(STATS_FILE)) return null;
  try {
    const s = JSON.parse(readFileSync(STATS_FILE, 'utf8'));
    const all = s.children?.length ? s.children : [s];
    return all.find((c) => c.name === 'demo' || c.outputPath === GANGWAY_DIST) ?? (all.length === 1 ? all[0] : null);
  } catch {
    return null;
  }
}

/**
 * Bytes each plugin adds when (and only when) it is first used: for every lazily loaded chunk group
 * (named `plugin-*`, or any name in a size manifest), the gzip bytes of its JS files that the page
 * has not already loaded eagerly. A chunk shared by two plugins counts for each (it is what either
 * costs alone); `sharedOnce` says how many bytes such chunks account for.
 *
 * Sources, most precise first: dist/demo/size-manifest.json or chunk-groups.json { name: [files] } if
 * the build writes one (the root build writes chunk-groups.json: each named chunk group's files);
 * rspack's chunk groups (the stats file written by buildGangway); else one file per name.
 */
export function pluginCosts() {
  if (!gangwayBuilt()) return null;
  const sizes = new Map(listFiles(GANGWAY_SNAPSHOT, '.js').map((f) => [path.relative(GANGWAY_SNAPSHOT, f), fileSizes(f)]));
  const eager = new Set(htmlScripts(readFileSync(path.join(GANGWAY_SNAPSHOT, 'index.html'), 'utf8')).map((s) => s.replace(/^\.?\//, '')));

  let groups; // name → [relative js files]
  let source;
  const manifest = ['size-manifest.json', 'chunk-groups.json'].find((f) => existsSync(path.join(GANGWAY_SNAPSHOT, f)));
  const stats = demoStats();
  if (manifest) {
    source = `dist/demo/${manifest} (the build's own map of chunk groups to files)`;
    // The first open's chunks (runtime, UI) are not counted again in each plugin's group.
    groups = Object.entries(withoutFirstOpen(JSON.parse(readFileSync(path.join(GANGWAY_SNAPSHOT, manifest), 'utf8'))));
  } else if (stats?.namedChunkGroups) {
    source = 'rspack chunk groups (stats JSON of the root build)';
    groups = Object.entries(stats.namedChunkGroups).map(([name, g]) => [
      name,
      g.assets.map((a) => (typeof a === 'string' ? a : a.name)).filter((f) => f.endsWith('.js')),
    ]);
  } else if (stats?.chunks?.length) {
    // A named lazy chunk loads together with its siblings (the vendor chunks split off its group).
    source = 'rspack chunks and their siblings (stats JSON of the root build)';
    const byId = new Map(stats.chunks.map((c) => [c.id, c]));
    const named = stats.chunks.filter((c) => c.names?.length && !c.initial);
    const covered = new Set(named.flatMap((c) => [c.id, ...(c.siblings ?? [])]));
    groups = [
      ...named.map((c) => [c.names[0], [c, ...(c.siblings ?? []).map((id) => byId.get(id))].flatMap((x) => x?.files ?? [])]),
      // Lazy chunks outside any named group (e.g. a library's own dynamic import).
      ...stats.chunks.filter((c) => !c.initial && !covered.has(c.id)).map((c) => [`(unnamed ${c.id})`, c.files ?? []]),
    ];
  } else {
    source = 'chunk file names (no stats or manifest)';
    groups = [...sizes.keys()].filter((f) => !eager.has(f)).map((f) => [chunkName(f), [f]]);
  }

  const rows = groups
    .filter(([name]) => name !== 'main')
    .map(([name, files]) => {
      const lazy = files.filter((f) => !eager.has(f) && sizes.has(f));
      const gzip = lazy.reduce((s, f) => s + sizes.get(f).gzip, 0);
      const raw = lazy.reduce((s, f) => s + sizes.get(f).raw, 0);
      return { name, files: lazy, raw, gzip };
    })
    .filter((r) => r.files.length)
    .sort((a, b) => Number(!a.name.startsWith('plugin-')) - Number(!b.name.startsWith('plugin-')) || a.name.localeCompare(b.name));
  const counts = new Map();
  for (const r of rows) for (const f of r.files) counts.set(f, (counts.get(f) ?? 0) + 1);
  const sharedOnce = [...counts].filter(([, n]) => n > 1).reduce((s, [f]) => s + sizes.get(f).gzip, 0);
  return { source, rows, sharedOnce };
}
