// docs/plugins.md §10 "The packages" against the packages themselves: every published package
// (scripts/build-packages.mjs packageDirs) has a row, and each row's entries are its package.json
// `exports` (less `./package.json`), so the table cannot drift from what `npm run sdk:pack` ships.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { packageDirs } from '../../scripts/build-packages.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const docs = readFileSync(path.join(root, 'docs/plugins.md'), 'utf8');
const section = docs.slice(docs.indexOf('### The packages'), docs.indexOf('### How they are built and packed'));
/** Each table row: package name → its listed entries. */
const rows = new Map([...section.matchAll(/^\| `(@gangway\/[\w-]+)` \| ([^|]*) \|/gm)].map((m) => [m[1], [...m[2].matchAll(/`([^`]+)`/g)].map((e) => e[1])]));
const packages = packageDirs().map((dir) => JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8')));
// No `exports` (builtin-plugins: `main` only) or a string: the package's one entry, `.`.
const entries = (pkg) => (!pkg.exports || typeof pkg.exports === 'string' ? ['.'] : Object.keys(pkg.exports).filter((k) => k !== './package.json'));

describe('docs/plugins.md §10 package table', () => {
  it('lists every published package, and nothing else', () => {
    expect([...rows.keys()].sort()).toEqual(packages.map((p) => p.name).sort());
    expect(section).toContain(`The ${packages.length} published packages`);
  });

  it.each(packages.map((p) => [p.name, p]))('%s: the entries its package.json exports', (name, pkg) => {
    expect(rows.get(name)).toEqual(entries(pkg));
  });

  it("names the validation library the kernel's code imports (valibot; zod is the later plugins')", () => {
    const kernelFiles = readdirSync(path.join(root, 'kernel/src'), { recursive: true }).filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));
    const imports = (lib) => kernelFiles.some((f) => new RegExp(`from '${lib}(/[\\w-]+)?'`).test(readFileSync(path.join(root, 'kernel/src', f), 'utf8')));
    expect(imports('valibot')).toBe(true);
    expect(imports('zod')).toBe(false);
    expect(section).toMatch(/kernel's `immer`, `valibot`/);
    expect(section).not.toMatch(/kernel's[^.]*`zod`/);
  });
});
