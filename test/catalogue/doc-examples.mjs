// Type-checks the ```ts / ```tsx examples of docs/plugins.md and docs/architecture.md against the
// repo's real packages, in one in-memory TypeScript program (so the docs cannot drift from the API).
//
// A block is compiled as a module unless an HTML comment marker on the line before it says otherwise:
//   <!-- example: fragment, not compiled: <reason> -->   skipped; the reason is required.
//   <!-- example: inside <code with …> -->                 the block replaces the `…` (a setup body, a
//                                                         manifest literal); KERNEL_PRELUDE is in scope
//                                                         unless the block has imports of its own.
//   <!-- example: module, with ./plugin = <repo path | doc#caption>, … -->
//                                                         a module whose relative imports are that real
//                                                         file or that doc's block under that caption
//                                                         (the line `src/plugin.tsx`: before its fence).
// Relative imports (`./plugin`, `./messages`) are the reader's own files: each gets a stub exporting
// every name the block imports from it as `any`, plus a default export.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const DOCS = ['docs/plugins.md', 'docs/architecture.md'];
// A virtual folder inside the repo, so that `@gangway/*` and `react` resolve through its node_modules.
const VROOT = path.join(ROOT, '.doc-examples');

/** What a wrapped fragment may use without importing it: the names a plugin's setup code always has. */
export const KERNEL_PRELUDE =
  "import { createServiceKey, createSliceKey, defineManifest, definePlugin, type LoadTogether, type PluginApi, type ViewProps } from '@gangway/kernel';";

const MARKER = /^<!--\s*example:\s*(.*?)\s*-->$/;

