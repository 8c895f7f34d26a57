// Supported chains, history and identity: request/response pairs recorded from the real blockchain
// API's source (reown-com/blockchain-api at a4b66a9; routes at src/lib.rs:263-272), and what it
// refuses. Values that come from the devnet's chains are matched by shape only.
import { expect } from 'vitest';

const caip2 = expect.stringMatching(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/);
/** error.rs:754-771: every RpcError answer. @param {string} field @param {string | RegExp} description */
const failed = (field, description) => ({ status: 'FAILED', reasons: [{ field, description: typeof description === 'string' ? description : expect.stringMatching(description) }] });
const invalidAddress = failed('address', 'The address provided is invalid'); // error.rs:410-417

/** A Solana account (base58, 32 bytes) and the devnet's Solana cluster. */
export const SOLANA_ACCOUNT = '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T';
const SOLANA_CHAIN = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';

/**
 * @param {string} user a devnet account (0x…) with transactions on eip155:31337
 * @returns {Record<'supportedChains'|'history'|'identity', import('./pairs.mjs').Pair[]>}
 */
export function accountReadPairs(user) {
  const history = `/v1/account/${user}/history`;
  const identity = `/v1/identity/${user}`;
  return {
    supportedChains: [
      {
        source: 'supported_chains.rs:20-31 (Json(rpc_supported_chains)), providers/mod.rs:291-294 SupportedChains { http, ws }; AppKit BlockchainApiController.ts:180-194',
        path: '/v1/supported-chains', status: 200,
        response: { http: expect.arrayContaining(['eip155:31337']), ws: expect.any(Array) },
      },
    ],
    history: [
      {
        source: 'history.rs:23-40 HistoryQueryParams/HistoryResponseBody; lib.rs:270-271',
        path: history, query: { chainId: 'eip155:31337' }, status: 200,
        response: {
          data: expect.arrayContaining([{
            id: expect.any(String),
            // history.rs:50-62: camelCase, `application` and `chain` Options (null when absent).
            metadata: { operationType: expect.any(String), hash: expect.any(String), minedAt: expect.any(String), sentFrom: expect.any(String), sentTo: expect.any(String), status: expect.any(String), nonce: expect.any(Number), application: null, chain: 'eip155:31337' },
            transfers: expect.any(Array),
          }]),
          next: expect.toBeOneOf([null, expect.any(String)]),
        },
      },
      { source: 'history.rs:160-169: no chainId reads as eip155', path: history, status: 200, response: { data: expect.any(Array) } },
      { source: 'history.rs:177-194: onramp=coinbase on eip155 (the devnet records no purchases)', path: history, query: { chainId: 'eip155:31337', onramp: 'coinbase' }, status: 200, response: { data: [], next: null } },
      { source: 'history.rs:160-173, :199-216: a solana account on a solana chain', path: `/v1/account/${SOLANA_ACCOUNT}/history`, query: { chainId: SOLANA_CHAIN }, status: 200, response: { data: expect.any(Array), next: null } },
      // Refusals.
      { source: 'history.rs:171-173, crypto.rs:737-742: a CAIP-10 id is no address (H160 parses the bare hex)', path: `/v1/account/eip155:31337:${user}/history`, query: { chainId: 'eip155:31337' }, status: 400, response: invalidAddress },
      { source: 'history.rs:171-173: a malformed address', path: '/v1/account/0x1234/history', query: { chainId: 'eip155:31337' }, status: 400, response: invalidAddress },
      { source: 'history.rs:161-173: an EVM address under a solana chainId', path: history, query: { chainId: SOLANA_CHAIN }, status: 400, response: invalidAddress },
      { source: 'history.rs:195-197, error.rs:354-361: an onramp other than coinbase', path: history, query: { chainId: 'eip155:31337', onramp: 'meld' }, status: 400, response: failed('provider', 'Provider meld is not supported') },
      { source: 'history.rs:178, :195-197: coinbase on solana', path: `/v1/account/${SOLANA_ACCOUNT}/history`, query: { chainId: SOLANA_CHAIN, onramp: 'coinbase' }, status: 400, response: failed('provider', 'Provider coinbase is not supported') },
    ],
    identity: [
      {
        source: 'identity.rs:141-165 IdentityQueryParams/IdentityResponse (Options serialized as null); lib.rs:264',
        path: identity, query: { sender: user }, status: 200,
        response: { name: null, avatar: null, resolvedAt: expect.any(String) },
      },
      { source: 'identity.rs:212-214: H160 parses without 0x too', path: `/v1/identity/${user.slice(2)}`, status: 200, response: { name: null, avatar: null } },
      { source: 'identity.rs:56-72, :191-210: a solana address answers the empty identity', path: `/v1/identity/${SOLANA_ACCOUNT}`, status: 200, response: { name: null, avatar: null, resolvedAt: expect.any(String) } },
      // Refusals.
      { source: 'identity.rs:212-214: a CAIP-10 id is InvalidAddress', path: `/v1/identity/eip155:1:${user}`, status: 400, response: invalidAddress },
      { source: 'identity.rs:212-214: a malformed address', path: '/v1/identity/0x1234', status: 400, response: invalidAddress },
      { source: 'identity.rs:147 `use_cache: Option<bool>`: axum\'s 400', path: identity, query: { useCache: 'yes' }, status: 400, text: /^Failed to deserialize query string: / },
      { source: 'identity.rs:303-317, error.rs:426-433: useCache outside the service\'s testing project', path: identity, query: { useCache: 'false' }, status: 400, response: failed('', /^Invalid parameter: /) },
    ],
  };
}

/** The fields HistoryTransaction and HistoryTransactionTransfer serialize, no more (history.rs:42-120). */
export const HISTORY_FIELDS = {
  transaction: ['id', 'metadata', 'transfers'],
  metadata: ['application', 'chain', 'hash', 'minedAt', 'nonce', 'operationType', 'sentFrom', 'sentTo', 'status'],
  transfer: ['direction', 'fungible_info', 'nft_info', 'price', 'quantity', 'value'],
  nftInfo: ['content', 'flags', 'name'],
};
export { caip2 };
