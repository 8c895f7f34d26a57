// Image endpoints of wallet services (no public server source: AppKit's client asks
// /getWalletImage/{image_id}, /public/getAssetImage/{imageId}, /public/getCurrencyImage/{code} and
// /public/getTokenImage/{symbol} with projectId, st and sv, ApiController.ts:105-113 and :126-155,
// AssetUtil.ts:170-203, with ids from the registry and PresetsUtil.ts:47-129). The asset service keys
// network images by its own ids. Like every wallet-services call, an image needs a known projectId.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDevnet } from '../../testing.mjs';

/** @type {Awaited<ReturnType<typeof startTestDevnet>>} */ let d;
beforeAll(async () => { d = await startTestDevnet(); });
afterAll(async () => d?.stop());

const get = (/** @type {string} */ path) => fetch(`${d.urls.api}${path}?projectId=${d.projectId}&st=appkit&sv=html-gangway-0.1.0`);
const IMAGES = ['/getWalletImage/w1', '/public/getAssetImage/ba0ba0cd-17c6-4806-ad93-f9d174f17900', '/public/getCurrencyImage/USD', '/public/getTokenImage/USDC'];

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

describe('image requests need the project', () => {
  it.each(IMAGES)('%s without a projectId: 400 Missing projectId', async (path) => {
    const res = await fetch(`${d.urls.api}${path}?st=appkit&sv=html-gangway-0.1.0`);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('Missing projectId');
  });

  it.each(IMAGES)('%s with an unknown projectId: 403', async (path) => {
    expect((await fetch(`${d.urls.api}${path}?projectId=nobody&st=appkit&sv=html-gangway-0.1.0`)).status).toBe(403);
  });

  it.each(IMAGES)('%s with the project: an SVG image', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  });
});

describe('devnet pictures', () => {
  it('networks, tokens and currencies are drawn pictures (no letters), the same for the same id and different for another', async () => {
    const text = async (/** @type {string} */ p) => (await get(p)).text();
    for (const [a, b] of [['/public/getAssetImage/6a6e6777-0000-4000-8000-000000031337', '/public/getAssetImage/6a6e6777-0000-4000-8000-000000031338'],
      ['/public/getTokenImage/ETH', '/public/getTokenImage/USDC'], ['/public/getCurrencyImage/USD', '/public/getCurrencyImage/EUR']]) {
      const [one, again, other] = [await text(a), await text(a), await text(b)];
      expect(one).toMatch(/^<svg[^>]*viewBox="0 0 96 96"/);
      expect(one).not.toContain('<text');
      expect(again).toBe(one);
      expect(other).not.toBe(one);
    }
  });

  it("the answers' token icon URLs (the CDN stand-in) load with no projectId, as an <img> loads them", async () => {
    const res = await fetch(`${d.urls.api}/__cdn/token/USDC`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await res.text()).toBe(await (await get('/public/getTokenImage/USDC')).text());
  });
});
