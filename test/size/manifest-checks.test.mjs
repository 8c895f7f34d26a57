/**
 * The manifest checks (kernel/src/plugins/check-manifest.ts and the vocabulary they hold manifests to)
 * are a lazy chunk of their own, fetched with the runtime only for a plugin list with a manifest not
 * marked checked (kernel/src/api/kernel.ts): the runtime chunk and the click's wave of a host listing
 * the built-ins (the demo) carry none of them, and the build has one copy. Bytes of a build are
 * deterministic. Builds the demo if missing.
 */
import { describe, expect, it } from 'vitest';
import { demoChunkGroups, holders } from './demo-chunks.mjs';
import { FIRST_WAVE } from '../../scripts/size-wave.mjs';

/** Texts only the checks hold, as the minified code keeps them (INVALID_MANIFEST problems). */
const CHECK_TEXTS = ['unknown activation event', 'hooks that activate plugins', 'is registered twice', 'firstRequests must be a function of the options'];


describe('the manifest checks chunk', () => {
  it('holds the checks alone: out of the runtime and of the click\'s wave, one copy in the build', () => {
    const g = demoChunkGroups();
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
