// Image endpoints: wallet, asset (network), currency and token images as small generated SVGs. Like
// every wallet-services call they need the project's id (server.mjs refuses a missing or unknown
// projectId): AppKit asks each with projectId, st and sv (ApiController.ts:105-113, :126-155).
// Networks, tokens and currencies are drawn pictures (art.mjs); wallets keep their name's badge.
import { createHash } from 'node:crypto';
import { reply } from '../../lib/http.mjs';
import { currencyArt, networkArt, tokenArt } from '../art.mjs';
import { registryOfSize } from '../registry.mjs';

/** @param {string} label @param {string} seed */
export function svgBadge(label, seed) {
  const h = createHash('sha256').update(seed).digest();
  const hue = (h[0] * 360) / 256;
  const text = label.replace(/[^A-Za-z0-9]/g, '').slice(0, 2).toUpperCase() || '?';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="24" fill="hsl(${hue.toFixed(0)},65%,48%)"/><text x="48" y="60" font-family="sans-serif" font-size="36" font-weight="700" fill="#fff" text-anchor="middle">${text}</text></svg>`;
}

/** The shape of the asset service's image ids. */
export const ASSET_IMAGE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** @param {ReturnType<typeof import('../../lib/http.mjs').createRouter>} r @param {import('../world.mjs').World} world */
export function register(r, world) {
  // Wallet images are named after the listings of the registry's current size (POST /__admin/registry).
  /** @type {Map<number, Map<string, string>>} */
  const names = new Map();
  const byImage = {
    get(/** @type {string} */ id) {
      let m = names.get(world.registrySize);
      if (!m) names.set(world.registrySize, (m = new Map(registryOfSize(world.registrySize).map((w) => [w.image_id, w.name]))));
      return m.get(id);
    },
  };
  const svg = (/** @type {string} */ label, /** @type {string} */ seed) => reply({ text: svgBadge(label, seed), type: 'image/svg+xml', headers: { 'cache-control': 'public, max-age=3600' } });
  r.get('/getWalletImage/:id', ({ params }) => svg(byImage.get(params.id) ?? params.id, params.id));
  // The asset service keys images by its own ids (UUID-shaped, e.g. appkit PresetsUtil.ts:47-129), not
  // by CAIP-2 id or name: any other id is a 404, as the service answers an id it does not have.
  const art = (/** @type {string} */ text) => reply({ text, type: 'image/svg+xml', headers: { 'cache-control': 'public, max-age=3600' } });
  r.get('/public/getAssetImage/:id', ({ params }) => (ASSET_IMAGE_ID.test(params.id) ? art(networkArt(params.id)) : reply({ status: 404, text: 'Not found' })));
  // The devnet's identity avatars (its /v1/identity answers point here; a real one is any https URL).
  r.get('/__avatar/:name', ({ params }) => svg(params.name, `avatar:${params.name}`));
  r.get('/public/getCurrencyImage/:id', ({ params }) => art(currencyArt(params.id)));
  r.get('/public/getTokenImage/:id', ({ params }) => art(tokenArt(params.id)));
  // The icon URLs of the balance, price and token-list answers (tokens.mjs tokenIcon): a stand-in for
  // the CDN URLs the real answers carry, which an <img> loads directly (no projectId).
  r.get('/__cdn/token/:symbol', ({ params }) => art(tokenArt(params.symbol)));
}
