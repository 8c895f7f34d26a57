// GET /getWallets — the wallet registry with paging, search, include, exclude, badge and chain filters.
import { buildRegistry, queryRegistry } from '../registry.mjs';

/** @param {ReturnType<typeof import('../../lib/http.mjs').createRouter>} r */
export function register(r) {
  const all = buildRegistry();
  r.get('/getWallets', ({ query }) => queryRegistry(all, query));
}
