// GET /v1/supported-chains, the chain-node proxy POST /v1/?chainId=...&projectId=... and POST /rpc/:chainId
import { HttpError, reply } from '../../lib/http.mjs';
import { failed, missingField } from '../real-errors.mjs';

export const SOLANA_DEVNET_CAIP = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';
/** The devnet's second cluster answers Solana testnet's genesis hash. */
export const SOLANA_TESTNET_CAIP = 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z';

/** The Solana cluster's RPC behind a CAIP-2 id (the first cluster for any other). @param {import('../world.mjs').World} world @param {string} chainId */
export const solanaTarget = (world, chainId) => (chainId === SOLANA_TESTNET_CAIP ? world.solana2Url : world.solanaUrl);

/** @param {ReturnType<typeof import('../../lib/http.mjs').createRouter>} r @param {import('../world.mjs').World} world */
export function register(r, world) {
  // supported_chains.rs:13-32: SupportedChains { http, ws } (providers/mod.rs:291-294, CAIP-2 sets),
  // cached a day; the handler reads no query.
  r.get('/v1/supported-chains', () => {
    const http = [...world.evm.map((c) => `eip155:${c.chainId}`), ...(world.solanaUrl ? [SOLANA_DEVNET_CAIP] : []), ...(world.solana2Url ? [SOLANA_TESTNET_CAIP] : [])];
    return reply({ status: 200, json: { http, ws: http }, headers: { 'cache-control': 'public, max-age=86400, s-maxage=86400' } });
  });
  const proxy = async (/** @type {import('../../lib/http.mjs').Ctx} */ { query, rawBody }) => {
    // RpcQueryParams (blockchain-api handlers/mod.rs:44-58): chainId and projectId required.
    const missing = missingField(query, ['chainId', 'projectId']);
    if (missing) return missing;
    const chainId = query.chainId;
    let target;
    if (chainId.startsWith('eip155:')) target = world.evmChain(chainId)?.url;
    else if (chainId.startsWith('solana:')) target = solanaTarget(world, chainId);
    // RpcError::UnsupportedChain (error.rs:290-297).
    if (!target) return failed(400, 'chainId', `We don't support the chainId you provided: ${chainId}. See the list of supported chains here: https://docs.reown.com/cloud/blockchain-api#supported-chains`);
    const res = await fetch(target, { method: 'POST', headers: { 'content-type': 'application/json' }, body: rawBody });
    return reply({ status: res.status, body: await res.text(), headers: { 'content-type': 'application/json' } });
  };
  r.post('/v1', proxy);
  r.post('/v1/', proxy);
  // A host's own node URL for an EVM chain (no project id), in front of anvil so the fault control's
  // 'rpc' target can take it down: a network can list it first and anvil's URL as the fallback.
  const node = async (/** @type {import('../../lib/http.mjs').Ctx} */ { params, rawBody }) => {
    const target = world.evmChain(Number(params.chainId))?.url;
    if (!target) throw new HttpError(404, `No devnet chain ${params.chainId}`);
    const res = await fetch(target, { method: 'POST', headers: { 'content-type': 'application/json' }, body: rawBody });
    return reply({ status: res.status, body: await res.text(), headers: { 'content-type': 'application/json' } });
  };
  r.post('/rpc/:chainId', node);
  // Named nodes of one chain (`/rpc/31337/primary`, `/rpc/31337/backup`, any name): several URLs in
  // front of the same anvil, so a network can list two and an 'rpc' fault with a `path` can take
  // down one of them (the fallback case of the fault matrix).
  r.post('/rpc/:chainId/:node', node);
}
