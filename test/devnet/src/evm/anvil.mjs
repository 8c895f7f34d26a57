// Spawns the anvil binary from @foundry-rs/anvil and waits until it answers JSON-RPC.
// Orphan safety: anvil runs under a tiny /bin/sh watchdog that reads our stdin pipe; when this
// node process dies for any reason (even SIGKILL) the pipe closes and the watchdog kills anvil.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { rpc } from '../lib/http.mjs';

const require = createRequire(import.meta.url);

export function anvilBinary() {
  if (process.env.ANVIL_BIN) return process.env.ANVIL_BIN;
  const arch = process.arch === 'arm64' ? 'arm64' : 'amd64';
  const plat = process.platform === 'darwin' ? 'darwin' : 'linux';
  const pkg = `@foundry-rs/anvil-${plat}-${arch}`;
  let dir;
  try {
    dir = dirname(require.resolve(`${pkg}/package.json`));
  } catch {
    dir = join(process.cwd(), 'node_modules', pkg);
  }
  const bin = join(dir, 'bin', 'anvil');
  if (!existsSync(bin)) throw new Error(`anvil binary not found at ${bin}`);
  return bin;
}

const WATCHDOG = 'trap "" INT; "$0" "$@" </dev/null & p=$!; echo "pid $p"; read _ ; kill $p 2>/dev/null; wait $p';

/**
 * @param {{ host: string, port: number, chainId: number, timeoutMs?: number }} opts
 * @returns {Promise<{ url: string, chainId: number, pid: number, stop: () => Promise<void> }>}
 */
export async function startAnvil({ host, port, chainId, timeoutMs = 20_000 }) {
  // Another process on the port would answer our readiness probe in anvil's place: refuse up front.
  await new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (e) => reject(new Error(`port ${port} on ${host} is in use (${/** @type {any} */ (e).code}); is a devnet already running?`)));
    probe.listen(port, host, () => probe.close(() => resolve(undefined)));
  });
  const args = ['--host', host, '--port', String(port), '--chain-id', String(chainId), '--accounts', '10', '--balance', '10000', '--silent', '--no-request-size-limit'];
  const child = spawn('/bin/sh', ['-c', WATCHDOG, anvilBinary(), ...args], { stdio: ['pipe', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  let exited = false;
  child.on('exit', () => (exited = true));
  const pid = await new Promise((resolve, reject) => {
    child.stdout.once('data', (d) => resolve(Number(/pid (\d+)/.exec(String(d))?.[1] ?? 0)));
    child.once('error', reject);
  });
  const kill = () => {
    try {
      if (pid) process.kill(pid, 'SIGKILL');
    } catch {}
  };
  process.once('exit', kill);
  const url = `http://${host}:${port}`;
  const t0 = Date.now();
  for (;;) {
    if (exited) throw new Error(`anvil on ${port} exited: ${stderr}`);
    try {
      const id = await rpc(url, 'eth_chainId');
      if (Number(id) === chainId) break;
      throw new Error(`port ${port} answers chain ${Number(id)}, expected ${chainId}`);
    } catch (e) {
      if (e instanceof Error && e.message.startsWith('port ')) {
        kill();
        throw e;
      }
      if (Date.now() - t0 > timeoutMs) {
        kill();
        throw new Error(`anvil on ${port} did not answer in ${timeoutMs} ms: ${stderr}`, { cause: e });
      }
      await new Promise((r) => setTimeout(r, 25));
    }
  }
  return {
    url,
    chainId,
    pid,
    stop: async () => {
      process.removeListener('exit', kill);
      if (exited) return;
      const done = new Promise((r) => child.once('exit', r));
      child.stdin.end();
      const timer = setTimeout(() => {
        kill();
        child.kill('SIGKILL');
      }, 3000);
      await done;
      clearTimeout(timer);
    },
  };
}
