/**
 * The kernel knows no built-in plugin's view, slot, message or chain family (issue 34, v3): every view
 * name and slot id the built-in manifests declare, every message key a plugin's locale files translate
 * (and the kernel's catalogue does not hold), and every family a chain plugin serves is absent from the
 * string literals of kernel/src's code. The kernel reaches a plugin view only through data (a
 * manifest's `opens` role, a title in its `titles`), a slot only through the manifest that declares it,
 * a text only through `t(key)` with the plugin's key, and a family only through a network's
 * `chainNamespace`. No file is excepted: the plugin harness defaults to a network of no real family
 * (testing/networks.ts). Test code is left out (tests and their *.test-util.ts helpers, such as the
 * kernel's EVM and Solana fixtures): it may name fixtures.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ALERTS, type PluginManifest } from '@gangway/kernel';
import { builtinPlugins } from './index';
import { FAKE_NAMESPACE } from '../../../test/fixtures/fakechain/src/chain';

const kernelSrc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../kernel/src');

/**
 * Test code, which may name fixtures: tests (`*.test.ts(x)`) and their helpers (`*.test-util.ts`, e.g.
 * the kernel's own network fixtures in testing/networks.test-util.ts). Helpers are left out of the
 * published package (tsconfig.build.json) and no kernel code imports them (checked below).
 */
const isTestCode = (name: string) => /\.test\.tsx?$|\.test-util\.tsx?$/.test(name);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(e.name) && !isTestCode(e.name) ? [file] : [];
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

const pluginsDir = path.resolve(kernelSrc, '../../plugins');

/** The locale modules (`<dir>/<tag>.ts`, messages as default export) of each directory, by path. */
async function localeModules(dirs: string[]): Promise<[string, Record<string, string> | undefined][]> {
  const files = dirs.filter((d) => existsSync(d)).flatMap((d) => readdirSync(d).filter((f) => f.endsWith('.ts')).map((f) => path.join(d, f)));
  return Promise.all(files.map(async (f) => [f, ((await import(f)) as { default?: Record<string, string> }).default] as [string, Record<string, string> | undefined]));
}
/** Every built-in plugin's own locale files; the built-in list's merged chunk (plugins/builtin) holds theirs again: left out, each owner counts. */
const pluginLocales = () => localeModules(readdirSync(pluginsDir).filter((p) => p !== 'builtin').map((p) => path.join(pluginsDir, p, 'src/locales')));
const kernelLocales = () => localeModules([path.join(kernelSrc, 'i18n/locales')]);

/** The keys of the kernel's English catalogue (i18n/en.ts, not an entry of the kernel: read as source). */
function englishKeys(): string[] {
  const source = ts.createSourceFile('en.ts', readFileSync(path.join(kernelSrc, 'i18n/en.ts'), 'utf8'), ts.ScriptTarget.Latest, true);
  const keys: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && node.name.getText(source) === 'en' && node.initializer) {
      let init: ts.Expression = node.initializer;
      while (ts.isAsExpression(init) || ts.isSatisfiesExpression(init) || ts.isParenthesizedExpression(init)) init = init.expression;
      if (!ts.isObjectLiteralExpression(init)) throw new Error('i18n/en.ts: en is no object literal');
      for (const p of init.properties) if (ts.isPropertyAssignment(p) && (ts.isStringLiteral(p.name) || ts.isIdentifier(p.name))) keys.push(p.name.text);
    }
    node.forEachChild(visit);
  };
  visit(source);
  if (keys.length < 20) throw new Error(`i18n/en.ts: only ${keys.length} keys read`);
  return keys;
}

/** The kernel's own texts: its UI (i18n/en.ts) and its §8 alerts, short and long. */
const kernelKeys = new Set([...englishKeys(), ...Object.keys(ALERTS).flatMap((kind) => [`alert.${kind}`, `alert.${kind}.long`])]);

/** A word of a literal: `eip155` in 'eip155', 'eip155:1' or 'chainFamily:eip155', not in 'xeip155'. */
const namesWord = (text: string, word: string) => new RegExp(`(^|[^a-z0-9])${word}([^a-z0-9]|$)`).test(text);

