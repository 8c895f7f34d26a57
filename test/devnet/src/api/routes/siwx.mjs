// Sign-in sessions on the hosted sessions API (the siwx plugin's `hostedSiwx`):
//   POST /v1/sessions/nonce {account}           -> {nonce, expiresAt}   single-use, 10 minutes
//   POST /v1/sessions/{caip10} {message, signature} -> the new session (a pci of type 'siwx')
// The message must be canonical EIP-4361 for that account and chain, name a domain and uri on one of
// the project's allowed origins, be inside its validity window and carry a nonce issued here and
// unused; the signature is verified for real with viem against the devnet chain (EOA recovery, and
// ERC-1271 / ERC-6492 for smart accounts). It is then listed by GET /v1/sessions/{caip10} and ended by
// POST /v1/sessions/{caip10}/revoke {pci, signature: <its sign-in signature>} (routes/sessions.mjs).
import { createPublicClient, http } from 'viem';
import { parseSiweMessage, verifySiweMessage } from 'viem/siwe';
import { HttpError } from '../../lib/http.mjs';
import { accountKey, sessionsOf } from '../sessions-store.mjs';

export const NONCE_TTL_MS = 10 * 60_000;

/** @param {ReturnType<typeof import('../../lib/http.mjs').createRouter>} r @param {import('../world.mjs').World} world */
export function register(r, world) {
  /** @type {Map<string, { account: string, at: number }>} */
  const nonces = new Map();
  const byAccount = sessionsOf(world);

  r.post('/v1/sessions/nonce', ({ body }) => {
    const account = typeof body?.account === 'string' ? body.account : '';
    if (account.split(':').length !== 3) throw new HttpError(400, 'account (CAIP-10) is required');
    const nonce = [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');
    nonces.set(nonce, { account: account.toLowerCase(), at: Date.now() });
    return { nonce, expiresAt: Math.floor((Date.now() + NONCE_TTL_MS) / 1000) };
  });

  r.post('/v1/sessions/:id', async ({ params, body, query, req }) => {
    const account = accountKey(params.id);
    const [ns, chainRef, address] = account.split(':');
    if (ns !== 'eip155' || !address) throw new HttpError(400, 'Sign-in sessions are verified on eip155 accounts');
    const { message, signature } = body ?? {};
    if (typeof message !== 'string' || typeof signature !== 'string') throw new HttpError(400, 'message and signature are required');
    const fields = parseSiweMessage(message);
    if (fields.address?.toLowerCase() !== address || String(fields.chainId) !== chainRef) throw new HttpError(400, 'The message is for another account or chain');
    const origins = world.projects.get(String(query.projectId ?? req.headers['x-project-id'] ?? ''))?.origins;
    const origin = origins?.find((o) => new URL(o).host === fields.domain);
    if (!origin || (fields.uri && new URL(fields.uri).origin !== origin)) throw new HttpError(403, `Domain ${fields.domain} is not allowed for this project`);
    const issued = fields.nonce ? nonces.get(fields.nonce) : undefined;
    if (!issued || issued.account !== account || Date.now() - issued.at >= NONCE_TTL_MS) throw new HttpError(401, 'Unknown, spent or expired nonce');
    const chain = world.evmChain(Number(chainRef));
    if (!chain) throw new HttpError(400, `Unknown chain eip155:${chainRef}`);
    const client = createPublicClient({ transport: http(chain.url) });
    const valid = await verifySiweMessage(client, {
      message, signature: /** @type {`0x${string}`} */ (signature), address: /** @type {`0x${string}`} */ (fields.address), domain: fields.domain, nonce: fields.nonce,
    }).catch(() => false);
    if (!valid) throw new HttpError(401, 'Invalid sign-in: signature, or the message is outside its validity window');
    // Spent only once verified: a forged attempt cannot burn the visitor's nonce.
    nonces.delete(/** @type {string} */ (fields.nonce));
    const now = Math.floor(Date.now() / 1000);
    const session = {
      pci: `siwx-${crypto.randomUUID()}`,
      project: { name: 'Devnet dapp', url: origin },
      expiry: fields.expirationTime ? Math.floor(fields.expirationTime.getTime() / 1000) : now + 86_400,
      createdAt: now,
      permissions: [{ type: 'siwx', data: { message, signature, chainId: `eip155:${chainRef}` } }],
      policies: [],
      context: '0x',
      revokedAt: null,
    };
    byAccount.set(account, [...(byAccount.get(account) ?? []), session]);
    return session;
  });
}
