/**
 * Sign-in and WalletConnect know no chain family by name (issue 34, v3): what they need of a family
 * comes from its chain plugin's service (`chainFamily:<namespace>`: `signIn`, `walletConnect`), so a
 * fourth family is a fourth plugin and no edit here. Asserted over the string literals of their code
 * (quotes, templates' fixed parts): none is a built-in family's namespace or starts with one
 * ('eip155', 'eip155:1', `solana:${ref}`). The manifests are left out — their `namespaces` list is
 * the declaration of which wallet hooks the plugin may tap, data the kernel checks — and so are tests.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { chainBip122Manifest } from '@gangway/plugin-chain-bip122/manifest';
import { chainEip155Manifest } from '@gangway/plugin-chain-eip155/manifest';
import { chainSolanaManifest } from '@gangway/plugin-chain-solana/manifest';

const plugins = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CHECKED = ['siwx'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'test-util' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) && !/^manifest(-details)?\.ts$/.test(e.name) ? [file] : [];
  });
}

function literals(file: string): { text: string; line: number }[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: { text: string; line: number }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) {
      found.push({ text: node.text, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1 });
    }
    node.forEachChild(visit);
  };
  visit(source);
  return found;
}

describe('family names', () => {
  it.each(CHECKED)('plugins/%s/src names no built-in chain family', (plugin) => {
    // The families are the ones the chain plugins serve ('chainFamily:<namespace>' in `provides`).
    const families = [chainEip155Manifest, chainSolanaManifest, chainBip122Manifest]
      .flatMap((m) => m.provides ?? []).filter((id) => id.startsWith('chainFamily:')).map((id) => id.slice('chainFamily:'.length));
    expect(families).toHaveLength(3);
    const files = sourceFiles(path.join(plugins, plugin, 'src'));
    expect(files.length).toBeGreaterThan(10);
    const hits = files.flatMap((file) => literals(file)
      .filter((l) => families.some((ns) => l.text === ns || l.text.startsWith(`${ns}:`)))
      .map((l) => `${path.relative(plugins, file)}:${l.line} '${l.text}'`));
    expect(hits).toEqual([]);
  });
});
