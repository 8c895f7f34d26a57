/**
 * The kernel knows no built-in plugin's view or slot (issue 34, v3): every view name and slot id the
 * built-in manifests declare is absent from the string literals of kernel/src's code. The kernel
 * reaches a plugin view only through data (a manifest's `opens` role, a title in its `titles`), and a
 * slot only through the manifest that declares it. Tests are left out: they may name fixtures.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import type { PluginManifest } from '@gangway/kernel';
import { builtinPlugins } from './index';

const kernelSrc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../kernel/src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [file] : [];
  });
}

/** A message's text (`'view.Account': 'Account'`): a word of the catalogue, which may equal a view name. */
const isMessageText = (node: ts.Node) =>
  ts.isPropertyAssignment(node.parent) && node.parent.initializer === node
  && ts.isStringLiteral(node.parent.name) && node.parent.name.text.includes('.');

/** Every string literal of a file (quotes, templates' fixed parts) but a message's text, with its line. */
function literals(file: string): { text: string; line: number }[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: { text: string; line: number }[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) && !isMessageText(node)) {
      found.push({ text: node.text, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1 });
    }
    node.forEachChild(visit);
  };
  visit(source);
  return found;
}

const merged = () => Promise.all(builtinPlugins.map(async (m) => ({ ...m, ...(await m.details?.()) }) as PluginManifest));

describe('kernel/src', () => {
  it('names no built-in plugin\'s view or slot', async () => {
    const manifests = await merged();
    const views = new Set(manifests.flatMap((m) => m.views ?? []));
    const slots = new Set(manifests.flatMap((m) => m.slots ?? []));
    // The lists are the real ones (a manifest losing its views would make this pass vacuously).
    expect(views.has('Connect') && views.has('Send') && views.size).toBeGreaterThan(25);
    expect(slots.has('account.walletFeatures') && slots.size).toBeGreaterThanOrEqual(5);
    const files = sourceFiles(kernelSrc);
    expect(files.length).toBeGreaterThan(100);
    const hits = files.flatMap((file) => literals(file)
      .filter((l) => views.has(l.text) || slots.has(l.text))
      .map((l) => `${path.relative(kernelSrc, file)}:${l.line} '${l.text}'`));
    expect(hits).toEqual([]);
  });

  it('the built-in views all declare a title, and the roles the kernel opens are filled', async () => {
    const manifests = await merged();
    for (const m of manifests) {
      for (const v of m.views ?? []) expect(Object.hasOwn(m.titles ?? {}, v), `${m.id}: view ${v} declares no title`).toBe(true);
    }
    const roles = manifests.flatMap((m) => Object.keys(m.opens ?? {}));
    expect(roles.sort()).toEqual(['connected', 'disconnected', 'network']);
  });
});
