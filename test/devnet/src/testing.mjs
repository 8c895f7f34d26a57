// Helpers for tests that run their own devnet: free ports for every component and a temp dataDir.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDevnet } from './index.mjs';
import { DEFAULT_PORTS, freePort } from './lib/ports.mjs';

/** Starts a devnet on free ports with a throwaway dataDir; stop() also removes the dataDir. */
export async function startTestDevnet() {
  /** @type {Record<string, number>} */
  const ports = {};
  for (const k of Object.keys(DEFAULT_PORTS)) ports[k] = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'gangway-devnet-'));
  const d = await startDevnet({ ports, dataDir });
  return {
    ...d,
    dataDir,
    stop: async () => {
      await d.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** fetch + JSON with the devnet project id filled in. @param {string} url @param {RequestInit & {json?: unknown}} [init] */
export async function getJson(url, init = {}) {
  const { json, ...rest } = init;
  const res = await fetch(url, json === undefined ? rest : { ...rest, method: rest.method ?? 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(json) });
  const text = await res.text();
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: res.status, body, headers: res.headers };
}
