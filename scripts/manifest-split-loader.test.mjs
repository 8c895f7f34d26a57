/**
 * The build-time split of a plugin's one manifest file (manifest-split-loader.cjs): each form holds
 * what it should and nothing else, a file without deferred fields passes through, and input the split
 * cannot read fails the build with the file, the line and what to change.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const loader = require('./manifest-split-loader.cjs');
const { splitManifest, DETAIL_KEYS, ManifestSplitError } = loader;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const SAMPLE = `/** The prices plugin's manifest. */
import { defineManifest } from '@gangway/kernel';

const PRICES = 'Prices';

export const pricesManifest = defineManifest({
  id: 'prices',
  apiVersion: 2,
  // Its one view.
  views: [PRICES],
  // The dialog's name while it shows.
  titles: { Prices: { key: 'view.Prices', text: 'Price list' } },
  permissions: ['http'],
  contributes: { 'account.walletFeatures': [{ id: 'prices', label: 'Prices', view: PRICES }] },
  load: () => import('./plugin'),
});

declare module '@gangway/kernel' {
  interface PluginOptionsById { prices?: { currency?: string } }
}
`;

/** Each top-level object a module declares, by name, and its keys (through wrapping calls); `manifests`: only those given to defineManifest. */
function exportedObjects(text, { manifests = false } = {}) {
  const sf = ts.createSourceFile('out.ts', text, ts.ScriptTarget.Latest, true);
  const out = {};
  for (const st of sf.statements) {
    if (!ts.isVariableStatement(st)) continue;
    for (const d of st.declarationList.declarations) {
      let e = d.initializer;
      let defined = false;
      while (e && ts.isCallExpression(e)) {
        defined ||= ts.isIdentifier(e.expression) && e.expression.text === 'defineManifest';
        e = e.arguments[0];
      }
      if (e && ts.isObjectLiteralExpression(e) && (defined || !manifests)) out[d.name.text] = e.properties.map((p) => p.name.text);
    }
  }
  return out;
}

/** The text parses as TypeScript without an error. */
const parses = (text) => ts.createSourceFile('out.ts', text, ts.ScriptTarget.Latest, true).parseDiagnostics.length === 0;

describe('the eager form', () => {
  const eager = splitManifest(SAMPLE, { file: '/w/plugins/prices/src/manifest.ts' });

  it('holds the core and a lazy import of the same file for the rest, and no text of the deferred fields', () => {
    expect(parses(eager)).toBe(true);
    expect(exportedObjects(eager).pricesManifest).toEqual(['id', 'apiVersion', 'views', 'load', 'details']);
    expect(eager).toContain(`details: () => import(/* webpackChunkName: "plugin-details" */ './manifest.ts?details')`);
    for (const gone of ['Price list', 'view.Prices', "'http'", 'account.walletFeatures', "The dialog's name"]) expect(eager).not.toContain(gone);
    // The core's comments, the file's constants and its type augmentation stay as written.
    for (const kept of ['// Its one view.', "const PRICES = 'Prices';", 'interface PluginOptionsById']) expect(eager).toContain(kept);
  });

  it('names the details chunk as the build asks, with the plugin folder for [name]', () => {
    expect(splitManifest(SAMPLE, { file: '/w/plugins/adapter-x/src/manifest.ts', chunkName: 'plugin-[name]-details' })).toContain('webpackChunkName: "plugin-adapter-x-details"');
  });

  it("imports the details from the file it is given (the published packages' own manifest-details.js)", () => {
    const published = splitManifest(SAMPLE, { file: '/w/dist/sdk/tsc/plugins/prices/src/manifest.js', detailsSpecifier: './manifest-details.js' });
    expect(published).toContain(`details: () => import(/* webpackChunkName: "plugin-details" */ './manifest-details.js')`);
    expect(published).not.toContain('?details');
    expect(exportedObjects(published).pricesManifest).toEqual(['id', 'apiVersion', 'views', 'load', 'details']);
  });

  it('the core form has neither the deferred fields nor a loader for them', () => {
    const core = splitManifest(SAMPLE, { mode: 'core' });
    expect(exportedObjects(core).pricesManifest).toEqual(['id', 'apiVersion', 'views', 'load']);
    expect(core).not.toContain('?details');
  });
});

describe('the details form', () => {
  const details = splitManifest(SAMPLE, { mode: 'details' });

  it('holds only the deferred fields, with their comments, as the named export and the default', () => {
    expect(parses(details)).toBe(true);
    expect(exportedObjects(details).pricesManifest).toEqual(['titles', 'permissions', 'contributes']);
    expect(details).toContain("// The dialog's name while it shows.");
    expect(details).toMatch(/export default pricesManifest;\s*$/);
    // No core field and no loader: the plugin's code is not reachable from it.
    for (const gone of ["\n  id: 'prices'", 'apiVersion', "import('./plugin')", '// Its one view.']) expect(details).not.toContain(gone);
    // A constant a deferred field uses is still declared.
    expect(details).toContain("const PRICES = 'Prices';");
  });

  it('is what the loader gives for a request with ?details, whatever its options', () => {
    const ctx = { resourceQuery: '?details', resourcePath: '/w/plugins/prices/src/manifest.ts', getOptions: () => ({ mode: 'eager' }) };
    expect(loader.call(ctx, SAMPLE)).toBe(details);
    expect(loader.call({ ...ctx, resourceQuery: '?core' }, SAMPLE)).toBe(splitManifest(SAMPLE, { mode: 'core' }));
    expect(loader.call({ ...ctx, resourceQuery: '' }, SAMPLE)).toBe(splitManifest(SAMPLE, { file: ctx.resourcePath }));
  });
});

describe('what passes through', () => {
  it('a manifest without deferred fields is left exactly as written', () => {
    const plain = "import { defineManifest } from '@gangway/kernel';\nexport const aManifest = defineManifest({ id: 'a', apiVersion: 2, load: () => import('./plugin') });\n";
    expect(splitManifest(plain)).toBe(plain);
    expect(splitManifest(plain, { mode: 'core' })).toBe(plain);
  });

  it('a manifest made by a function (a remote whose entry the host passes) is not a manifest of the file', () => {
    const factory = "export const remoteManifest = (entry: string) => defineManifest({ id: 'r', apiVersion: 2, permissions: ['http'], remote: { name: 'r', entry, module: './plugin', integrity: '' } });\n";
    expect(splitManifest(factory)).toBe(factory);
  });

  it('a wrapped manifest (markChecked) is split inside its wrapper; two in one file each pick their own details', () => {
    const two = `export const aManifest = /*#__PURE__*/ markChecked(defineManifest({ id: 'a', apiVersion: 2, title: 'A', load: () => import('./a') }));
