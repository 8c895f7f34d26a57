// GET /v1/account/{address}/nfts?chainId=eip155:31337 — the NFTs an address holds on the local chains
// (not in the spec; defined by Gangway, see docs/api.md "NFTs"). Answer: { data: Nft[], next: null }.
import { isAddress } from 'viem';
import { HttpError } from '../../lib/http.mjs';
import { createNftReader } from '../nfts.mjs';

/** @param {ReturnType<typeof import('../../lib/http.mjs').createRouter>} r @param {import('../world.mjs').World} world */
export function register(r, world) {
  /** @type {Map<number, ReturnType<typeof createNftReader>>} */
  const readers = new Map();
  const reader = (/** @type {import('../world.mjs').EvmChain} */ c) => {
    let x = readers.get(c.chainId);
    if (!x) readers.set(c.chainId, (x = createNftReader(c)));
    return x;
  };
  r.get('/v1/account/:address/nfts', async ({ params, query }) => {
    const address = params.address.split(':').pop() ?? '';
    if (!isAddress(address)) throw new HttpError(400, `Invalid address ${params.address}`);
    const chains = query.chainId ? [world.evmChain(query.chainId)].filter((c) => !!c) : world.evm;
    if (query.chainId && !chains.length) throw new HttpError(400, `Unsupported chainId ${query.chainId}`);
    const data = [];
    for (const chain of /** @type {import('../world.mjs').EvmChain[]} */ (chains)) {
      const nfts = reader(chain);
      for (const h of await nfts.held(address)) {
        const [meta, collection] = await Promise.all([nfts.meta(h.standard, h.id), nfts.collection(h.standard)]);
        data.push({
          chainId: `eip155:${chain.chainId}`,
          contract: h.contract,
          tokenId: h.id.toString(),
          standard: h.standard,
          amount: h.amount.toString(),
          name: meta.name,
          description: meta.description ?? null,
          imageUrl: meta.image ?? null,
          collection: { name: collection, address: h.contract },
        });
      }
    }
    return { data, next: null };
  });
}
