// A plugin's src/public.ts (its `./public` entry) is its contract for other plugins and for hosts:
// service keys, slot ids, types, tiny helpers — no React (docs/plugins.md §5). React helpers live in
// the plugin's `./react` entry (src/react.ts). This walks every public.ts's static imports (type-only
// ones too: the contract names no React type either) through the plugin's own files and the workspace
// packages it reaches, and fails on React, a `/react` entry or a .tsx file. Dynamic imports are lazy
// chunks, not part of what importing the contract pulls, so the walk does not follow them; nor does
// it follow @gangway/kernel, which every host loads anyway.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const rel = (file) => path.relative(root, file);

/** `react`, `react-dom`, `@gangway/kernel/react`, `@gangway/plugin-x/react`, `@tanstack/react-virtual`, … */
const REACT_SPEC = /(^|[/@])react($|[/-])/;

/** Every public.ts of a plugin or a plugin template (the template follows the same rule). */
const contracts = ['plugins', 'templates']
  .flatMap((group) => readdirSync(path.join(root, group)).map((name) => path.join(root, group, name, 'src/public.ts')))
  .filter((file) => existsSync(file));

/** The static import and re-export specifiers of a source file (not `import()`). */
function staticSpecifiers(file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  return source.statements
    .filter((s) => (ts.isImportDeclaration(s) || ts.isExportDeclaration(s)) && s.moduleSpecifier && ts.isStringLiteral(s.moduleSpecifier))
    .map((s) => s.moduleSpecifier.text);
}

const asFile = (base) => ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((f) => existsSync(f) && statSync(f).isFile());

/** A workspace package's entry file (through its package.json `exports`), or undefined for npm packages. */
function workspaceEntry(spec) {
  const [scope, name, ...rest] = spec.split('/');
  if (scope !== '@gangway') return undefined;
  const pkgDir = path.join(root, 'node_modules', scope, name);
  const pkg = JSON.parse(readFileSync(path.join(pkgDir, 'package.json'), 'utf8'));
  const target = pkg.exports?.[rest.length ? `./${rest.join('/')}` : '.'] ?? pkg.main;
  return typeof target === 'string' ? asFile(path.resolve(pkgDir, target)) : undefined;
}

/** The React reached from `entry`: each as "what (via file)". */
function reactReached(entry) {
  const found = [];
  const seen = new Set();
  const queue = [entry];
  while (queue.length) {
    const file = queue.shift();
    if (seen.has(file)) continue;
    seen.add(file);
    if (file.endsWith('.tsx')) found.push(`${rel(file)} (a React file)`);
    for (const spec of staticSpecifiers(file)) {
      if (REACT_SPEC.test(spec)) { found.push(`${spec} (in ${rel(file)})`); continue; }
      if (spec === '@gangway/kernel') continue;
      const next = spec.startsWith('.') ? asFile(path.resolve(path.dirname(file), spec)) : workspaceEntry(spec);
      if (next) queue.push(next);
    }
  }
  return found;
}

describe("a plugin's public.ts is a pure contract", () => {
  it('finds the plugins\' contracts', () => {
    expect(contracts.map(rel)).toEqual(expect.arrayContaining(['plugins/pay/src/public.ts', 'plugins/siwx/src/public.ts', 'plugins/headless/src/public.ts']));
  });

  it.each(contracts.map((file) => [rel(file), file]))('%s imports no React, directly or through its files', (_name, file) => {
    expect(reactReached(file)).toEqual([]);
  });

  it('the walk sees React behind a re-export (the headless React entry, which public.ts must not be)', () => {
    expect(reactReached(path.join(root, 'plugins/headless/src/react.ts'))).toEqual(expect.arrayContaining([
      'react (in plugins/headless/src/use-headless.ts)',
      '@gangway/kernel/react (in plugins/headless/src/use-headless.ts)',
      'plugins/headless/src/WalletButton.tsx (a React file)',
    ]));
  });
});