export const bManifest = defineManifest({ id: 'b', apiVersion: 2, permissions: ['http'], load: () => import('./b'), });
`;
    const eager = splitManifest(two);
    expect(parses(eager)).toBe(true);
    expect(exportedObjects(eager)).toEqual({ aManifest: ['id', 'apiVersion', 'load', 'details'], bManifest: ['id', 'apiVersion', 'load', 'details'] });
    expect(eager).toContain("'./manifest.ts?details').then((d) => d.aManifest)");
    expect(eager).toContain("'./manifest.ts?details').then((d) => d.bManifest)");
    const details = splitManifest(two, { mode: 'details' });
    expect(exportedObjects(details)).toEqual({ aManifest: ['title'], bManifest: ['permissions'] });
    expect(details).not.toContain('export default');
  });
});

describe('input the split cannot read fails the build, naming the file and the line', () => {
  const file = '/w/plugins/bad/src/manifest.ts';
  const cases = [
    ['a spread', "export const m = defineManifest({\n  ...base,\n  id: 'm', apiVersion: 2,\n});", /manifest\.ts:2: cannot split the manifest: m spreads another object; write its fields out/],
    ['a computed key', "export const m = defineManifest({ id: 'm', apiVersion: 2, [KEY]: ['http'] });", /manifest\.ts:1: .*m has a computed key/],
    ['no object literal', 'export const m = defineManifest(base);', /manifest\.ts:1: .*defineManifest\(…\) of m must be given an object literal/],
    ['a syntax error', "export const m = defineManifest({ id: 'm',, });", /manifest\.ts:1: cannot split the manifest: /],
    ['a destructured export', 'export const { m } = defineManifest({ id: "m", apiVersion: 2 });', /must be exported by name/],
  ];
  for (const [what, text, message] of cases) {
    it(what, () => {
      expect(() => splitManifest(text, { file })).toThrow(ManifestSplitError);
      expect(() => splitManifest(text, { file })).toThrow(message);
    });
  }
});

it("defers exactly the fields of the kernel's ManifestDetails type", () => {
  const text = readFileSync(path.join(root, 'kernel/src/plugins/manifest.ts'), 'utf8');
  const pick = /export type ManifestDetails = Pick<PluginManifest, ([^>]+)>/.exec(text);
  expect(pick, 'ManifestDetails is a Pick of PluginManifest').not.toBeNull();
  expect([...pick[1].matchAll(/'([a-zA-Z]+)'/g)].map((m) => m[1]).sort()).toEqual([...DETAIL_KEYS].sort());
});

it("splits every plugin's manifest into two halves that together are the file's manifest", () => {
  const dirs = readdirSync(path.join(root, 'plugins')).filter((d) => existsSync(path.join(root, 'plugins', d, 'src/manifest.ts')));
  let split = 0;
  for (const d of dirs) {
    const file = path.join(root, 'plugins', d, 'src/manifest.ts');
    const text = readFileSync(file, 'utf8');
    const whole = exportedObjects(text, { manifests: true });
    const core = exportedObjects(splitManifest(text, { file, mode: 'core' }));
    const details = exportedObjects(splitManifest(text, { file, mode: 'details' }));
    for (const [name, keys] of Object.entries(whole)) {
      split += 1;
      expect([...core[name], ...details[name]].sort(), `${d}: ${name}`).toEqual([...keys].sort());
      expect(core[name].filter((k) => DETAIL_KEYS.includes(k)), `${d}: ${name}`).toEqual([]);
      expect(details[name].every((k) => DETAIL_KEYS.includes(k)), `${d}: ${name}`).toBe(true);
    }
  }
  // Every built-in plugin and adapter has a manifest the build splits (the example remote's is a function).
  expect(split).toBe(dirs.filter((d) => d !== 'example-remote').length);
});
