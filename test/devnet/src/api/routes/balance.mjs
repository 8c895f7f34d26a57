// GET /v1/account/{address}/balance (from chain state, with prices) and POST /v1/fungible/price.
// The balance query is checked as blockchain-api's BalanceQueryParams (src/handlers/balance.rs:46-56):
// projectId and currency required, currency one of the enum, forceUpdate a comma list of CAIP-10 ids.
import { isAddress } from 'viem';
import { HttpError } from '../../lib/http.mjs';
import { CURRENCIES, failed, invalidAddress, jsonDataError, missingField, unknownCurrency } from '../real-errors.mjs';
import { readBalances } from '../evm-read.mjs';
import { chainTokens, formatUnitsStr, fx, tokenByAddress, tokenIcon } from '../tokens.mjs';
import { SOLANA_DEVNET_CAIP, SOLANA_TESTNET_CAIP, solanaTarget } from './chains.mjs';

/** @param {ReturnType<typeof import('../../lib/http.mjs').createRouter>} r @param {import('../world.mjs').World} world */
export function register(r, world) {
  r.get('/v1/account/:address/balance', async ({ params, query, req }) => {
    const refused = balanceQueryProblem(query);
    if (refused) return refused;
    // The service answers an empty list, not an error, to a call with no SDK version (balance.rs:169-174).
    if (!req.headers['x-sdk-version'] && !query.sv) return { balances: [] };
    const rate = fx(query.currency);
    const address = params.address.split(':').pop() ?? '';
    const chainId = query.chainId ?? '';
    const namespace = chainId ? chainId.split(':')[0] : 'eip155';
    if (query.forceUpdate !== undefined) {
      // balance.rs:300-304 (eip155 only) and :316-324 (each entry a CAIP-10 id with a 0x contract).
      if (namespace !== 'eip155') return failed(400, 'address', `Unsupported namespace: ${namespace}`);
      if (!query.forceUpdate.split(',').every(isForceUpdateId)) return invalidAddress();
    }
    if (chainId.startsWith('solana:') || (!isAddress(address) && !chainId)) return { balances: await solanaBalances(world, address, rate, chainId) };
    if (!isAddress(address)) return invalidAddress();
    const chains = chainId ? [world.evmChain(chainId)].filter(Boolean) : world.evm;
    if (chainId && !chains.length) throw new HttpError(400, `Unsupported chainId ${chainId}`);
    /** @type {Record<string, unknown>[]} */
    const balances = [];
    for (const chain of /** @type {import('../world.mjs').EvmChain[]} */ (chains)) {
      const tokens = chainTokens(chain).filter((t) => !t.spam);
      const raw = await readBalances(chain, address, tokens);
      tokens.forEach((t, i) => {
        if (raw[i] === 0n) return;
        const numeric = formatUnitsStr(raw[i], t.decimals);
        const price = t.priceUsd * rate;
        balances.push({
          name: t.name,
          symbol: t.symbol,
          chainId: `eip155:${chain.chainId}`,
          ...(t.native ? {} : { address: `eip155:${chain.chainId}:${t.address}` }),
          value: Number(numeric) * price,
          price,
          quantity: { decimals: String(t.decimals), numeric },
          iconUrl: tokenIcon(world.apiUrl, t.symbol),
        });
      });
      balances.push(...syntheticBalances(chain.chainId, world.extraTokens.get(address.toLowerCase()) ?? 0, rate, world.apiUrl));
    }
    return { balances };
  });

  r.post('/v1/fungible/price', ({ body }) => {
    // PriceQueryParams (fungible_price.rs:22-28) through SimpleRequestJson: a body that does not fit is
    // axum's 422; no address, or a first one that is no CAIP-10 id, is InvalidAddress (:64-76).
    if (!body || typeof body.projectId !== 'string' || !CURRENCIES.includes(body.currency) || !Array.isArray(body.addresses) || !body.addresses.every((/** @type {unknown} */ a) => typeof a === 'string')) {
      return jsonDataError('PriceQueryParams needs projectId (string), currency (one of SupportedCurrencies) and addresses (string[])');
    }
    if (!body.addresses.length || !isForceUpdateId(body.addresses[0])) return invalidAddress();
    // The service prices the first address only (fungible_price.rs:67-76): a client asking for several gets one.
    const addresses = body.addresses.slice(0, 1);
    const rate = fx(body.currency);
    const fungibles = [];
    for (const a of addresses) {
      const chain = world.evmChain(String(a).split(':').slice(0, 2).join(':'));
      const t = chain && tokenByAddress(chain, String(a));
      if (t) fungibles.push({ name: t.name, symbol: t.symbol, iconUrl: tokenIcon(world.apiUrl, t.symbol), price: t.priceUsd * rate, address: a, decimals: t.decimals });
    }
    return { fungibles };
  });
}

