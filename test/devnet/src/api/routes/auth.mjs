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
// is verified with viem against the devnet chain (EOA, ERC-1271, ERC-6492). The message is AppKit's
// ReownAuthenticationMessenger text (appkit packages/controllers/src/features/siwx/reown-authentication/
// ReownAuthenticationMessenger.ts:37-58): EIP-4361's layout with the network's name in the header and
// the whole CAIP-2 id on the chain line (`Chain ID: eip155:1`); EIP-4361's bare `Chain ID: 1` is
// refused, so a client writing local mode's text to the service fails here as well. The signature is then
// dropped: no endpoint can return it, and only the session token reads or ends the session.
// The body is read as JSON whatever its content type (AppKit sends it without one).
import { createPublicClient, getAddress, http } from 'viem';
import { HttpError, reply } from '../../lib/http.mjs';
import { authOf, SESSION_DEFAULT_S, SESSION_MAX_S } from '../auth-store.mjs';

/** The JWT of a `Bearer <jwt>` header; a 401 without one. @param {unknown} header @param {string} name */
function bearer(header, name) {
  const m = typeof header === 'string' ? /^Bearer ([\w-]+\.[\w-]+\.[\w-]+)$/.exec(header) : null;
  if (!m) throw new HttpError(401, `Missing or malformed ${name} header`);
  return m[1];
}
const LINE = /^(URI|Version|Chain ID|Nonce|Issued At|Expiration Time|Not Before|Request ID): (.+)$/;
const ORDER = ['URI', 'Version', 'Chain ID', 'Nonce', 'Issued At', 'Expiration Time', 'Not Before', 'Request ID'];
/**
 * The fields of an AppKit hosted sign-in text (eip155), or undefined when it is not exactly one:
 * the lines in AppKit's order, each once, the chain line a CAIP-2 eip155 id.
 * @param {string} text
 */
export function parseHostedMessage(text) {
  const lines = text.split('\n');
  const head = /^(\S+) wants you to sign in with your (\S(?:.*\S)?) account:$/.exec(lines[0] ?? '');
  const address = lines[1] ?? '';
  if (!head || !/^0x[0-9a-fA-F]{40}$/.test(address) || lines[2] !== '') return undefined;
  let i = 3;
  if (lines[i] !== undefined && !lines[i].startsWith('URI: ')) {
    if (lines[i + 1] !== '') return undefined;
    i += 2;
  }
  /** @type {Map<string, string>} */ const f = new Map();
  let last = -1;
  for (; i < lines.length && lines[i] !== 'Resources:'; i++) {
    const m = LINE.exec(lines[i]);
    if (!m || ORDER.indexOf(m[1]) <= last) return undefined;
    last = ORDER.indexOf(m[1]);
    f.set(m[1], m[2]);
  }
  if (lines[i] === 'Resources:' && (i + 1 === lines.length || lines.slice(i + 1).some((l) => !/^- \S+$/.test(l)))) return undefined;
  const chain = /^eip155:([1-9][0-9]*)$/.exec(f.get('Chain ID') ?? '');
  if (!chain || !f.get('URI') || f.get('Version') !== '1' || !/^[a-zA-Z0-9]{8,}$/.test(f.get('Nonce') ?? '')) return undefined;
  const date = (/** @type {string} */ k) => (f.has(k) ? new Date(/** @type {string} */ (f.get(k))) : undefined);
  const times = [date('Issued At'), date('Expiration Time'), date('Not Before')];
  if (times.some((t) => t && Number.isNaN(t.getTime()))) return undefined;
  return {
    domain: head[1], address: /** @type {`0x${string}`} */ (address), uri: /** @type {string} */ (f.get('URI')), nonce: /** @type {string} */ (f.get('Nonce')),
    chainId: Number(chain[1]), issuedAt: times[0], expirationTime: times[1], notBefore: times[2],
  };
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
    const fields = parseHostedMessage(message);
    if (!fields) throw new HttpError(400, 'The message is not a ReownAuthentication sign-in message (AppKit\'s text, with a CAIP-2 eip155 Chain ID: the devnet verifies eip155 sign-ins)');
    if (fields.nonce !== nonce) throw new HttpError(401, 'The message does not carry the nonce of its nonce token');
    const caip2 = `eip155:${fields.chainId}`;
    if (data !== undefined && (data?.nonce !== nonce || data?.chainId !== caip2 || String(data?.accountAddress).toLowerCase() !== fields.address.toLowerCase())) {
      throw new HttpError(400, 'data does not describe the signed message');
    }
    const origin = world.projects.get(projectId)?.origins?.find((o) => new URL(o).host === fields.domain);
    if (!origin || new URL(fields.uri).origin !== origin) throw new HttpError(403, `Domain ${fields.domain} is not allowed for this project`);
    const chain = world.evmChain(fields.chainId);
    if (!chain) throw new HttpError(400, `Unknown chain ${caip2}`);
    const at = Date.now();
    const inWindow = (!fields.expirationTime || at < fields.expirationTime.getTime()) && (!fields.notBefore || at >= fields.notBefore.getTime());
    const valid = inWindow && await createPublicClient({ transport: http(chain.url) })
      .verifyMessage({ message, signature: /** @type {`0x${string}`} */ (signature), address: fields.address })
      .catch(() => false);
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
