// GET /v1/account/{account}/history — indexed from the local chains, with cursor paging.
import { isAddress } from 'viem';
import { HttpError } from '../../lib/http.mjs';
import { createIndexer } from '../indexer.mjs';

/** @param {ReturnType<typeof import('../../lib/http.mjs').createRouter>} r @param {import('../world.mjs').World} world */
export function register(r, world) {
  const indexer = createIndexer(world);
  r.get('/v1/account/:account/history', async ({ params, query }) => {
    const address = params.account.split(':').pop() ?? '';
    if (!isAddress(address)) throw new HttpError(400, `Invalid account ${params.account}`);
    if (query.onramp === 'coinbase') return { data: [], next: null };
    const limit = Math.max(1, Math.min(100, Number(query.limit) || 10));
    return indexer.history(address, { chainId: query.chainId, cursor: query.cursor, limit });
  });
}