/** Every ```ts / ```tsx block of a doc: its 1-based fence line, language, body and marker (if any). */
export function extractBlocks(doc) {
  const lines = readFileSync(path.join(ROOT, doc), 'utf8').split('\n');
  const blocks = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^```(tsx?)\s*$/.exec(lines[i]);
    if (!open) {
      if (/^```/.test(lines[i])) { // skip other languages' bodies, so their lines are never taken as fences
        for (i++; i < lines.length && !/^```\s*$/.test(lines[i]); i++);
      }
      continue;
    }
    let j = i - 1;
    while (j >= 0 && lines[j].trim() === '') j--;
    const marker = j >= 0 ? MARKER.exec(lines[j].trim())?.[1] : undefined;
    // The block's caption: a line of only `a/file.ts`: before it (and before its marker), as the tutorial names files.
    if (marker !== undefined) for (j--; j >= 0 && lines[j].trim() === '';) j--;
    const caption = j >= 0 ? /^`([^`]+)`:$/.exec(lines[j].trim())?.[1] : undefined;
    const start = i;
    const body = [];
    for (i++; i < lines.length && !/^```\s*$/.test(lines[i]); i++) body.push(lines[i]);
    blocks.push({ doc, line: start + 1, lang: open[1], body: body.join('\n'), marker, caption });
  }
  return blocks;
}

/** The marker's meaning: { skip: reason } | { wrap: [before, after] } | {} (a whole module). */
export function parseMarker(marker) {
  if (marker === undefined) return {};
  const frag = /^fragment, not compiled:\s*(.+)$/.exec(marker);
  if (frag) return { skip: frag[1] };
  const withMap = /^module, with\s+(.+)$/.exec(marker);
  if (withMap) {
    return { map: new Map(withMap[1].split(',').map((pair) => pair.split('=').map((x) => x.trim()))) };
  }
  const inside = /^inside\s+(.+)$/.exec(marker);
  if (inside && inside[1].split('…').length === 2) { // exactly one place for the block
    const [before, after] = inside[1].split('…');
    return { wrap: [before, after] };
  }
  throw new Error(`unknown example marker '${marker}' (expected 'fragment, not compiled: <reason>', 'inside <code with …>' or 'module, with ./x = <path>')`);
}

/** Stub modules for the block's relative imports: every imported name as `any`, and a default. */
function stubsFor(file, code, map, target) {
  const sf = ts.createSourceFile(file, code, ts.ScriptTarget.ES2022, true);
  const names = new Map(); // specifier -> Set of names
  const note = (spec, name) => {
    if (!spec.startsWith('.')) return;
    if (!names.has(spec)) names.set(spec, new Set());
    if (name) names.get(spec).add(name);
  };
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const spec = node.moduleSpecifier.text;
      note(spec);
      const bindings = ts.isImportDeclaration(node) ? node.importClause?.namedBindings : node.exportClause;
      if (bindings && (ts.isNamedImports(bindings) || ts.isNamedExports(bindings))) {
        for (const el of bindings.elements) note(spec, (el.propertyName ?? el.name).text);
      }
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && ts.isStringLiteral(node.arguments[0] ?? {})) {
      note(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  const stubs = new Map();
  for (const [spec, set] of names) {
    const stubPath = path.resolve(path.dirname(file), spec) + '.ts';
    if (map?.has(spec)) { // re-export the real module, so its types (a slice key's state) reach the block
      const real = target(map.get(spec)).replace(/\.tsx?$/, '');
      stubs.set(stubPath, `export * from ${JSON.stringify(real)};\nexport { default } from ${JSON.stringify(real)};`);
      continue;
    }
    const lines = [...set].filter((n) => n !== 'default').map((n) => `export declare const ${n}: any;\nexport type ${n} = any;`);
    lines.push('declare const defaultExport: any;\nexport default defaultExport;');
    stubs.set(stubPath, lines.join('\n'));
  }
  return stubs;
}

/** The compiled source of one block, and how many lines precede its body there. */
function sourceOf(block, how) {
  if (how.wrap) {
    const prelude = /^import\s/m.test(block.body) ? '' : KERNEL_PRELUDE;
    return { code: `${prelude}\n${how.wrap[0]}\n${block.body}\n${how.wrap[1]}\nexport {};\n`, offset: 2 };
  }
  // `export {}` keeps each block a module of its own, so blocks never share top-level names.
  return { code: `${block.body}\nexport {};\n`, offset: 0 };
}

/**
 * Compiles every block that is not a marked fragment, in one program. Returns the blocks with their
 * outcome: `skipped` (the marker's reason) or `errors` (doc line and TypeScript message, [] when clean).
 */
export function checkDocExamples(docs = DOCS) {
  const blocks = docs.flatMap(extractBlocks).map((b) => ({ ...b, how: parseMarker(b.marker) }));
  const files = new Map();
  const fileOf = (doc, line, lang) => path.join(VROOT, path.basename(doc, '.md'), `line-${line}`, `example.${lang}`);
  const target = (t) => {
    const at = /^(.+\.md)#(.+)$/.exec(t);
    const found = at ? blocks.filter((b) => b.doc === at[1] && b.caption === at[2]) : [];
    if (at && found.length !== 1) throw new Error(`example marker names ${t}: ${found.length ? 'more than one' : 'no'} ts/tsx block has that caption`);
    const block = found[0];
    return block ? fileOf(block.doc, block.line, block.lang) : path.join(ROOT, t);
  };
  for (const b of blocks) {
    if (b.how.skip) continue;
    b.file = fileOf(b.doc, b.line, b.lang);
    const { code, offset } = sourceOf(b, b.how);
    b.offset = offset;
    files.set(b.file, code);
    for (const [p, stub] of stubsFor(b.file, code, b.how.map, target)) files.set(p, stub);
  }
  const config = ts.readConfigFile(path.join(ROOT, 'tsconfig.json'), ts.sys.readFile).config;
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, ROOT);
  const host = ts.createCompilerHost({ ...options, noEmit: true });
  const { fileExists, readFile, getSourceFile, directoryExists } = host;
  const inVirtual = (d) => d === VROOT || d.startsWith(VROOT + path.sep);
  host.directoryExists = (d) => inVirtual(d) || (directoryExists ? directoryExists.call(host, d) : ts.sys.directoryExists(d));
  host.fileExists = (f) => files.has(f) || fileExists.call(host, f);
  host.readFile = (f) => files.get(f) ?? readFile.call(host, f);
  host.getSourceFile = (f, lang, ...rest) =>
    files.has(f) ? ts.createSourceFile(f, files.get(f), lang, true) : getSourceFile.call(host, f, lang, ...rest);
  const program = ts.createProgram({ rootNames: blocks.filter((b) => b.file).map((b) => b.file), options: { ...options, noEmit: true }, host });
  for (const b of blocks) {
    if (b.how.skip) { b.skipped = b.how.skip; continue; }
    const sf = program.getSourceFile(b.file);
    // A deprecated name (the plugin API's flat aliases of api.i18n.t, api.views.registerView, …)
    // compiles, but the docs teach the current API: its suggestion counts as an error here.
    const deprecated = program.getSuggestionDiagnostics(sf).filter((d) => d.reportsDeprecated);
    const diags = [...program.getSyntacticDiagnostics(sf), ...program.getSemanticDiagnostics(sf), ...deprecated];
    b.errors = diags.map((d) => {
      const { line } = sf.getLineAndCharacterOfPosition(d.start ?? 0);
      const docLine = b.line + 1 + line - b.offset;
      return `${b.doc}:${docLine}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
    });
  }
  return blocks;
}
