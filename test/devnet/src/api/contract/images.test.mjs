// Image endpoints of wallet services (no public server source: AppKit's client asks
// /getWalletImage/{image_id} and /public/getAssetImage/{imageId}, AssetUtil.ts:170-203, with ids from
// the registry and PresetsUtil.ts:47-129). The asset service keys network images by its own ids.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDevnet } from '../../testing.mjs';

/** @type {Awaited<ReturnType<typeof startTestDevnet>>} */ let d;
beforeAll(async () => { d = await startTestDevnet(); });
afterAll(async () => d?.stop());

const get = (/** @type {string} */ path) => fetch(`${d.urls.api}${path}?projectId=${d.projectId}&st=appkit&sv=html-gangway-0.1.0`);

describe('asset images', () => {
  it("answers an image for a service image id (Ethereum's, PresetsUtil.ts:49)", async () => {
    const res = await get('/public/getAssetImage/ba0ba0cd-17c6-4806-ad93-f9d174f17900');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\//);
  });

  it.each([['a CAIP-2 id', 'eip155%3A1'], ['a namespace', 'eip155'], ['a name', 'alice.reown.id']])('has no image for %s: 404', async (_why, id) => {
    expect((await get(`/public/getAssetImage/${id}`)).status).toBe(404);
  });
});
