/**
 * The widget's eager cost — the demo's initial JS, plus the startup chunk every non-basic page load
 * fetches, minus a bare React app built the same way — is at most 20 KB gzip with every built-in
 * plugin registered. Bytes of a build are deterministic, so this
 * is enforced here (speed is only ever measured by benchmarks). Builds demo + floor if missing.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EAGER_BUDGET_GZIP, widgetEagerCost } from '../../scripts/size-lib.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dist = path.join(root, 'dist');

describe('eager size budget', () => {
  it('keeps the widget eager cost within 20 KB gzip and every plugin out of the initial JS', () => {
    if (!existsSync(path.join(dist, 'demo/index.html')) || !existsSync(path.join(dist, 'floor/index.html'))) {
      execSync('npx rspack build -c rspack.config.ts', { cwd: root, stdio: 'ignore', env: { ...process.env, GANGWAY_ONLY: 'demo,floor' } });
    }
    const { demo, costGzip, pageLoadCostGzip } = widgetEagerCost(dist);
    expect(costGzip).toBeGreaterThan(0);
    // The budget covers everything the widget fetches before the first click, in any mode.
    expect(pageLoadCostGzip).toBeLessThanOrEqual(EAGER_BUDGET_GZIP);
    // Plugins, the modal UI and the runtime are never part of the initial JS.
    expect(demo.files.filter((f) => f.eager).map((f) => f.name)).toEqual(['main']);
    const lazy = demo.files.filter((f) => !f.eager).map((f) => f.name);
    expect(lazy).toEqual(expect.arrayContaining(['gangway-ui', 'gangway-runtime']));
  }, 120_000);
});
