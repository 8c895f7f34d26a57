/**
 * The Next.js host (App Router, server rendered; docs/adapters.md "Server rendering (Next.js)").
 * Offline by design: telemetry off (NEXT_TELEMETRY_DISABLED=1, set by the scripts that run it), no
 * next/font/google, no image optimizer; SWC is @next/swc-linux-x64-gnu from the registry.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The repo's workspace packages (kernel, libs, plugins): TypeScript sources that Next compiles. */
function workspacePackages() {
  const dirs = ['kernel', ...['libs', 'plugins'].flatMap((d) => readdirSync(path.join(root, d)).map((n) => `${d}/${n}`))];
  return dirs
    .map((d) => path.join(root, d, 'package.json'))
    .filter((f) => existsSync(f))
    .map((f) => JSON.parse(readFileSync(f, 'utf8')).name);
}

/** @type {import('next').NextConfig} */
const nextConfig = {
  transpilePackages: workspacePackages(),
  // The workspace packages and hosts/common live above this folder.
  turbopack: { root },
  outputFileTracingRoot: root,
  // `npm run typecheck` checks these files with the rest of the repo; a second check in `next build`
  // would only add minutes on a small machine.
  typescript: { ignoreBuildErrors: true },
  images: { unoptimized: true },
  devIndicators: false,
  poweredByHeader: false,
  reactStrictMode: true,
};

export default nextConfig;
