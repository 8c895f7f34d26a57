/**
 * The rows of the plugin-combination matrix, derived from the manifests (no list of plugins here):
 * - pairwise: every feature switch a manifest declares, on/off, all pairs covered (pairwise.ts);
 * - basic mode (`?mode=basic`, switches left to their defaults);
 * - WalletConnect off, EIP-6963 off (the issue names these two host switches; everything else on);
 * - each plugin alone with its dependencies: its switch and those of the plugins it needs
 *   (`dependsOn`, and the providers of the services it `requires`, transitively) on, every other
 *   switch off. A plugin whose entry points live in the Account view (it contributes to an
 *   `account.*` slot) keeps the test wallet's connector on too: without a connection there is no
 *   Account view to reach it from.
 * - every built-in plugin taken from its federated remote bundle on another origin (`?source=remote`),
 *   every switch on.
 * Rows with the same settings are merged (their names joined). A manifest added to the built-in
 * list brings its switch into the pairwise rows and its own "alone" row.
 */
import type { PluginManifest } from '@gangway/kernel';
import { pairwise } from './pairwise';

export interface MatrixRow {
  name: string;
  basic: boolean;
  /** Feature path ('features.send', 'enableWalletConnect') → on/off. Paths left out keep their defaults. */
  switches: Record<string, boolean>;
  /** 'remote': the built-in plugins come from their remote bundles (the demo's ?source=remote). */
  source?: 'remote';
}

/** The switch that gates injected (EIP-6963) wallets: the test wallet connects through it. */
export const TEST_WALLET_SWITCH = 'enableEIP6963';

/** Every distinct feature switch the manifests declare, in manifest order. */
export const switchesOf = (manifests: readonly PluginManifest[]) =>
  [...new Set(manifests.flatMap((m) => (m.feature ? [m.feature] : [])))];

/** A plugin's dependencies, transitively: plugins it names in `dependsOn`, providers of what it `requires`. */
export function dependenciesOf(id: string, manifests: readonly PluginManifest[]): PluginManifest[] {
  const byId = new Map(manifests.map((m) => [m.id, m]));
  const out = new Map<string, PluginManifest>();
  const visit = (m: PluginManifest) => {
    const direct = [
      ...(m.dependsOn ?? []).map((d) => byId.get(d)),
      ...(m.requires ?? []).flatMap((s) => manifests.filter((p) => p.provides?.includes(s))),
    ];
    for (const d of direct) if (d && d.id !== id && !out.has(d.id)) { out.set(d.id, d); visit(d); }
  };
  const self = byId.get(id);
  if (self) visit(self);
  return [...out.values()];
}

/** Slots shown only in the Account view, which needs a connected wallet. */
export const needsConnection = (slot: string) => slot.startsWith('account.');

const allSwitches = (paths: string[], on: boolean) => Object.fromEntries(paths.map((p) => [p, on]));

export function matrixRows(manifests: readonly PluginManifest[]): MatrixRow[] {
  const paths = switchesOf(manifests);
  const rows: MatrixRow[] = [];

  const pairs = pairwise(Object.fromEntries(paths.map((p) => [p, [true, false]])));
  pairs.forEach((switches, i) => rows.push({ name: `pairwise ${i + 1}/${pairs.length}`, basic: false, switches }));

  rows.push({ name: 'basic mode', basic: true, switches: {} });
  for (const hostSwitch of ['enableWalletConnect', 'enableEIP6963']) {
    rows.push({ name: `${hostSwitch} off`, basic: false, switches: { ...allSwitches(paths, true), [hostSwitch]: false } });
  }

  rows.push({ name: 'all built-in plugins as remote bundles', basic: false, switches: allSwitches(paths, true), source: 'remote' });

  for (const m of manifests) {
    const on = new Set([m, ...dependenciesOf(m.id, manifests)].flatMap((p) => (p.feature ? [p.feature] : [])));
    if (Object.keys(m.contributes ?? {}).some(needsConnection) && paths.includes(TEST_WALLET_SWITCH)) on.add(TEST_WALLET_SWITCH);
    rows.push({ name: `${m.id} alone`, basic: false, switches: Object.fromEntries(paths.map((p) => [p, on.has(p)])) });
  }

  // Merge rows with identical settings.
  const merged = new Map<string, MatrixRow>();
  for (const r of rows) {
    const key = JSON.stringify([r.basic, r.source, Object.entries(r.switches).sort()]);
    const seen = merged.get(key);
    if (seen) seen.name += ` = ${r.name}`;
    else merged.set(key, { ...r, switches: { ...r.switches } });
  }
  return [...merged.values()];
}

/**
 * The demo page's query for a row: `features.<x>` through ?on= / ?off=, top-level switches through
 * ?enable= / ?disable= (hosts/demo/src/settings.ts); ?panel=0 leaves the control panel out.
 */
export function rowQuery(row: MatrixRow): string {
  const q = new URLSearchParams({ panel: '0' });
  if (row.basic) q.set('mode', 'basic');
  if (row.source) q.set('source', row.source);
  const lists: Record<string, string[]> = { on: [], off: [], enable: [], disable: [] };
  for (const [path, on] of Object.entries(row.switches)) {
    const feature = path.startsWith('features.') ? path.slice('features.'.length) : undefined;
    if (feature) lists[on ? 'on' : 'off'].push(feature);
    else lists[on ? 'enable' : 'disable'].push(path);
  }
  for (const [k, v] of Object.entries(lists)) if (v.length) q.set(k, v.join(','));
  return `?${q.toString().replace(/%2C/g, ',')}`;
}

/**
 * Switches of spec §3's remote features and the ids the project configuration answers them under
 * (kernel/src/remote/config.ts). The remote configuration wins over the host's switch (spec §4), so a
 * row turns these off in the devnet's project too, or the plugin would stay on.
 */
export const REMOTE_FEATURE_IDS: Record<string, string> = {
  'features.email': 'email',
  'features.socials': 'social',
  'features.swaps': 'swap',
  'features.onramp': 'onramp',
  'features.activity': 'activity',
  'features.reownBranding': 'reown_branding',
};

/** The project-configuration features a row needs (`devnet.setProject({ features })`), by config id. */
export function remoteConfigOf(row: MatrixRow): Record<string, boolean> {
  const out: Record<string, boolean> = {};
  for (const [path, on] of Object.entries(row.switches)) if (REMOTE_FEATURE_IDS[path]) out[REMOTE_FEATURE_IDS[path]] = on;
  return out;
}

/** Which plugins the row enables (undefined when it leaves a plugin's switch to its default). */
export function expectedEnabled(row: MatrixRow, manifests: readonly PluginManifest[]): Record<string, boolean> | undefined {
  const out: Record<string, boolean> = {};
  for (const m of manifests) {
    if (!m.feature) { out[m.id] = true; continue; }
    if (!(m.feature in row.switches)) return undefined;
    out[m.id] = row.switches[m.feature];
  }
  return out;
}