/** kernel/src's literals (tests aside), each as 'file:line 'text''. */
const kernelLiterals = () => sourceFiles(kernelSrc).flatMap((file) => literals(file).map((l) => ({ ...l, at: `${path.relative(kernelSrc, file)}:${l.line} '${l.text}'` })));

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

  it('names no built-in plugin\'s message key', async () => {
    const keys = new Set((await pluginLocales()).flatMap(([, m]) => Object.keys(m ?? {})).filter((k) => !kernelKeys.has(k)));
    expect(keys.has('send.submit') && keys.size).toBeGreaterThan(300);
    expect(kernelLiterals().filter((l) => keys.has(l.text)).map((l) => l.at)).toEqual([]);
  });

  it('the kernel\'s locale files hold only kernel keys', async () => {
    // The pseudo-locale exports no messages: it transforms the English.
    const files = (await kernelLocales()).filter(([, m]) => m);
    expect(files.length).toBeGreaterThanOrEqual(3);
    for (const [file, m] of files) expect(Object.keys(m!).filter((k) => !kernelKeys.has(k)), file).toEqual([]);
  });

  it('names no chain family a built-in chain plugin serves', async () => {
    const manifests = await merged();
    // A chain plugin provides `chainFamily:<namespace>` (lib-wallet's chain-family contract) for its namespaces.
    const families = new Set(manifests.flatMap((m) => (m.provides ?? []).flatMap((s) => /^chainFamily:(.+)$/.exec(s)?.[1] ?? [])));
    for (const m of manifests) if (m.provides?.some((s) => s.startsWith('chainFamily:'))) for (const ns of m.namespaces ?? []) families.add(ns);
    expect([...families].sort()).toEqual(expect.arrayContaining(['bip122', 'eip155', 'solana']));
    const hits = kernelLiterals().filter((l) => [...families].some((ns) => namesWord(l.text, ns))).map((l) => l.at);
    expect(hits).toEqual([]);
  });

  it('keeps its test helpers (*.test-util.ts) to its tests: no kernel code imports one, the published build leaves them out', () => {
    const helpers = (function all(dir: string): string[] {
      return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? all(path.join(dir, e.name)) : /\.test-util\.tsx?$/.test(e.name) ? [path.join(dir, e.name)] : []));
    })(kernelSrc);
    expect(helpers.map((f) => path.relative(kernelSrc, f))).toContain('testing/networks.test-util.ts');
    // Every import of every kernel file that is not test code, resolved against its folder.
    const imports = sourceFiles(kernelSrc).flatMap((file) => ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles
      .filter((f) => f.fileName.startsWith('.'))
      .map((f) => ({ from: path.relative(kernelSrc, file), to: path.resolve(path.dirname(file), f.fileName) })));
    expect(imports.length).toBeGreaterThan(300);
    expect(imports.filter((i) => /\.test-util(\.tsx?)?$/.test(i.to)).map((i) => `${i.from} -> ${path.relative(kernelSrc, i.to)}`)).toEqual([]);
    // tsconfig.build.json (the SDK build) excludes them; it is JSON with comments.
    const build = ts.parseConfigFileTextToJson('tsconfig.build.json', readFileSync(path.resolve(kernelSrc, '../../tsconfig.build.json'), 'utf8'));
    expect((build.config as { exclude: string[] }).exclude).toContain('**/*.test-util.ts');
  });

  it('names no namespace anywhere in its text: code, comments, identifiers (as `git grep -i` would find it)', async () => {
    const manifests = await merged();
    // Every namespace a built-in plugin serves (walletconnect's polkadot and cosmos among them) and the
    // fourth family of the fixtures (test/fixtures/fakechain), with its name.
    const names = new Set([...manifests.flatMap((m) => m.namespaces ?? []), FAKE_NAMESPACE, 'fakechain']);
    expect([...names]).toEqual(expect.arrayContaining(['bip122', 'eip155', 'solana', 'polkadot', 'cosmos', 'fakechn']));
    const hits = sourceFiles(kernelSrc).flatMap((file) => readFileSync(file, 'utf8').split('\n').flatMap((text, i) =>
      [...names].filter((ns) => text.toLowerCase().includes(ns)).map((ns) => `${path.relative(kernelSrc, file)}:${i + 1} ${ns}`)));
    expect(hits).toEqual([]);
  });
});
