/**
 * The build-time split of a plugin's one manifest file (issue 34): the author writes every field in
 * `src/manifest.ts`; this rspack loader turns it into the form each importer needs, so the bytes every
 * host loads eagerly stay the core (id, switch, views, dependencies, loader):
 *
 * - `eager` (default): each manifest without its deferred fields (`DETAIL_KEYS`), which become
 *   `details: () => import('./manifest.ts?details')`: the same file, fetched with the runtime;
 * - `details` (`?details` on the request): the module's manifests reduced to those fields
 *   (`export const xManifest = { titles, permissions, … }`), the only one also its default export;
 * - `core` (`?core`): the manifests without those fields and without a loader for them, for a list
 *   that fetches every plugin's details in one chunk of its own (plugins/builtin: index.ts imports
 *   each manifest as `core`, details.ts as `details`; rspack.config.ts adds the queries).
 *
 * A manifest is a top-level `export const X = defineManifest({ … })`, the call possibly wrapped
 * (`markChecked(defineManifest({ … }))`). Anything else in the file (imports, constants, a manifest
 * made by a function) is left as written. Without this loader (vitest) the file is what its author
 * wrote: one manifest with every field inline, which the kernel takes as it is.
 *
 * The published packages are split by the same function (`splitManifest`, from
 * scripts/build-packages.mjs): a package's dist/manifest.js is the eager form, whose `details` imports
 * its dist/manifest-details.js (the details form), so a third party's bundler makes the details a lazy
 * chunk as this build does; the details and core forms are also exported as `./manifest-details` and
 * `./manifest-core`, which the published built-in list imports in place of `?details` and `?core`.
 * Parsed with TypeScript's own parser: comments and strings are never mistaken for code.
 */
const path = require('node:path');
const ts = require('typescript');

/** The fields a manifest may defer: kernel/src/plugins/manifest.ts `ManifestDetails` (a test holds them equal). */
const DETAIL_KEYS = ['title', 'titles', 'contributes', 'permissions', 'slots', 'slotOrder', 'family'];

class ManifestSplitError extends Error {
  constructor(file, node, sf, message) {
    const where = node && sf ? `:${sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1}` : '';
    super(`${file}${where}: cannot split the manifest: ${message}`);
    this.name = 'ManifestSplitError';
  }
}

const propName = (p) => (p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? p.name.text : undefined);

/** The `defineManifest({ … })` object of an initializer, through wrapping calls and parentheses; else undefined. */
function manifestObject(expr) {
  let e = expr;
  for (;;) {
    while (ts.isParenthesizedExpression(e) || ts.isAsExpression(e) || ts.isSatisfiesExpression(e)) e = e.expression;
    if (!ts.isCallExpression(e)) return undefined;
    if (ts.isIdentifier(e.expression) && e.expression.text === 'defineManifest') return { call: e, arg: e.arguments[0] };
    if (e.arguments.length !== 1) return undefined;
    e = e.arguments[0];
  }
}

