// The registry-size knob (POST /__admin/registry { count }): getWallets serves a registry of that
// size (the real one is ~600 listings), with the same leading entries and an image for each.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson } from '../testing.mjs';
import { DEFAULT_REGISTRY_SIZE, queryRegistry, registryOfSize } from './registry.mjs';
import { startApi } from './server.mjs';
import { createWorld } from './world.mjs';
/** The project every devnet world starts with (projects-store.mjs). */
const PROJECT_ID = 'gangway-devnet';

/** @type {{ url: string, close: () => Promise<unknown> }} */ let api;
beforeAll(async () => {
  // The API alone (no chains): the registry routes read nothing else.
  const world = createWorld({ evm: [], dataDir: mkdtempSync(path.join(tmpdir(), 'gw-registry-')), apiUrl: '' });
  api = /** @type {any} */ (await startApi(world, { host: '127.0.0.1', port: 0 }));
});
afterAll(async () => api?.close());

describe('registry size (load control)', () => {
  it('a bigger registry starts with the smaller one\'s listings, all distinct', () => {
    const small = registryOfSize(DEFAULT_REGISTRY_SIZE);
    const big = registryOfSize(600);
    expect(big).toHaveLength(600);
    expect(big.slice(0, small.length)).toEqual(small);
    expect(new Set(big.map((w) => w.id)).size).toBe(600);
    expect(new Set(big.map((w) => w.name)).size).toBe(600);
    expect(queryRegistry(big, { page: '15', entries: '40' }).data).toHaveLength(40);
  });

  it('getWallets counts and pages the size asked for; out-of-range sizes are refused; reset restores the default', async () => {
    const q = `projectId=${PROJECT_ID}&st=appkit&sv=html-gangway-0.1.0&entries=40`;
    expect((await getJson(`${api.url}/getWallets?${q}&page=1`)).body.count).toBe(DEFAULT_REGISTRY_SIZE);
    expect((await getJson(`${api.url}/__admin/registry`, { json: { count: 600 } })).body).toEqual({ count: 600 });
    const last = (await getJson(`${api.url}/getWallets?${q}&page=15`)).body;
    expect(last.count).toBe(600);
    expect(last.data).toHaveLength(40);
    // The last listing's image is named after it, like every other.
    const img = await fetch(`${api.url}/getWalletImage/${last.data[39].image_id}?${q}`).then((r) => r.text());
    expect(img).toContain(`>${last.data[39].name.replace(/[^A-Za-z0-9]/g, '').slice(0, 2).toUpperCase()}<`);
    expect((await getJson(`${api.url}/__admin/registry`, { json: { count: 0 } })).status).toBe(400);
    expect((await getJson(`${api.url}/__admin/registry`, { json: { count: 1.5 } })).status).toBe(400);
    await getJson(`${api.url}/__admin/reset`, { json: {} });
    expect((await getJson(`${api.url}/__admin/registry`)).body).toEqual({ count: DEFAULT_REGISTRY_SIZE });
  });
});
