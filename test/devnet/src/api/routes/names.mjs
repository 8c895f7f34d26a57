// Profile names: register (signature-verified, persisted), lookup, reverse lookup and suggestions.
import { createPublicClient, http, isAddress, verifyMessage } from 'viem';
import { HttpError, reply } from '../../lib/http.mjs';
import { createNamesStore, fullName, NAME_SUFFIX, validLabel } from '../names-store.mjs';

/** @param {ReturnType<typeof import('../../lib/http.mjs').createRouter>} r @param {import('../world.mjs').World} world */
export function register(r, world) {
  const store = createNamesStore(world.dataDir);
  const view = (/** @type {import('../names-store.mjs').Profile} */ p) => ({ name: p.name, addresses: p.addresses, attributes: p.attributes, created_at: new Date(p.created * 1000).toISOString() });
  const fail = (/** @type {number} */ status, /** @type {string} */ description) => reply({ status, json: { error: true, status, message: description, reasons: [{ field: 'name', description }] } });

  r.get('/v1/profile/account/:name', ({ params }) => {
    const p = store.get(params.name);
    if (!p) throw new HttpError(404, `Name ${fullName(params.name)} not found`);
    return view(p);
  });
  r.get('/v1/profile/reverse/:address', ({ params }) => store.reverse(params.address).map(view));
  r.get('/v1/profile/suggestions/:name', ({ params }) => {
    const label = fullName(params.name).slice(0, -NAME_SUFFIX.length).replace(/[^a-z0-9-]/g, '');
    const candidates = [label, `${label}-1`, `${label}-eth`, `${label}${new Date().getUTCFullYear()}`, `the-${label}`, `${label}-dev`];
    return { suggestions: candidates.filter((c) => c.length >= 4).map((c) => ({ name: c + NAME_SUFFIX, registered: !!store.get(c) })) };
  });
  r.post('/v1/profile/account', async ({ body }) => {
    const { coin_type, address, message, signature } = body ?? {};
    if (!isAddress(String(address)) || typeof message !== 'string' || typeof signature !== 'string') return fail(400, 'address, message and signature are required');
    let msg;
    try {
      msg = JSON.parse(message);
    } catch {
      return fail(400, 'message must be JSON {name, attributes, timestamp}');
    }
    if (typeof msg?.name !== 'string' || !validLabel(msg.name)) return fail(400, 'Name must be at least 4 letters, digits or hyphens');
    if (typeof msg.timestamp !== 'number' || Math.abs(Date.now() / 1000 - msg.timestamp) > 600) return fail(400, 'Message timestamp is missing or too old');
    const coinType = Number(coin_type ?? 60);
    if (!Number.isInteger(coinType) || coinType < 0 || coinType >= 2 ** 32) return fail(400, 'Invalid coin_type');
    let ok = await verifyMessage({ address, message, signature: /** @type {`0x${string}`} */ (signature) }).catch(() => false);
    if (!ok) {
      // Smart accounts (ERC-1271 / ERC-6492): ask the chain the coin type names (or the first devnet chain).
      const chainId = coinType >= 0x80000000 ? coinType - 0x80000000 : world.evm[0]?.chainId;
      const chain = world.evmChain(chainId);
      if (chain) ok = await createPublicClient({ transport: http(chain.url) }).verifyMessage({ address, message, signature: /** @type {`0x${string}`} */ (signature) }).catch(() => false);
    }
    if (!ok) return fail(401, 'Invalid signature');
    const name = fullName(msg.name);
    if (store.get(name)) return fail(409, `Name ${name} is already registered`);
    const now = Math.floor(Date.now() / 1000);
    return view(store.put({ name, addresses: { [String(coinType)]: { address, created: now } }, attributes: msg.attributes ?? {}, created: now }));
  });

  // Identity uses names too: GET /v1/identity/{address} -> { name, avatar }.
  r.get('/v1/identity/:address', ({ params }) => {
    const address = params.address.split(':').pop() ?? '';
    if (!isAddress(address)) throw new HttpError(400, `Invalid address ${params.address}`);
    const seeded = world.identities.get(address.toLowerCase());
    if (seeded) return seeded;
    const p = store.reverse(address)[0];
    return { name: p?.name ?? null, avatar: p ? `${world.apiUrl}/public/getAssetImage/${encodeURIComponent(p.name)}` : null };
  });
}