/**
 * What the service refuses in a balance query before it looks at the account, or undefined.
 * @param {Record<string, string>} query
 */
export function balanceQueryProblem(query) {
  const missing = missingField(query, ['projectId', 'currency']);
  if (missing) return missing;
  if (!CURRENCIES.includes(query.currency)) return unknownCurrency(query.currency);
  return undefined;
}

/** One `forceUpdate` entry as balance.rs:319-324 parses it: `namespace:reference:0x<40 hex>`. @param {string} id */
export const isForceUpdateId = (id) => {
  const parts = id.split(':');
  return parts.length === 3 && !!parts[0] && !!parts[1] && /^(0x)?[0-9a-fA-F]{40}$/.test(parts[2]);
};

/**
 * `count` synthetic ERC-20 balances (POST /__admin/tokens/:address): "Load Token 1" (LT1) … with
 * distinct addresses, quantities and values, highest value first as the real API sorts them; each
 * icon URL is the token image endpoint for its symbol (it answers any symbol; `iconUrl` is required
 * by the widget's balance schema, so an answer without it is refused whole).
 * @param {number} chainId @param {number} count @param {number} rate @param {string} apiUrl
 */
export function syntheticBalances(chainId, count, rate, apiUrl) {
  return Array.from({ length: count }, (_, k) => {
    const i = k + 1;
    const price = 0.5 * rate;
    const numeric = String(count - k);
    return {
      name: `Load Token ${i}`,
      symbol: `LT${i}`,
      chainId: `eip155:${chainId}`,
      address: `eip155:${chainId}:0x${(0xa11ce0000 + i).toString(16).padStart(40, '0')}`,
      value: Number(numeric) * price,
      price,
      quantity: { decimals: '18', numeric },
      iconUrl: tokenIcon(apiUrl, `LT${i}`),
    };
  });
}

/** Names and prices of the devnet's SPL mints (the chain has no metadata; the hosted API knows its tokens). */
const SPL_TOKENS = { GkduNMzCvQNVzoxUYpmyRfAktgJDqXL4AVSMMCX2xQmz: { name: 'USD Coin (devnet)', symbol: 'USDC', priceUsd: 1 } };

/** @param {string} url @param {string} method @param {unknown[]} params */
async function solanaRpc(url, method, params) {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) });
  const j = await res.json();
  if (j.error) throw new HttpError(400, j.error.message);
  return j.result;
}

/**
 * SOL and the SPL tokens the owner holds, read from the devnet's Solana cluster of `chainId` (the
 * second cluster for its CAIP-2 id, else the first).
 * @param {import('../world.mjs').World} world @param {string} address @param {number} rate @param {string} chainId
 */
async function solanaBalances(world, address, rate, chainId) {
  const url = solanaTarget(world, chainId);
  if (!url) return [];
  const caip = chainId === SOLANA_TESTNET_CAIP ? SOLANA_TESTNET_CAIP : SOLANA_DEVNET_CAIP;
  const [bal, tokens] = await Promise.all([
    solanaRpc(url, 'getBalance', [address]),
    solanaRpc(url, 'getTokenAccountsByOwner', [address, { programId: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA' }, { encoding: 'jsonParsed' }]),
  ]);
  const out = [];
  const lamports = BigInt(bal.value);
  if (lamports > 0n) {
    const numeric = formatUnitsStr(lamports, 9);
    const price = 150 * rate;
    out.push({ name: 'Solana', symbol: 'SOL', chainId: caip, value: Number(numeric) * price, price, quantity: { decimals: '9', numeric }, iconUrl: tokenIcon(world.apiUrl, 'SOL') });
  }
  for (const t of tokens.value) {
    const info = t.account.data.parsed.info;
    const amount = BigInt(info.tokenAmount.amount);
    if (amount === 0n) continue;
    const meta = /** @type {Record<string, {name: string, symbol: string, priceUsd: number}>} */ (SPL_TOKENS)[info.mint];
    const decimals = info.tokenAmount.decimals;
    const numeric = formatUnitsStr(amount, decimals);
    const price = (meta?.priceUsd ?? 0) * rate;
    out.push({
      name: meta?.name ?? info.mint, symbol: meta?.symbol ?? info.mint.slice(0, 4), chainId: caip, address: `${caip}:${info.mint}`,
      value: Number(numeric) * price, price, quantity: { decimals: String(decimals), numeric }, iconUrl: tokenIcon(world.apiUrl, meta?.symbol ?? 'SPL'),
    });
  }
  return out;
}
