// Smart sessions (spec §7): GET /v1/sessions/{id} lists the permission contexts of a CAIP-10 account and
// POST /v1/sessions/{id}/revoke {pci, signature} revokes one, the signature a personal_sign of the pci
// by the account. Tests seed sessions via /__admin/sessions. Sign-in is not here: it is
// ReownAuthentication (routes/auth.mjs), and none of its signatures ever reaches this list.
import { verifyMessage } from 'viem';
import { HttpError } from '../../lib/http.mjs';
import { accountKey as key, sessionsOf } from '../sessions-store.mjs';

/** @param {ReturnType<typeof import('../../lib/http.mjs').createRouter>} r @param {object} world */
export function register(r, world) {
  /** @type {Map<string, any[]>} caip10 (lowercase) -> sessions */
  const byAccount = sessionsOf(world);

  r.post('/__admin/sessions', ({ body }) => {
    if (typeof body?.account !== 'string' || body.account.split(':').length !== 3) throw new HttpError(400, 'account (CAIP-10) is required');
    const pci = body.pci ?? `pci-${Math.random().toString(36).slice(2, 10)}`;
    const s = { pci, project: body.project ?? { name: 'Devnet dapp', url: 'http://127.0.0.1:5173' }, expiry: body.expiry ?? Math.floor(Date.now() / 1000) + 86_400, createdAt: Math.floor(Date.now() / 1000), permissions: body.permissions ?? [{ type: 'contract-call', data: {} }], policies: body.policies ?? [], context: body.context ?? '0x', revokedAt: null };
    const list = byAccount.get(key(body.account)) ?? [];
    list.push(s);
    byAccount.set(key(body.account), list);
    return s;
  });
  r.get('/v1/sessions/:id', ({ params }) => ({ pcis: byAccount.get(key(params.id)) ?? [] }));
  r.post('/v1/sessions/:id/revoke', async ({ params, body }) => {
    const s = (byAccount.get(key(params.id)) ?? []).find((x) => x.pci === body?.pci);
    if (!s) throw new HttpError(404, `Unknown session ${body?.pci}`);
    const address = decodeURIComponent(params.id).split(':').pop();
    const ok = typeof body?.signature === 'string' && (await verifyMessage({ address: /** @type {`0x${string}`} */ (address), message: s.pci, signature: body.signature }).catch(() => false));
    if (!ok) throw new HttpError(401, 'Invalid signature: sign the pci with personal_sign');
    s.revokedAt = Math.floor(Date.now() / 1000);
    return { success: true, pci: s.pci, revokedAt: s.revokedAt };
  });
}
