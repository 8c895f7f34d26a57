// A tiny static server on 127.0.0.1 that serves text assets gzip-compressed (level 9, precomputed), so
// the bytes it logs are what a gzip-serving CDN would send. No cache headers: every run is a cold load.
import { createServer } from 'node:http';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg']);

/** gzip -9 size of a buffer: the unit every "gzip" figure in the bench uses. */
export const gzipSize = (buf) => gzipSync(buf, { level: 9 }).length;

/**
 * Serve `root` on an ephemeral 127.0.0.1 port. Returns { origin, log, close }, where `log` is an
 * array of { path, bytes, type, t } for every response (bytes = body bytes on the wire).
 */
export async function serve(root) {
  const cache = new Map();
  const log = [];
  const load = (file) => {
    if (!cache.has(file)) {
      const raw = readFileSync(file);
      const ext = path.extname(file);
      cache.set(file, { raw, gz: COMPRESSIBLE.has(ext) ? gzipSync(raw, { level: 9 }) : null, ext });
    }
    return cache.get(file);
  };
  const server = createServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    let file = path.join(root, decodeURIComponent(url.pathname));
    if (!file.startsWith(root)) return res.writeHead(403).end();
    try {
      if (statSync(file).isDirectory()) file = path.join(file, 'index.html');
    } catch {
      log.push({ path: url.pathname, bytes: 0, type: 'missing', status: 404, t: Date.now() });
      return res.writeHead(404).end();
    }
    const { raw, gz, ext } = load(file);
    const useGz = gz && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    const body = useGz ? gz : raw;
    res.writeHead(200, {
      'content-type': TYPES[ext] ?? 'application/octet-stream',
      'content-length': body.length,
      'cache-control': 'no-store',
      'access-control-allow-origin': '*',
      ...(useGz ? { 'content-encoding': 'gzip' } : {}),
    });
    res.end(body);
    log.push({ path: url.pathname, bytes: body.length, type: ext.slice(1), status: 200, t: Date.now() });
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const origin = `http://127.0.0.1:${server.address().port}`;
  return { origin, log, close: () => new Promise((r) => server.close(r)) };
}
