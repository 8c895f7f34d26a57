/**
 * A ~1 KB remote plugin costs at most 5 KB gzip to load: the example remote's entry and its exposed
 * module's chunks, built without a federation runtime of their own (the host provides it; its
 * runtime chunk, fetched once for all remotes, is reported beside). Bytes of a build are
 * deterministic. Builds the example remote and the demo if missing.
 */
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { REMOTE_BUDGET_GZIP, remotePluginCost } from '../../scripts/size-lib.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dist = path.join(root, 'dist');

describe('remote plugin size budget', () => {
  it("keeps loading the example remote within 5 KB gzip, with no federation runtime of its own", () => {
    if (!existsSync(path.join(dist, 'example-remote', 'mf-manifest.json')) || !existsSync(path.join(dist, 'demo', 'chunk-groups.json'))) {
      execSync('npx rspack build -c rspack.config.ts', { cwd: root, stdio: 'ignore', env: { ...process.env, GANGWAY_ONLY: 'example-remote,demo' } });
    }
    const cost = remotePluginCost(dist);
    expect(cost.own.map((f) => f.file)).toEqual(['remoteEntry.js', expect.stringMatching(/^chunks\/__federation_expose_plugin\.[0-9a-f]{8}\.js$/)]);
    expect(cost.ownGzip).toBeLessThanOrEqual(REMOTE_BUDGET_GZIP);
    // The runtime lives in the host: none of runtime-core in the remote, all of it in the host's group.
    const entry = readFileSync(path.join(dist, 'example-remote', 'remoteEntry.js'), 'utf8');
    expect(entry).not.toContain('registerRemotes');
    expect(entry).toContain('_FEDERATION_BUNDLER_RUNTIME');
    expect(cost.hostRuntime.length).toBeGreaterThan(0);
    expect(cost.hostRuntime.some((f) => readFileSync(path.join(dist, 'demo', f.file), 'utf8').includes('registerRemotes'))).toBe(true);
    // Its own chunks are pinned by Subresource Integrity in the entry.
    expect(entry).toMatch(/sriHashes=\{[^}]*sha384-/);
  });
});
