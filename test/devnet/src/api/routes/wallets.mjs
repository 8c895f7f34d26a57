// GET /getWallets — the wallet registry with paging, search, include, exclude, badge and chain filters.
// No public server source: the query is AppKit's (ApiController.ts:269-298; `badge_type` at :417 and
// :481, `badge` at :309), the answer ApiGetWalletsResponse { data: WcWallet[], count } (TypeUtil.ts:156-207).
import { queryRegistry, registryOfSize } from '../registry.mjs';

/** @param {ReturnType<typeof import('../../lib/http.mjs').createRouter>} r @param {import('../world.mjs').World} world */
export function register(r, world) {
  // AppKit's rank prefetch names the badge `badge` (ApiController.ts:306-310), its pages `badge_type`.
  r.get('/getWallets', ({ query }) => queryRegistry(registryOfSize(world.registrySize), { ...query, badge_type: query.badge_type ?? query.badge }));
}
