/**
 * What the first click fetches carries no module twice: the kernel's message catalogue (imported by
 * most plugins) lives in the runtime chunk only (kernel/src/bundler/first-open.ts, gangwayKernelShared) instead of a copy
 * in each plugin chunk — three copies in the basic click's wave, five with every feature on, before. Bytes of a build are deterministic. Builds the demo if missing.
 */
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FIRST_WAVE, FIRST_WAVE_BUDGET_GZIP, firstWaveCost } from '../../scripts/size-wave.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const demo = path.join(root, 'dist', 'demo');
/** The chunks of the click's wave, basic mode and every feature on (test/e2e/kernel/first-open.spec.ts). */
const FIRST_VIEW = FIRST_WAVE.all;
/** Two texts of kernel/src/errors/messages.ts, as the minified code keeps them. */
const CATALOGUE_TEXTS = ['No ActiveCaipAddress found', 'Signature declined'];

describe('the first click fetches each module once', () => {
  const build = () => {
    if (!existsSync(path.join(demo, 'chunk-groups.json'))) {
      execSync('npx rspack build -c rspack.config.ts', { cwd: root, stdio: 'ignore', env: { ...process.env, GANGWAY_ONLY: 'demo' } });
    }
  };

  it('keeps the message catalogue in the runtime chunk alone', () => {
    build();
    const groups = JSON.parse(readFileSync(path.join(demo, 'chunk-groups.json'), 'utf8'));
    const [runtime] = groups['gangway-runtime'];
    const files = [...new Set(['gangway-runtime', ...FIRST_VIEW].flatMap((g) => groups[g]))];
    for (const text of CATALOGUE_TEXTS) {
      const holders = files.filter((f) => readFileSync(path.join(demo, f), 'utf8').includes(text));
      expect(holders, text).toEqual([runtime]);
    }
  });

  it(`keeps the basic click's wave within its budget (${FIRST_WAVE_BUDGET_GZIP / 1024} KB gzip): the bound of the cold click on a slow network`, () => {
    build();
    const { parts, gzip } = firstWaveCost(path.join(root, 'dist'));
    expect(parts.map((p) => p.file.replace(/^chunks\/|\.[0-9a-f]{8}\.js$/g, '')).sort()).toEqual([...FIRST_WAVE.basic].sort());
    expect(gzip).toBeLessThanOrEqual(FIRST_WAVE_BUDGET_GZIP);
  });
});
