/**
 * A small static server for the built hosts (127.0.0.1 only). CORS is open (a Module Federation
 * remote's manifest and chunks are fetched cross-origin). `?csp=strict` on an HTML page serves it
 * under a strict Content-Security-Policy (no unsafe-eval, no unsafe-inline; styles through a
 * per-request nonce that replaces __CSP_NONCE__ in the page); `?csp=nonce` allows only scripts and
 * styles carrying that nonce (nonceCsp).
 */
import { createServer } from 'node:http';
import { randomBytes } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png', '.css': 'text/css', '.map': 'application/json' };

export function strictCsp(nonce) {
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self' 'nonce-${nonce}'`,
    'connect-src http://127.0.0.1:* ws://127.0.0.1:* http://localhost:* ws://localhost:*',
    "img-src 'self' data: blob: http://127.0.0.1:*",
    'frame-src http://127.0.0.1:*',
    "object-src 'none'",
    "base-uri 'none'",
  ].join('; ');
}

/**
 * Nonce-only scripts and styles: no 'self', no 'strict-dynamic', no 'unsafe-*'. A script runs only if
 * it carries the page's nonce — the page's own (the server stamps them) and every chunk the widget
 * loads later (the kernel passes the nonce to the chunk loader).
 */
export function nonceCsp(nonce) {
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    `style-src 'nonce-${nonce}'`,
    'connect-src http://127.0.0.1:* ws://127.0.0.1:*',
    'img-src data: blob: http://127.0.0.1:*',
    'frame-src http://127.0.0.1:*',
    "object-src 'none'",
    "base-uri 'none'",
  ].join('; ');
}

export function serveStatic(dir, port, host = '127.0.0.1') {
  const root = path.resolve(dir);
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', `http://${host}:${port}`);
    res.setHeader('access-control-allow-origin', '*');
    if (req.method === 'OPTIONS') { res.writeHead(204, { 'access-control-allow-headers': '*' }).end(); return; }
    let file = path.join(root, decodeURIComponent(url.pathname));
    if (!file.startsWith(root)) { res.writeHead(403).end(); return; }
    try {
      if ((await stat(file)).isDirectory()) file = path.join(file, 'index.html');
    } catch {
      // Unknown paths fall back to the host page (single-page hosts).
      file = path.join(root, 'index.html');
    }
    try {
      let body = await readFile(file);
      const ext = path.extname(file);
      const headers = { 'content-type': TYPES[ext] ?? 'application/octet-stream', 'cache-control': 'no-store' };
      if (ext === '.html') {
        const nonce = randomBytes(12).toString('base64');
        const mode = url.searchParams.get('csp');
        let page = body.toString('utf8').replaceAll('__CSP_NONCE__', nonce);
        // The page's own script tags carry the nonce too (as a server-rendered host page would).
        if (mode === 'nonce') page = page.replaceAll('<script ', `<script nonce="${nonce}" `);
        body = Buffer.from(page);
        if (mode === 'strict') headers['content-security-policy'] = strictCsp(nonce);
        if (mode === 'nonce') headers['content-security-policy'] = nonceCsp(nonce);
      }
      res.writeHead(200, headers).end(body);
    } catch {
      res.writeHead(404).end('not found');
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve({ url: `http://${host}:${port}`, close: () => new Promise((r) => server.close(() => r())) }));
  });
}

/** The hosts the demo and the e2e tests serve, on their fixed ports. */
export const HOSTS = [
  { name: 'demo', port: 5173 },
  { name: 'example-remote', port: 5174 },
  { name: 'vanilla', port: 5175 },
];

export async function serveHosts(distDir) {
  const servers = [];
  for (const h of HOSTS) servers.push(await serveStatic(path.join(distDir, h.name), Number(process.env[`GANGWAY_PORT_${h.name.toUpperCase().replace('-', '_')}`] ?? h.port)));
  return { servers, close: () => Promise.all(servers.map((s) => s.close())) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [dir, port] = process.argv.slice(2);
  const s = await serveStatic(dir, Number(port));
  console.log(`serving ${dir} on ${s.url}`);
}
