/**
 * Every built-in plugin is also emitted as a content-hashed federated remote (dist/remotes/<id>/),
 * listed with its entry's integrity in dist/remotes/gangway-remotes.json — the list a host with
 * `source: 'remote'` reads. A bundle takes the kernel and React from the host (no copy of either in
 * it) and the federation runtime too. Builds the remote bundles if missing.
 */
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dist = path.join(root, 'dist', 'remotes');
const builtinIds = readdirSync(path.join(root, 'plugins'))
  .filter((d) => d !== 'example-remote' && ['plugin.tsx', 'plugin.ts'].some((f) => existsSync(path.join(root, 'plugins', d, 'src', f))))
  .sort();
const filesOf = (id) => {
  const chunks = path.join(dist, id, 'chunks');
  return [...readdirSync(path.join(dist, id)).filter((f) => f.endsWith('.js')).map((f) => path.join(dist, id, f)),
    ...(existsSync(chunks) ? readdirSync(chunks).map((f) => path.join(chunks, f)) : [])];
};

describe('built-in plugins as remote bundles', () => {
  let list;
  beforeAll(() => {
    if (!existsSync(path.join(dist, 'gangway-remotes.json'))) {
      execSync('npx rspack build -c rspack.config.ts', { cwd: root, stdio: 'ignore', env: { ...process.env, GANGWAY_ONLY: 'remotes' } });
    }
    list = JSON.parse(readFileSync(path.join(dist, 'gangway-remotes.json'), 'utf8'));
  }, 120_000);

  it('lists every built-in plugin, each entry content-hashed and pinned by its sha384', () => {
    expect(list.version).toBe(1);
    expect(Object.keys(list.plugins).sort()).toEqual(builtinIds);
    for (const [id, p] of Object.entries(list.plugins)) {
      expect(p.entry).toMatch(new RegExp(`^${id}/remoteEntry\\.[0-9a-f]{8}\\.js$`));
      expect(p.name).toBe(`gangway_builtin_${id.replace(/[^a-zA-Z0-9]/g, '_')}`);
      const bytes = readFileSync(path.join(dist, p.entry));
      expect(p.integrity, id).toBe(`sha384-${createHash('sha384').update(bytes).digest('base64')}`);
    }
  });

  it('bundles carry no kernel, no React and no federation runtime of their own; their chunks carry SRI', () => {
    for (const [id, p] of Object.entries(list.plugins)) {
      const entry = readFileSync(path.join(dist, p.entry), 'utf8');
      expect(entry, id).toContain('_FEDERATION_BUNDLER_RUNTIME');
      expect(entry, id).not.toContain('registerRemotes');
      if (filesOf(id).length > 2) expect(entry, id).toMatch(/sriHashes=\{[^}]*sha384-/);
      for (const file of filesOf(id)) {
        const code = readFileSync(file, 'utf8');
        // The kernel's error catalogue (every plugin imports ERRORS from the kernel) and React's element symbol.
        expect(code, path.relative(dist, file)).not.toContain('Cannot set both siweConfig and siwx options');
        expect(code, path.relative(dist, file)).not.toContain('react.transitional.element');
      }
    }
  });
});
