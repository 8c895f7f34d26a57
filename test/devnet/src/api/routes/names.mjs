// Profile names: register (signature-verified, persisted), lookup, reverse lookup and suggestions, held
// to blockchain-api src/handlers/profile/* (checks, 404-or-[] by apiVersion, NameAndAddresses shape).
import { createPublicClient, http, isAddress, verifyMessage } from 'viem';
import { createNamesStore, fullName } from '../names-store.mjs';
import { badQuery, failed, invalidAddress, jsonDataError } from '../real-errors.mjs';
import { isSolanaAddress } from './history.mjs';

/** What H160's parse takes (identity.rs:212-214): 40 hex digits, 0x optional. */
const H160 = /^(0x)?[0-9a-fA-F]{40}$/;

/** The zones the devnet's names live in (the service's `names.allowed_zones` config; the first is the default). */
export const ALLOWED_ZONES = ['reown.id', 'wcn.id'];
/** names/utils.rs:14-19: the domain format and the label's length bounds. */
const NAME_FORMAT = /^[a-z0-9.-]+$/;
const LABEL_MIN = 3;
const LABEL_MAX = 64;
/** profile/mod.rs:13 UNIXTIMESTAMP_SYNC_THRESHOLD: the signed timestamp is within 10 s of now. */
const TIMESTAMP_WINDOW_S = 10;
/** names/mod.rs:10-17: the one attribute the service takes, and its value pattern (255 chars at most). */
const BIO = /^[a-zA-Z0-9@:/._\-?&=+ ]+$/;

/**
 * The lookup and register checks of names/utils.rs:53-74 in the order the handlers run them
 * (lookup.rs:41-54, register.rs:75-88), as RpcError answers (error.rs:436-459); undefined when fine.
 * @param {string} name
 */
function nameProblem(name) {
  if (!NAME_FORMAT.test(name)) return failed(400, 'name', `Invalid name format: ${name}`);
  const parts = name.split('.');
  if (parts.length !== 3 || parts[0].length < LABEL_MIN || parts[0].length > LABEL_MAX) return failed(400, 'name', `Invalid name length: ${name}`);
  if (!ALLOWED_ZONES.includes(`${parts[1]}.${parts[2]}`)) return failed(400, 'name', `Name is not in the allowed zones: ${name}`);
  return undefined;
}

/** The chain ids coin types name: ENSIP-11 60 is mainnet, else the low 31 bits (utils/crypto.rs:704-711). @param {number} coinType */
const coinTypeChain = (coinType) => (coinType === 60 ? 1 : coinType & 0x7fffffff);

