/**
 * A small static server for the built hosts (127.0.0.1 only). CORS is open (a Module Federation
 * remote's manifest and chunks are fetched cross-origin). Every HTML page gets a per-request nonce
 * in place of __CSP_NONCE__ (the build puts that placeholder on the page's <script> tags and the
 * demo's `gangway-csp-nonce` meta). On an HTML page:
 *   ?csp=strict  a strict Content-Security-Policy: scripts from 'self', no unsafe-eval, no
 *                unsafe-inline, styles through the nonce;
 *   ?csp=nonce   scripts and styles through the nonce only: no 'self', no 'strict-dynamic', no
 *                'unsafe-*' — every <script> and <style> the page or the widget adds must carry it.
 * On any file: ?delay=ms answers after that many milliseconds (a slow remote plugin). A missing
 * path with a file extension answers 404; other missing paths get the host page (single-page hosts).
 */
import { createServer } from 'node:http';
import { randomBytes } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png', '.css': 'text/css', '.map': 'application/json' };

/** The devnet's origins (API, chains, relay, wallet frame, the remote plugin's origin). */
const DEVNET_SOURCES = [
  'connect-src http://127.0.0.1:* ws://127.0.0.1:* http://localhost:* ws://localhost:*',
  "img-src 'self' data: blob: http://127.0.0.1:*",
  'frame-src http://127.0.0.1:*',
  "object-src 'none'",
  "base-uri 'none'",
];

export function strictCsp(nonce) {
  return ["default-src 'self'", "script-src 'self'", `style-src 'self' 'nonce-${nonce}'`, ...DEVNET_SOURCES].join('; ');
}

/** Only what carries this request's nonce runs or styles: no 'self', no 'strict-dynamic', no 'unsafe-*'. */
export function nonceCsp(nonce) {
  return ["default-src 'none'", `script-src 'nonce-${nonce}'`, `style-src 'nonce-${nonce}'`, ...DEVNET_SOURCES].join('; ');
}

const CSP_MODES = new Map([['strict', strictCsp], ['nonce', nonceCsp]]);

export function serveStatic(dir, port, host = '127.0.0.1') {
  const root = path.resolve(dir);
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', `http://${host}:${port}`);
    res.setHeader('access-control-allow-origin', '*');
    if (req.method === 'OPTIONS') { res.writeHead(204, { 'access-control-allow-headers': '*' }).end(); return; }
    const delay = Math.min(Number(url.searchParams.get('delay')) || 0, 60_000);
    if (delay > 0) await new Promise((r) => setTimeout(r, delay));
    let file = path.join(root, decodeURIComponent(url.pathname));
    if (!file.startsWith(root)) { res.writeHead(403).end(); return; }
    try {
      if ((await stat(file)).isDirectory()) file = path.join(file, 'index.html');
    } catch {
      // Unknown paths fall back to the host page (single-page hosts); a missing file is a 404.
      if (path.extname(url.pathname)) { res.writeHead(404, { 'content-type': 'text/plain' }).end('not found'); return; }
      file = path.join(root, 'index.html');
    }
    try {
      let body = await readFile(file);
      const ext = path.extname(file);
      const headers = { 'content-type': TYPES[ext] ?? 'application/octet-stream', 'cache-control': 'no-store' };
      if (ext === '.html') {
        const nonce = randomBytes(12).toString('base64');
        body = Buffer.from(body.toString('utf8').replaceAll('__CSP_NONCE__', nonce));
        const csp = CSP_MODES.get(url.searchParams.get('csp'));
        if (csp) headers['content-security-policy'] = csp(nonce);
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
  // Every built-in plugin as a federated remote bundle (the demo's ?source=remote), another origin.
  { name: 'remotes', port: 5176 },
  // The host adapters' example dapps (docs/adapters.md).
  { name: 'wagmi', port: 5180 },
  { name: 'ethers', port: 5181 },
  { name: 'ethers5', port: 5182 },
  // A custom connect screen on the headless API (docs/headless.md).
  { name: 'headless', port: 5183 },
  { name: 'universal', port: 5184 },
  { name: 'solana', port: 5185 },
  { name: 'bitcoin', port: 5186 },
  // Apps written the AppKit way (@reown/* imports aliased to @gangway/appkit; docs/appkit-migration.md).
  { name: 'appkit-wagmi', port: 5190 },
  { name: 'appkit-ethers', port: 5191 },
  { name: 'appkit-solana', port: 5192 },
  { name: 'appkit-multichain', port: 5193 },
  // Test fixtures' host pages (test/fixtures/<name>/host), each at /<name>/.
  { name: 'fixtures', port: 5200 },
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
