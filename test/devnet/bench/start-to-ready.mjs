#!/usr/bin/env node
// Benchmark: wall time from spawning `node src/cli.mjs` to its GANGWAY_DEVNET_READY line (every component
// answering), median of N runs (default 5). Each run uses free ports and a fresh data dir, then SIGTERMs.
//   node test/devnet/bench/start-to-ready.mjs [runs]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_PORTS, freePort } from '../src/lib/ports.mjs';

const cli = fileURLToPath(new URL('../src/cli.mjs', import.meta.url));
const runs = Number(process.argv[2] ?? 5);

async function once() {
  const args = [];
  for (const k of Object.keys(DEFAULT_PORTS)) args.push(`--port-${k}=${await freePort()}`);
  const dir = mkdtempSync(join(tmpdir(), 'gangway-bench-'));
  args.push(`--data-dir=${dir}`);
  const t0 = performance.now();
  const child = spawn(process.execPath, [cli, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stderr.on('data', (d) => (err += d));
  const ms = await new Promise((resolve, reject) => {
    child.stdout.on('data', (d) => {
      out += d;
      if (out.includes('GANGWAY_DEVNET_READY ')) resolve(performance.now() - t0);
    });
    child.on('exit', (c) => reject(new Error(`devnet exited ${c} before ready: ${err}`)));
  });
  const exited = new Promise((r) => child.on('exit', r));
  child.kill('SIGTERM');
  await exited;
  rmSync(dir, { recursive: true, force: true });
  return /** @type {number} */ (ms);
}

const times = [];
for (let i = 0; i < runs; i++) {
  const ms = await once();
  times.push(ms);
  console.log(`run ${i + 1}: ${ms.toFixed(0)} ms`);
}
const sorted = [...times].sort((a, b) => a - b);
const median = sorted[Math.floor(sorted.length / 2)];
console.log(`start-to-ready median of ${runs}: ${median.toFixed(0)} ms (min ${sorted[0].toFixed(0)}, max ${sorted[sorted.length - 1].toFixed(0)})`);
