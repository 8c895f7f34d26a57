/**
 * What the first click fetches (issue 11: one wave, the Connect view's code and nothing more), in gzip
 * bytes of the demo build: the bound of the cold click on a slow network (~5 ms per KB at 1.6 Mbit/s).
 * The lists name chunk groups; the Connect view's plugins come as one script (plugins/builtin/src/
 * first-view-sets.ts: its wallet rows, with every feature on its email and social rows too).
 * test/e2e/kernel/first-open.spec.ts checks what the browser requests.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { measureHost } from './size-lib.mjs';

const BASIC = ['gangway-runtime', 'gangway-ui', 'gangway-connect-view'];
/** Every feature on (the demo's `?mode=all`): the start-up chunk (remote project config), and the whole view with its email and social rows in one set. */
const ALL = ['gangway-runtime', 'gangway-ui', 'gangway-connect-logins', 'gangway-startup'];
export const FIRST_WAVE = { basic: BASIC, all: ALL };

/**
 * Budget of the basic click's wave (deterministic bytes; the cold-click time itself is a benchmark).
 * Raised 35 → 37 KB on 2026-11-28, plainly a regression of 3.1 KB (33.3 → 36.4 KB) paid for features:
 * the compact Connect view (ConnectWallets row, branding, wallet count: +1.2 KB), the keyboard path
 * into a shown frame (trap zones) with view titles from manifests and the error view's details (UI
 * chunk +1.0 KB), and the runtime's plugin-locale loader, view roles and trap-container list (+0.9 KB).
 * docs/benchmarks.md lists what could leave the wave again (the trap zones load only with a container).
 */
export const FIRST_WAVE_BUDGET_GZIP = 37 * 1024;

/** The files of those chunk groups (chunk-groups.json, written by the build) and their gzip total. */
export function firstWaveCost(dist, mode = 'basic', host = 'demo') {
  const dir = path.join(dist, host);
  const groups = JSON.parse(readFileSync(path.join(dir, 'chunk-groups.json'), 'utf8'));
  const files = [...new Set(FIRST_WAVE[mode].flatMap((g) => groups[g] ?? []))];
  const sizes = new Map(measureHost(dir).files.map((f) => [f.file, f.gzip]));
  const parts = files.map((file) => ({ file, gzip: sizes.get(file) ?? 0 }));
  return { parts, gzip: parts.reduce((s, p) => s + p.gzip, 0) };
}
