// A stand-in for the WalletConnect Verify service (verify.walletconnect.org/v3). Browsers running the
// SDK load /v3/attestation in a hidden iframe on every proposal and wait up to 5 s for its answer; the
// test kit routes verify.walletconnect.org here so the answer comes at once (marked unverified).
import { reply } from '../../lib/http.mjs';

const b64url = (/** @type {unknown} */ o) => Buffer.from(JSON.stringify(o)).toString('base64url');

/** @param {ReturnType<typeof import('../../lib/http.mjs').createRouter>} r */
export function register(r) {
  r.get('/v3/attestation', ({ query }) => {
    const jwt = `${b64url({ alg: 'ES256', typ: 'JWT' })}.${b64url({ id: query.id ?? '', origin: query.origin ?? '', isScam: false, isVerified: false, exp: Math.floor(Date.now() / 1000) + 300 })}.${Buffer.from('devnet-unsigned').toString('base64url')}`;
    const msg = JSON.stringify({ type: 'verify_attestation', attestation: jwt });
    return reply({ type: 'text/html; charset=utf-8', text: `<!doctype html><script>window.parent.postMessage(${JSON.stringify(msg)}, '*')</script>` });
  });
  r.get('/v3/public-key', () => reply({ status: 404, json: { error: 'devnet verify stub has no signing key' } }));
}
