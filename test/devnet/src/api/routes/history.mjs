// GET /v1/account/{address}/history — indexed from the local chains, with cursor paging. Held to
// blockchain-api src/handlers/history.rs (commit a4b66a9): the path takes a bare address checked
// against the namespace of `chainId` (eip155 when absent, :160-173), `onramp` is `coinbase` on eip155
// or refused (:177-197), and the answer has exactly HistoryResponseBody's fields (:35-120).
import { failed, invalidAddress } from '../real-errors.mjs';
import { createIndexer } from '../indexer.mjs';

/** crypto.rs:42-45 and :737-742: a 0x address that H160 parses. */
const EVM_ADDRESS = /^0x[a-fA-F0-9]{40}$/;
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** crypto.rs:46-49 and :743-750: 32-44 base58 characters that decode to 32 bytes. @param {string} s */
export function isSolanaAddress(s) {
  if (!/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(s)) return false;
  let n = 0n;
  for (const c of s) n = n * 58n + BigInt(BASE58.indexOf(c));
  const zeros = /^1*/.exec(s)?.[0].length ?? 0;
  return zeros + (n === 0n ? 0 : Math.ceil(n.toString(16).length / 2)) === 32;
}

/**
 * The namespace history.rs reads from `chainId` (disassemble_caip2, crypto.rs:1179-1197): a CAIP-2 id
 * of a namespace it knows, else eip155. @param {string | undefined} chainId
 */
export function historyNamespace(chainId) {
  const parts = (chainId ?? '').split(':');
  const known = ['eip155', 'solana', 'ton', 'rootstock'];
  return parts.length === 2 && known.includes(parts[0]) && /^[-a-zA-Z0-9]{1,32}/.test(parts[1]) ? parts[0] : 'eip155';
}

/** Null where the real struct has an Option the devnet has no value for. @param {unknown} v */
const opt = (v) => (v === undefined ? null : v);

/**
 * One transfer as HistoryTransactionTransfer serializes it (history.rs:71-120: snake_case, every
 * Option present as null; no sender/recipient). @param {any} t
 */
function realTransfer(t) {
  const fi = t.fungible_info;
  const ni = t.nft_info;
  return {
    fungible_info: fi ? { name: opt(fi.name), symbol: opt(fi.symbol), icon: fi.icon ? { url: fi.icon.url } : null } : null,
    nft_info: ni
      ? {
          name: opt(ni.name),
          content: ni.content ? { preview: ni.content.preview?.url ? { url: ni.content.preview.url, content_type: null } : null, detail: null } : null,
          flags: { is_spam: !!ni.flags?.is_spam },
        }
      : null,
    direction: t.direction,
    quantity: { numeric: t.quantity.numeric },
    value: opt(t.value),
    price: opt(t.price),
  };
}

/** One transaction as HistoryTransaction serializes it (history.rs:42-62). @param {any} tx */
function realTransaction(tx) {
  const m = tx.metadata;
  return {
    id: tx.id,
    metadata: { operationType: m.operationType, hash: m.hash, minedAt: m.minedAt, sentFrom: m.sentFrom, sentTo: m.sentTo, status: m.status, nonce: m.nonce, application: null, chain: opt(m.chain) },
    transfers: tx.transfers ? tx.transfers.map(realTransfer) : null,
  };
}

/** @param {ReturnType<typeof import('../../lib/http.mjs').createRouter>} r @param {import('../world.mjs').World} world */
export function register(r, world) {
  const indexer = createIndexer(world);
  r.get('/v1/account/:account/history', async ({ params, query }) => {
    const address = params.account;
    const namespace = historyNamespace(query.chainId);
    // TON addresses are left out: the devnet has no TON chain, so it takes none.
    const valid = namespace === 'solana' ? isSolanaAddress(address) : namespace === 'ton' ? false : EVM_ADDRESS.test(address);
    // A CAIP-10 id in the path is no address either (H160::from_str takes the bare hex only).
    if (!valid) return invalidAddress();
    if (query.onramp !== undefined && !(query.onramp === 'coinbase' && namespace === 'eip155')) {
      return failed(400, 'provider', `Provider ${query.onramp} is not supported`); // RpcError::UnsupportedProvider, error.rs:354-361
    }
    // The devnet's Coinbase stand-in records no purchases, and it indexes only its EVM chains.
    if (query.onramp === 'coinbase' || namespace !== 'eip155') return { data: [], next: null };
    // `limit` is the devnet's own (the service pages by its provider's size): tests use it to page small.
    const limit = Math.max(1, Math.min(100, Number(query.limit) || 10));
    const page = await indexer.history(address, { chainId: query.chainId, cursor: query.cursor, limit });
    return { data: page.data.map(realTransaction), next: page.next };
  });
}
