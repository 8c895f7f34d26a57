// Static size figures read from a built app's directory: what was emitted, and what index.html loads
// before any script runs. (What scripts then pull in on their own is measured in the browser.)
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSize } from './serve.mjs';

export function listFiles(dir, ext = '.js') {
  const out = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...listFiles(full, ext));
    else if (name.endsWith(ext)) out.push(full);
  }
  return out;
}

export function fileSizes(file) {
  const buf = readFileSync(file);
  return { raw: buf.length, gzip: gzipSize(buf) };
}

const sum = (rows) => rows.reduce((a, r) => ({ raw: a.raw + r.raw, gzip: a.gzip + r.gzip }), { raw: 0, gzip: 0 });

/** Script srcs in an HTML page, in document order (local ones only). */
export function htmlScripts(html) {
  return [...html.matchAll(/<script\b[^>]*\bsrc=["']([^"']+)["']/gi)]
    .map((m) => m[1])
    .filter((src) => !/^[a-z]+:\/\//i.test(src));
}

/** Emitted JS (all files) and the entry scripts index.html references, in bytes raw and gzip -9. */
export function staticSizes(dir) {
  const js = listFiles(dir, '.js').map((f) => ({ file: path.relative(dir, f), ...fileSizes(f) }));
  const html = readFileSync(path.join(dir, 'index.html'), 'utf8');
  const entry = htmlScripts(html).map((src) => {
    const rel = src.replace(/^\.?\//, '').split('?')[0];
    return js.find((f) => f.file === rel) ?? { file: rel, raw: 0, gzip: 0 };
  });
  return { totalJs: { files: js.length, ...sum(js) }, entryJs: { files: entry.length, ...sum(entry) } };
}

export { sum };
