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
    // A devnet of an older checkout (say, without the second Solana cluster) answers health too: its
    // missing components would surface as confusing failures deep in a spec, so say it here.
    const missing = Object.keys(DEFAULT_PORTS).filter((k) => !(k in existing));
    if (missing.length) throw new Error(`the devnet running on the default ports lacks ${missing.join(', ')}: stop it, or restart it from this checkout`);
    process.env.GANGWAY_DEVNET = JSON.stringify(existing);
    return { urls: existing, stop: async () => {}, reused: true };
  }
  const devnet = await startDevnet();
  const urls = readyJson(devnet);
  process.env.GANGWAY_DEVNET = JSON.stringify(urls);
  return { urls, stop: () => devnet.stop(), reused: false };
}
