/**
 * The Next.js host (hosts/next) for its e2e: `next build`, then `next start` on a fixed port, stopped
 * after the spec. Built in the spec's beforeAll (not the global setup) so only a run that includes
 * this spec pays for the build. Offline: telemetry off; the SWC binary is the registry's
 * @next/swc-linux-x64-gnu. GANGWAY_NEXT_PREBUILT=1 reuses hosts/next/.next from an earlier build.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const NEXT_PORT = 5195;
export const NEXT_URL = `http://127.0.0.1:${NEXT_PORT}/`;
export const NEXT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../hosts/next');
const NEXT_BIN = path.resolve(NEXT_DIR, '../../node_modules/next/dist/bin/next');
const ENV = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' };

/** Runs `next build`; resolves with the seconds it took, rejects with its output on failure. */
export function buildNext(): Promise<number> {
  if (process.env.GANGWAY_NEXT_PREBUILT === '1' && existsSync(path.join(NEXT_DIR, '.next', 'BUILD_ID'))) return Promise.resolve(0);
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [NEXT_BIN, 'build'], { cwd: NEXT_DIR, env: ENV, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => { out += d; });
    child.stderr.on('data', (d) => { out += d; });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve((Date.now() - started) / 1000) : reject(new Error(`next build exited ${code}:\n${out}`))));
  });
}

/** `next start` on NEXT_PORT; resolves once the page answers. */
export async function startNext(): Promise<{ stop(): Promise<void> }> {
  const child: ChildProcess = spawn(process.execPath, [NEXT_BIN, 'start', '-H', '127.0.0.1', '-p', String(NEXT_PORT)], { cwd: NEXT_DIR, env: ENV, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout?.on('data', (d) => { out += d; });
  child.stderr?.on('data', (d) => { out += d; });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`next start exited ${child.exitCode}:\n${out}`);
    try {
      if ((await fetch(NEXT_URL)).ok) return { stop };
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) { await stop(); throw new Error(`next start did not answer on ${NEXT_URL} within 60 s:\n${out}`); }
    await new Promise((r) => setTimeout(r, 250));
  }
}