/** @param {ReturnType<typeof import('../../lib/http.mjs').createRouter>} r @param {import('../world.mjs').World} world */
export function register(r, world) {
  const store = createNamesStore(world.dataDir);
  /** NameAndAddresses (database/types.rs:55-62; addresses an ENSIP-11 map of {address, created_at}, types.rs:44-51). */
  const view = (/** @type {import('../names-store.mjs').Profile} */ p) => ({
    name: p.name,
    registered_at: new Date(p.created * 1000).toISOString(),
    updated_at: new Date(p.created * 1000).toISOString(),
    attributes: p.attributes,
    addresses: Object.fromEntries(Object.entries(p.addresses).map(([coin, a]) => [coin, { address: a.address, created_at: new Date(a.created * 1000).toISOString() }])),
  });
  const v2 = (/** @type {Record<string, string>} */ query) => query.apiVersion === '2';
  /** LookupQueryParams.api_version is a number (profile/mod.rs:66-73): anything else is axum's 400. @param {Record<string, string>} query */
  const badVersion = (query) => (query.apiVersion !== undefined && !/^\d+$/.test(query.apiVersion) ? badQuery('apiVersion: invalid digit found in string') : undefined);

  r.get('/v1/profile/account/:name', ({ params, query }) => {
    const refused = badVersion(query) ?? nameProblem(params.name);
    if (refused) return refused;
    const p = store.get(params.name);
    // lookup.rs:59-67: not found is 404 NameNotFound, or an empty array with apiVersion=2.
    if (!p) return v2(query) ? [] : failed(404, 'name', `Name is not found in the database: ${params.name}`);
    return view(p);
  });

  r.get('/v1/profile/reverse/:address', ({ params, query }) => {
    const refused = badVersion(query);
    if (refused) return refused;
    const names = store.reverse(params.address);
    // reverse.rs:43-50: no name is 404 NameByAddressNotFound, or an empty array with apiVersion=2.
    if (!names.length) return v2(query) ? [] : failed(404, 'address', 'No name for address is found');
    return names.map(view);
  });

  r.get('/v1/profile/suggestions/:name', ({ params, query }) => {
    const name = params.name;
    // suggestions.rs:49-54, then the zone (the query's, else the first allowed, :62-68).
    if (name.length < LABEL_MIN) return failed(400, 'name', `Invalid name length: ${name}`);
    if (!NAME_FORMAT.test(name)) return failed(400, 'name', `Invalid name format: ${name}`);
    const zone = query.zone ?? ALLOWED_ZONES[0];
    const exact = `${name}.${zone}`;
    const out = [{ name: exact, registered: !!store.get(exact) }];
    const candidates = [`${name}-1`, `${name}-eth`, `${name}${new Date().getUTCFullYear()}`, `the-${name}`, `${name}-dev`, `${name}-web3`];
    for (const c of candidates) {
      const full = `${c}.${zone}`;
      if (!store.get(full)) out.push({ name: full, registered: false });
      if (out.length === 5) break;
    }
    return { suggestions: out };
  });

  r.post('/v1/profile/account', async ({ body }) => {
    // RegisterRequest (profile/mod.rs:52-63): all four fields required, coin_type a u32 — axum's 422.
    const { coin_type, address, message, signature } = body ?? {};
    if (typeof message !== 'string' || typeof signature !== 'string' || typeof address !== 'string' || !Number.isInteger(coin_type) || coin_type < 0 || coin_type >= 2 ** 32) {
      return jsonDataError('missing or mistyped field of RegisterRequest (message, signature, coin_type, address)');
    }
    let msg;
    try {
      msg = JSON.parse(message);
    } catch (e) {
      return failed(422, '', `Deserialization error: ${e instanceof Error ? e.message : String(e)}`);
    }
    if (typeof msg?.name !== 'string' || !Number.isInteger(msg.timestamp) || msg.timestamp < 0) return failed(422, '', 'Deserialization error: RegisterPayload needs name (string) and timestamp (u64)');
    const refused = nameProblem(msg.name);
    if (refused) return refused;
    const chainId = coinTypeChain(coin_type);
    if (!(chainId === 1 || world.evmChain(chainId))) return failed(400, 'coin_type', `Unsupported coin type: ${coin_type}`);
    if (store.get(msg.name)) return failed(400, 'name', `Name is already registered: ${msg.name}`);
    if (Math.abs(Date.now() / 1000 - msg.timestamp) > TIMESTAMP_WINDOW_S) return failed(400, 'timestamp', `Signature UNIXTIME timestamp is too old: ${msg.timestamp}`);
    const attributes = msg.attributes ?? {};
    if (typeof attributes !== 'object' || Object.entries(attributes).some(([k, v]) => k !== 'bio' || typeof v !== 'string' || v.length > 255 || !BIO.test(v))) {
      return failed(400, 'attributes', 'Unsupported name attribute in payload');
    }
    let ok = isAddress(address) && (await verifyMessage({ address, message, signature: /** @type {`0x${string}`} */ (signature) }).catch(() => false));
    if (!ok && isAddress(address)) {
      // Smart accounts (ERC-1271 / ERC-6492): ask the chain the coin type names (or the first devnet chain).
      const chain = world.evmChain(chainId) ?? world.evm[0];
      if (chain) ok = await createPublicClient({ transport: http(chain.url) }).verifyMessage({ address, message, signature: /** @type {`0x${string}`} */ (signature) }).catch(() => false);
    }
    if (!ok) return failed(401, 'signature', 'Signature validation error: Signature verification error');
    const now = Math.floor(Date.now() / 1000);
    return view(store.put({ name: fullName(msg.name), addresses: { [String(coin_type)]: { address, created: now } }, attributes, created: now }));
  });

  // Identity (identity.rs:141-262): a solana address answers the empty identity (:191-210); any other
  // must parse as an H160, 0x optional (:212-214, InvalidAddress — a CAIP-10 id does not); `useCache`
  // is a bool (axum 400 otherwise) that only the service's testing project may send (:301-317).
  r.get('/v1/identity/:address', ({ params, query }) => {
    const raw = params.address;
    if (query.useCache !== undefined && query.useCache !== 'true' && query.useCache !== 'false') {
      return badQuery(`useCache: provided string was not \`true\` or \`false\``);
    }
    const empty = { name: null, avatar: null, resolvedAt: new Date().toISOString() };
    if (isSolanaAddress(raw)) return empty; // identity.rs:56-58
    if (!H160.test(raw)) return invalidAddress();
    if (query.useCache !== undefined) return failed(400, '', `Invalid parameter: The project ID ${query.projectId} is not allowed to use \`use_cache\` parameter`);
    const address = raw.startsWith('0x') ? raw : `0x${raw}`;
    const seeded = world.identities.get(address.toLowerCase());
    if (seeded) return seeded;
    const p = store.reverse(address)[0];
    return { name: p?.name ?? null, avatar: p ? `${world.apiUrl}/__avatar/${encodeURIComponent(p.name)}` : null, resolvedAt: empty.resolvedAt };
  });
}
