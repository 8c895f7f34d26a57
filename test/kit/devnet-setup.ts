// Global-setup helper for Playwright: reuse a devnet already running on the default ports (its health
// endpoint answers), else start one in this process. Sets process.env.GANGWAY_DEVNET (JSON: urls +
// projectId + contracts) which the fixtures in ./index.ts read in every worker.
import { DEFAULT_PORTS, readyJson, startDevnet, type DevnetInfo } from '@gangway/devnet';

export type { DevnetInfo };

async function running(apiUrl: string): Promise<DevnetInfo | null> {
  try {
    const health = await fetch(`${apiUrl}/__health`, { signal: AbortSignal.timeout(3000) });
    if (!health.ok || !(await health.json()).ok) return null;
    const info = await fetch(`${apiUrl}/__admin/info`, { signal: AbortSignal.timeout(3000) });
    return info.ok ? ((await info.json()) as DevnetInfo) : null;
  } catch {
    return null;
  }
}

export async function startDevnetForTests(): Promise<{ urls: DevnetInfo; stop: () => Promise<void>; reused: boolean }> {
  const existing = await running(`http://127.0.0.1:${DEFAULT_PORTS.api}`);
  if (existing) {
    process.env.GANGWAY_DEVNET = JSON.stringify(existing);
    return { urls: existing, stop: async () => {}, reused: true };
  }
  const devnet = await startDevnet();
  const urls = readyJson(devnet);
  process.env.GANGWAY_DEVNET = JSON.stringify(urls);
  return { urls, stop: () => devnet.stop(), reused: false };
}
