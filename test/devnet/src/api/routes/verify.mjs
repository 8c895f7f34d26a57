// The WalletConnect Verify emulation (v3 API shape) on the API emulator. A dapp page loads
// /v3/attestation in a hidden iframe; the page there posts `{ type: 'verify_attestation', attestation }`
// to its parent, a JWT signed with the devnet's Verify key that says whether the embedding origin is a
// verified domain of the project (or a known threat). /v3/public-key serves the key to check it with.
// The embedding origin comes from the browser (the iframe request's Referer), not from the query, so a
// page cannot claim another origin. Tests set verdicts with POST /__admin/verify { origin, verdict }.
// (The test kit also routes verify.walletconnect.org here for the SDK's own calls.)
import { HttpError, reply } from '../../lib/http.mjs';

/** @param {string | undefined} v */
const originOf = (v) => {
  try {
    return v ? new URL(v).origin : '';
  } catch {
    return '';
  }
};

/** @param {ReturnType<typeof import('../../lib/http.mjs').createRouter>} r @param {import('../world.mjs').World} world */
export function register(r, world) {
  r.get('/v3/attestation', ({ req, query }) => {
    const origin = originOf(req.headers.referer) || originOf(query.origin);
    const jwt = world.verify.attest(String(query.id ?? ''), origin);
    const msg = JSON.stringify({ type: 'verify_attestation', attestation: jwt });
    return reply({ type: 'text/html; charset=utf-8', text: `<!doctype html><script>window.parent.postMessage(${JSON.stringify(msg)}, '*')</script>` });
  });
  r.get('/v3/public-key', () => world.verify.publicKey());

  r.get('/__admin/verify', () => world.verify.list());
  r.post('/__admin/verify', ({ body }) => {
    try {
      world.verify.setVerdict(String(body?.origin ?? ''), body?.verdict);
    } catch (e) {
      throw new HttpError(400, e instanceof Error ? e.message : String(e));
    }
    return world.verify.list();
  });
}
