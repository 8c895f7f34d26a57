// ReownAuthentication, the hosted sign-in of wallet services (`/auth/v1/*` on api.web3modal.org), as
// AppKit's client speaks it (packages/controllers/src/features/siwx/reown-authentication/
// ReownAuthentication.ts; docs/wire.md "Sign-in"). The service has no public source: it validates as
// that client requires —
//   GET  /auth/v1/nonce                                → { nonce, token }   (nonce JWT, single-use, 10 min)
//   POST /auth/v1/authenticate  x-nonce-jwt: Bearer …  { message, signature, data?, clientId?, walletInfo? } → { token }
//   GET  /auth/v1/me            Authorization: Bearer … → the session's account (the token's claims)
//   POST /auth/v1/sign-out      Authorization: Bearer … → 204
// A missing or invalid JWT is a 401; the message must carry the nonce of its nonce JWT, unspent, name
// a domain on one of the project's allowed origins and be inside its validity window; the signature
// is verified with viem against the devnet chain (EOA, ERC-1271, ERC-6492). The signature is then
// dropped: no endpoint can return it, and only the session token reads or ends the session.
// The body is read as JSON whatever its content type (AppKit sends it without one).
import { createPublicClient, getAddress, http } from 'viem';
import { parseSiweMessage, verifySiweMessage } from 'viem/siwe';
import { HttpError, reply } from '../../lib/http.mjs';
import { authOf, SESSION_DEFAULT_S, SESSION_MAX_S } from '../auth-store.mjs';

/** The JWT of a `Bearer <jwt>` header; a 401 without one. @param {unknown} header @param {string} name */
function bearer(header, name) {
  const m = typeof header === 'string' ? /^Bearer ([\w-]+\.[\w-]+\.[\w-]+)$/.exec(header) : null;
  if (!m) throw new HttpError(401, `Missing or malformed ${name} header`);
  return m[1];
}
const projectOf = (/** @type {import('../../lib/http.mjs').Ctx} */ c) => String(c.query.projectId ?? c.req.headers['x-project-id'] ?? '');

/** @param {ReturnType<typeof import('../../lib/http.mjs').createRouter>} r @param {import('../world.mjs').World} world */
export function register(r, world) {
  const store = authOf(world);

  r.get('/auth/v1/nonce', (c) => store.issueNonce(projectOf(c)));

  r.post('/auth/v1/authenticate', async (c) => {
    const projectId = projectOf(c);
    const nonce = store.nonceOf(bearer(c.req.headers['x-nonce-jwt'], 'x-nonce-jwt'), projectId);
    if (!nonce) throw new HttpError(401, 'Invalid, expired or spent nonce token');
    const { message, signature, data } = c.body ?? {};
    if (typeof message !== 'string' || typeof signature !== 'string' || !/^0x[0-9a-fA-F]+$/.test(signature)) throw new HttpError(400, 'message and signature (hex) are required');
    let fields;
    try {
      fields = parseSiweMessage(message);
    } catch {
      fields = {};
    }
    if (!fields.address || !fields.chainId || !fields.domain || !fields.uri || !fields.nonce) throw new HttpError(400, 'The message is not an EIP-4361 sign-in message (the devnet verifies eip155 sign-ins)');
    if (fields.nonce !== nonce) throw new HttpError(401, 'The message does not carry the nonce of its nonce token');
    const caip2 = `eip155:${fields.chainId}`;
    if (data !== undefined && (data?.nonce !== nonce || data?.chainId !== caip2 || String(data?.accountAddress).toLowerCase() !== fields.address.toLowerCase())) {
      throw new HttpError(400, 'data does not describe the signed message');
    }
    const origin = world.projects.get(projectId)?.origins?.find((o) => new URL(o).host === fields.domain);
    if (!origin || new URL(fields.uri).origin !== origin) throw new HttpError(403, `Domain ${fields.domain} is not allowed for this project`);
    const chain = world.evmChain(fields.chainId);
    if (!chain) throw new HttpError(400, `Unknown chain ${caip2}`);
    const valid = await verifySiweMessage(createPublicClient({ transport: http(chain.url) }), {
      message, signature: /** @type {`0x${string}`} */ (signature), address: fields.address, domain: fields.domain, nonce,
    }).catch(() => false);
    if (!valid) throw new HttpError(401, 'Invalid sign-in: the signature does not verify for the address, or the message is outside its validity window');
    // Spent only once verified: a forged attempt cannot burn the visitor's nonce.
    store.spend(nonce);
    const now = Math.floor(Date.now() / 1000);
    const until = fields.expirationTime ? Math.floor(fields.expirationTime.getTime() / 1000) : now + SESSION_DEFAULT_S;
    const address = getAddress(fields.address);
    const token = store.open({
      exp: Math.min(until, now + SESSION_MAX_S), projectIdKey: projectId, aud: projectId, iss: 'devnet-wallet-services',
      sub: `did:pkh:${caip2}:${address}`, address, chainId: fields.chainId, chainNamespace: 'eip155', caip2Network: caip2,
      uri: fields.uri, domain: fields.domain, nonce, projectUuid: `devnet-${projectId}`, profileUuid: `profile-${address.toLowerCase()}`,
    });
    return { token };
  });

  r.get('/auth/v1/me', (c) => {
    const s = store.session(bearer(c.req.headers.authorization, 'Authorization'), projectOf(c));
    if (!s) throw new HttpError(401, 'Unauthorized');
    const { typ: _t, jti: _j, iat: _i, ...account } = s.claims;
    if (c.query.includeAppKitAccount !== 'true') return account;
    const at = new Date(s.createdAt).toISOString();
    return {
      ...account,
      appKitAccount: {
        uuid: s.claims.jti, caip2_chain: account.caip2Network, address: account.address, profile_uuid: account.profileUuid, created_at: at,
        is_main_account: true, verification_status: null, connection_method: null, metadata: {}, last_signed_in_at: at, signed_up_at: at, updated_at: at,
      },
    };
  });

  r.post('/auth/v1/sign-out', (c) => {
    const s = store.session(bearer(c.req.headers.authorization, 'Authorization'), projectOf(c));
    if (!s) throw new HttpError(401, 'Unauthorized');
    store.signOut(s.claims.jti);
    return reply({ status: 204 });
  });

  // Devnet only: how many live sessions each account has, and the nonce lifetime (to test expiry).
  r.get('/__admin/auth', () => ({ sessions: store.counts(), nonceTtlMs: store.settings.nonceTtlMs }));
  r.post('/__admin/auth', ({ body }) => {
    if (body?.nonceTtlMs !== undefined) {
      if (!Number.isInteger(body.nonceTtlMs) || body.nonceTtlMs < 1) throw new HttpError(400, 'nonceTtlMs is a positive integer');
      store.settings.nonceTtlMs = body.nonceTtlMs;
    }
    return { nonceTtlMs: store.settings.nonceTtlMs };
  });
}
