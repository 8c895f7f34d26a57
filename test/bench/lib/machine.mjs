// What the figures were measured on and with: published next to them, since they mean little alone.
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BENCH_DIR, ROOT_DIR } from './paths.mjs';

const sh = (cmd) => {
  try {
    return execSync(cmd, { cwd: ROOT_DIR, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
};

/** Installed version of a package, looked up from test/bench then the repo root. */
export function installedVersion(name) {
  for (const dir of [BENCH_DIR, ROOT_DIR]) {
    const p = path.join(dir, 'node_modules', name, 'package.json');
    if (existsSync(p)) return JSON.parse(readFileSync(p, 'utf8')).version;
  }
  return null;
}

export function machineInfo(chromiumVersion) {
  const osRelease = existsSync('/etc/os-release')
    ? (readFileSync('/etc/os-release', 'utf8').match(/^PRETTY_NAME="?([^"\n]+)/m)?.[1] ?? null)
    : null;
  return {
    date: new Date().toISOString(),
    nproc: Number(sh('nproc')) || os.availableParallelism(),
    cpu: os.cpus()[0]?.model ?? null,
    memoryGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    os: osRelease ?? `${os.type()} ${os.release()}`,
    node: process.version,
    npm: sh('npm -v'),
    chromium: chromiumVersion,
    rspack: installedVersion('@rspack/core'),
    gitCommit: sh('git rev-parse --short HEAD'),
    gitDirty: Boolean(sh('git status --porcelain -- kernel plugins hosts rspack.config.ts')),
  };
}
