/**
 * The manifest checks (kernel/src/plugins/check-manifest.ts and the vocabulary they hold manifests to)
 * are a lazy chunk of their own, fetched with the runtime only for a plugin list with a manifest not
 * marked checked (kernel/src/api/kernel.ts): the runtime chunk and the click's wave of a host listing
 * the built-ins (the demo) carry none of them, and the build has one copy. Bytes of a build are
 * deterministic. Builds the demo if missing.
 */
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FIRST_WAVE } from '../../scripts/size-wave.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const demo = path.join(root, 'dist', 'demo');
/** Texts only the checks hold, as the minified code keeps them (INVALID_MANIFEST problems). */
const CHECK_TEXTS = ['unknown activation event', 'hooks that activate plugins', 'is registered twice', 'contributes to unknown slot'];

function groups() {
  if (!existsSync(path.join(demo, 'chunk-groups.json'))) {
    execSync('npx rspack build -c rspack.config.ts', { cwd: root, stdio: 'ignore', env: { ...process.env, GANGWAY_ONLY: 'demo' } });
  }
  return JSON.parse(readFileSync(path.join(demo, 'chunk-groups.json'), 'utf8'));
}
const holders = (files, text) => files.filter((f) => readFileSync(path.join(demo, f), 'utf8').includes(text));

describe('the manifest checks chunk', () => {
  it('holds the checks alone: out of the runtime and of the click\'s wave, one copy in the build', () => {
    const g = groups();
    const checks = g['gangway-manifest-checks'];
    expect(checks).toHaveLength(1);
    const wave = [...new Set(['main', ...FIRST_WAVE.all].flatMap((name) => g[name] ?? []))];
    expect(wave).toContain(g['gangway-runtime'][0]);
    expect(wave).not.toContain(checks[0]);
    const all = [...new Set(Object.values(g).flat())];
    for (const text of CHECK_TEXTS) {
      expect(holders(wave, text), text).toEqual([]);
      expect(holders(all, text), text).toEqual(checks);
    }
  });
});
