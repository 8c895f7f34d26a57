// `npm run devnet` contract: one ready line with every URL, clean exit on SIGTERM / SIGINT, and no
// anvil left behind even when the devnet process is SIGKILLed.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_PORTS, freePort } from './lib/ports.mjs';

const cli = fileURLToPath(new URL('./cli.mjs', import.meta.url));
/** @type {string[]} */
const dirs = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

async function launch() {
  const args = [];
  for (const k of Object.keys(DEFAULT_PORTS)) args.push(`--port-${k}=${await freePort()}`);
  const dir = mkdtempSync(join(tmpdir(), 'gangway-cli-'));
  dirs.push(dir);
  args.push(`--data-dir=${dir}`);
  const child = spawn(process.execPath, [cli, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  const ready = await new Promise((resolve, reject) => {
    const t = setTimeout(() => reject(new Error(`no ready line in 60 s: ${stderr}`)), 60_000);
    child.stdout.on('data', (d) => {
      stdout += d;
      const line = stdout.split('\n').find((l) => l.startsWith('GANGWAY_DEVNET_READY '));
      if (line) {
        clearTimeout(t);
        resolve(JSON.parse(line.slice('GANGWAY_DEVNET_READY '.length)));
      }
    });
    child.on('exit', (code) => reject(new Error(`exited ${code}: ${stderr}`)));
  });
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  return { child, ready: /** @type {any} */ (ready), exited, stdout: () => stdout };
}

/** @param {string} url */
async function answers(url) {
  try {
    await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"jsonrpc":"2.0","id":1,"method":"eth_chainId","params":[]}', signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
}

/** @param {() => Promise<boolean>} f */
async function eventually(f, ms = 15_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await f()) return true;
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}

describe('devnet cli', () => {
  it('prints one ready line with every url and contract, then stops cleanly on SIGTERM', async () => {
    const run = await launch();
    expect(Object.keys(run.ready)).toEqual(expect.arrayContaining(['evm', 'evm2', 'relay', 'solana', 'solanaWs', 'solana2', 'solana2Ws', 'esplora', 'esplora2', 'api', 'frame', 'health', 'contracts', 'projectId']));
    expect(run.ready.contracts.tokens.USDC).toMatch(/^0x[0-9a-fA-F]{40}$/);
    const health = await (await fetch(run.ready.health)).json();
    expect(health.ok).toBe(true);
    expect(Object.keys(health.components)).toEqual(expect.arrayContaining(['solana', 'solana2', 'esplora', 'esplora2']));
    expect(run.stdout().trim().split('\n')).toHaveLength(1);
    run.child.kill('SIGTERM');
    expect(await run.exited).toEqual({ code: 0, signal: null });
    expect(await answers(run.ready.evm)).toBe(false);
    expect(await answers(run.ready.evm2)).toBe(false);
  }, 90_000);

  it('stops on SIGINT too', async () => {
    const run = await launch();
    run.child.kill('SIGINT');
    expect(await run.exited).toEqual({ code: 0, signal: null });
    expect(await answers(run.ready.evm)).toBe(false);
  }, 90_000);

  it('leaves no anvil behind when the devnet process is killed with SIGKILL', async () => {
    const run = await launch();
    run.child.kill('SIGKILL');
    await run.exited;
    expect(await eventually(async () => !(await answers(run.ready.evm)) && !(await answers(run.ready.evm2)))).toBe(true);
  }, 90_000);
});
