/**
 * Host adapters cost nothing to a host that configures none, and little to one that does: no adapter
 * code (found by the adapters' plugin ids, which every build of an adapter carries) in the demo or the
 * size probe; each adapter's host-side part within 5 KB gzip, its plugin a lazy chunk of its own.
 * Builds what is missing.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ADAPTER_BUDGET_GZIP, ADAPTER_IDS, adapterCodeIn, adapterCosts } from '../../scripts/size-lib.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dist = path.join(root, 'dist');
const need = ['demo', 'probe', 'headless', 'wagmi', 'universal', ...ADAPTER_IDS.map((id) => `size-adapter-${id}`)].filter((h) => !existsSync(path.join(dist, h, 'index.html')) && !existsSync(path.join(dist, h)));

describe('host adapter sizes', () => {
  if (need.length) execSync('npx rspack build -c rspack.config.ts', { cwd: root, stdio: 'ignore', env: { ...process.env, GANGWAY_ONLY: need.join(',') } });

  it('a host without adapters carries zero bytes of adapter code', () => {
    expect(adapterCodeIn(path.join(dist, 'demo'))).toEqual([]);
    expect(adapterCodeIn(path.join(dist, 'probe'))).toEqual([]);
    // The headless host uses the widget without any adapter: none of their bytes either.
    expect(adapterCodeIn(path.join(dist, 'headless'))).toEqual([]);
    // The measure does find adapter code where there is some.
    expect(adapterCodeIn(path.join(dist, 'wagmi')).some((hit) => hit.endsWith('adapter-wagmi'))).toBe(true);
    expect(adapterCodeIn(path.join(dist, 'universal')).some((hit) => hit.endsWith('adapter-universal'))).toBe(true);
  });

  it("each adapter's own cost: host side within budget, plugin lazy", () => {
    for (const a of adapterCosts(dist)) {
      expect(a.hostGzip, a.id).toBeGreaterThan(0);
      expect(a.hostGzip, a.id).toBeLessThanOrEqual(ADAPTER_BUDGET_GZIP);
      expect(a.pluginGzip, a.id).toBeGreaterThan(0);
    }
  });
});