/** Every top-level manifest: its export name, statement, object literal and deferred properties. */
function findManifests(sf, file) {
  const diagnostics = sf.parseDiagnostics ?? [];
  if (diagnostics.length) {
    const d = diagnostics[0];
    const line = sf.getLineAndCharacterOfPosition(d.start).line + 1;
    throw new ManifestSplitError(`${file}:${line}`, undefined, undefined, ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  }
  const found = [];
  for (const st of sf.statements) {
    if (!ts.isVariableStatement(st) || !st.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
    for (const decl of st.declarationList.declarations) {
      const m = decl.initializer && manifestObject(decl.initializer);
      if (!m) continue;
      if (!ts.isIdentifier(decl.name)) throw new ManifestSplitError(file, decl, sf, 'a manifest must be exported by name (export const xManifest = defineManifest({ … }))');
      if (st.declarationList.declarations.length !== 1) throw new ManifestSplitError(file, decl, sf, `declare ${decl.name.text} in an export of its own`);
      if (!m.arg || !ts.isObjectLiteralExpression(m.arg)) throw new ManifestSplitError(file, m.call, sf, `defineManifest(…) of ${decl.name.text} must be given an object literal`);
      for (const p of m.arg.properties) {
        if (ts.isSpreadAssignment(p)) throw new ManifestSplitError(file, p, sf, `${decl.name.text} spreads another object; write its fields out, so the build knows which to defer`);
        if (propName(p) === undefined) throw new ManifestSplitError(file, p, sf, `${decl.name.text} has a computed key; write its fields by name`);
      }
      const deferred = m.arg.properties.filter((p) => DETAIL_KEYS.includes(propName(p)));
      found.push({ name: decl.name.text, statement: st, object: m.arg, deferred });
    }
  }
  return found;
}

/** A property's text with its leading comments, ready to stand in an object literal. */
const propertyText = (text, p) => text.slice(p.pos, p.end).replace(/^\s*\n/, '').trimEnd();

/** The range a property takes in its object: from its leading comments to its comma (if any). */
function propertyRange(text, object, p) {
  const props = object.properties;
  const i = props.indexOf(p);
  const end = i < props.length - 1 || props.hasTrailingComma ? text.indexOf(',', p.end) + 1 : p.end;
  return [p.pos, end];
}

/**
 * Splits one manifest module. `mode`: 'eager' | 'details' | 'core'; `file`: for messages and the
 * details request; `chunkName`: the lazy details chunk's name (`[name]` is the plugin's folder);
 * `detailsSpecifier`: what the eager form imports for its details (this build: the same file with
 * `?details`; the published packages: the details form's own file).
 */
function splitManifest(text, { mode = 'eager', file = 'manifest.ts', chunkName = 'plugin-details', detailsSpecifier } = {}) {
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const manifests = findManifests(sf, file);
  if (!['eager', 'details', 'core'].includes(mode)) throw new Error(`manifest-split-loader: unknown mode '${mode}'`);

  if (mode === 'details') {
    // The file's own declarations stay (a detail may use them); each manifest becomes its details.
    const edits = manifests.map((m) => {
      const body = m.deferred.map((p) => propertyText(text, p)).join(',\n');
      return [m.statement.getStart(sf), m.statement.end, `export const ${m.name} = {\n${body}${body ? ',' : ''}\n};`];
    });
    let out = applyEdits(text, edits);
    if (manifests.length === 1) out += `\nexport default ${manifests[0].name};\n`;
    return out;
  }

  const edits = [];
  const specifier = detailsSpecifier ?? `./${path.basename(file)}?details`;
  const folder = path.basename(path.dirname(path.dirname(path.resolve(file))));
  const chunk = chunkName.replace('[name]', folder);
  for (const m of manifests) {
    if (!m.deferred.length) continue;
    for (const p of m.deferred) edits.push([...propertyRange(text, m.object, p), '']);
    if (mode === 'eager') {
      const pick = manifests.length === 1 ? '' : `.then((d) => d.${m.name})`;
      const loader = `details: () => import(/* webpackChunkName: "${chunk}" */ '${specifier}')${pick}`;
      const props = m.object.properties;
      const last = props[props.length - 1];
      // After the last property (a comma first unless it has one), so the core's order is unchanged.
      edits.push(props.hasTrailingComma ? [text.indexOf(',', last.end) + 1, text.indexOf(',', last.end) + 1, `\n  ${loader},`] : [last.end, last.end, `,\n  ${loader}`]);
    }
  }
  return applyEdits(text, edits);
}

/** Applies [start, end, replacement] edits, back to front so earlier offsets stay valid. */
function applyEdits(text, edits) {
  let out = text;
  for (const [start, end, by] of [...edits].sort((a, b) => b[0] - a[0] || b[1] - a[1])) out = out.slice(0, start) + by + out.slice(end);
  return out;
}

/**
 * The rspack / webpack loader. The mode is the request's query (`?details`, `?core`; the rspack config
 * adds them to the built-in list's imports), else the option's (`eager` unless set).
 */
function manifestSplitLoader(source) {
  const options = this.getOptions ? this.getOptions() : {};
  const query = new URLSearchParams((this.resourceQuery || '').replace(/^\?/, ''));
  const mode = query.has('details') ? 'details' : query.has('core') ? 'core' : options.mode;
  // A ManifestSplitError fails the module's build with its message: the file, the line and what to change.
  return splitManifest(source, { mode, file: this.resourcePath, chunkName: options.chunkName });
}

module.exports = manifestSplitLoader;
module.exports.splitManifest = splitManifest;
module.exports.findManifests = findManifests;
module.exports.DETAIL_KEYS = DETAIL_KEYS;
module.exports.ManifestSplitError = ManifestSplitError;
