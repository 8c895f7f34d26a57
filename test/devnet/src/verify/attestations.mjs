// The Verify emulation's state: an ES256 (P-256) signing key made at start, the verdict per origin
// (verified, unverified or a known threat) that tests set, and signed attestations — JWTs whose
// payload says what WalletConnect Verify v3 says about the page that asked: { id, origin, isVerified,
// isScam, exp }. Nothing here is secret beyond the devnet's lifetime.
import { generateKeyPairSync, sign } from 'node:crypto';

export const VERDICTS = /** @type {const} */ (['verified', 'unverified', 'threat']);
/** The devnet's own hosts count as verified domains of the devnet project until a test says otherwise. */
const DEFAULT_VERIFIED = ['http://127.0.0.1:5173', 'http://localhost:5173', 'http://127.0.0.1:5175', 'http://localhost:5175'];
const ATTESTATION_TTL_S = 300;

const b64url = (/** @type {Buffer | string} */ b) => Buffer.from(b).toString('base64url');

/**
 * @typedef {'verified' | 'unverified' | 'threat'} Verdict
 * @typedef {ReturnType<typeof createAttestations>} Attestations
 */
export function createAttestations() {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = /** @type {{ kty: string, crv: string, x: string, y: string }} */ (publicKey.export({ format: 'jwk' }));
  /** @type {Map<string, Verdict>} */
  const verdicts = new Map();
  const reset = () => {
    verdicts.clear();
    for (const o of DEFAULT_VERIFIED) verdicts.set(o, 'verified');
  };
  reset();
  /** @type {{ id: string, origin: string, verdict: Verdict, at: number }[]} */
  const issued = [];

  return {
    /** The public key as Verify serves it: a JWK and when it expires. */
    publicKey: () => ({ publicKey: { kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y, alg: 'ES256', use: 'sig' }, expiresAt: Math.floor(Date.now() / 1000) + 24 * 3600 }),
    /** @param {string} origin */
    verdictOf: (origin) => verdicts.get(origin) ?? 'unverified',
    /** @param {string} origin @param {Verdict} verdict */
    setVerdict(origin, verdict) {
      if (!VERDICTS.includes(verdict)) throw new Error(`verdict must be one of ${VERDICTS.join(', ')}`);
      verdicts.set(new URL(origin).origin, verdict);
    },
    reset,
    list: () => ({ verdicts: Object.fromEntries(verdicts), issued: [...issued] }),
    /**
     * A signed attestation for the page at `origin` asking about message `id`.
     * @param {string} id @param {string} origin
     */
    attest(id, origin) {
      const verdict = verdicts.get(origin) ?? 'unverified';
      issued.push({ id, origin, verdict, at: Date.now() });
      if (issued.length > 500) issued.splice(0, 250);
      const header = b64url(JSON.stringify({ alg: 'ES256', typ: 'JWT' }));
      const payload = b64url(JSON.stringify({ id, origin, isVerified: verdict === 'verified', isScam: verdict === 'threat', exp: Math.floor(Date.now() / 1000) + ATTESTATION_TTL_S }));
      // JWS ES256: the raw r||s signature (IEEE P1363), not DER.
      const signature = sign('sha256', Buffer.from(`${header}.${payload}`), { key: privateKey, dsaEncoding: 'ieee-p1363' });
      return `${header}.${payload}.${b64url(signature)}`;
    },
  };
}
