// What the ReownAuthentication emulation (routes/auth.mjs) keeps, one store per world: a signing key
// for its JWTs (HS256), the nonces it issued (single-use, expiring) and the sessions it opened (ended by
// sign-out or their expiry). It keeps no signature: once verified, a signature is dropped, so no
// endpoint can hand one out.
import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';

/** How long an issued nonce (and its JWT) can be used. */
export const NONCE_TTL_MS = 10 * 60_000;
/** A session lasts until its message's expirationTime, one day without one, at most a week. */
export const SESSION_DEFAULT_S = 86_400;
export const SESSION_MAX_S = 7 * 86_400;

const b64url = (/** @type {Buffer|string} */ b) => Buffer.from(b).toString('base64url');
const HEADER = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

/**
 * @typedef {{ typ: 'session', jti: string, exp: number, iat: number, projectIdKey: string, address: string, caip2Network: string,
 *   chainId: number | string, chainNamespace: string, uri: string, domain: string, nonce: string, sub: string, aud: string, iss: string,
 *   projectUuid: string, profileUuid: string }} SessionClaims
 */

export function createAuthStore() {
  const secret = randomBytes(32);
  /** @type {Map<string, { projectId: string, exp: number }>} nonce -> issue */
  const nonces = new Map();
  /** @type {Map<string, { claims: SessionClaims, createdAt: number, signedOut: boolean }>} jti -> session */
  const sessions = new Map();
  const settings = { nonceTtlMs: NONCE_TTL_MS };

  const mac = (/** @type {string} */ data) => createHmac('sha256', secret).update(data).digest();
  /** @param {Record<string, unknown>} claims */
  function sign(claims) {
    const body = `${HEADER}.${b64url(JSON.stringify(claims))}`;
    return `${body}.${b64url(mac(body))}`;
  }
  /** The claims of a token signed here and not expired; undefined for anything else. @param {unknown} token */
  function verify(token) {
    if (typeof token !== 'string') return undefined;
    const parts = token.split('.');
    if (parts.length !== 3 || parts[0] !== HEADER) return undefined;
    const given = Buffer.from(parts[2], 'base64url');
    const want = mac(`${parts[0]}.${parts[1]}`);
    if (given.length !== want.length || !timingSafeEqual(given, want)) return undefined;
    try {
      const claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
      return typeof claims?.exp === 'number' && claims.exp * 1000 > Date.now() ? claims : undefined;
    } catch {
      return undefined;
    }
  }
  const sweep = () => {
    for (const [n, v] of nonces) if (v.exp <= Date.now()) nonces.delete(n);
    for (const [j, s] of sessions) if (s.claims.exp * 1000 <= Date.now()) sessions.delete(j);
  };

  return {
    settings,
    /** A fresh nonce and the JWT that proves this service issued it, for the project. @param {string} projectId */
    issueNonce(projectId) {
      sweep();
      const nonce = randomBytes(12).toString('hex');
      const exp = Date.now() + settings.nonceTtlMs;
      nonces.set(nonce, { projectId, exp });
      return { nonce, token: sign({ typ: 'nonce', nonce, projectIdKey: projectId, exp: Math.ceil(exp / 1000) }) };
    },
    /**
     * The nonce a nonce JWT carries, if the JWT is this service's, for the project, and its nonce is
     * issued, unspent and unexpired; undefined otherwise.
     * @param {unknown} token @param {string} projectId
     */
    nonceOf(token, projectId) {
      const c = verify(token);
      const issued = c?.typ === 'nonce' ? nonces.get(c.nonce) : undefined;
      return issued && issued.projectId === projectId && c.projectIdKey === projectId && issued.exp > Date.now() ? /** @type {string} */ (c.nonce) : undefined;
    },
    /** Spends a nonce: never usable again. @param {string} nonce */
    spend: (nonce) => nonces.delete(nonce),
    /** Opens a session and returns its token. @param {Omit<SessionClaims, 'typ' | 'jti' | 'iat'>} claims */
    open(claims) {
      const full = /** @type {SessionClaims} */ ({ ...claims, typ: 'session', jti: randomUUID(), iat: Math.floor(Date.now() / 1000) });
      sessions.set(full.jti, { claims: full, createdAt: Date.now(), signedOut: false });
      return sign(full);
    },
    /** The live session a session token names, for the project; undefined otherwise. @param {unknown} token @param {string} projectId */
    session(token, projectId) {
      const c = verify(token);
      const s = c?.typ === 'session' ? sessions.get(c.jti) : undefined;
      return s && !s.signedOut && s.claims.projectIdKey === projectId ? s : undefined;
    },
    /** Ends a session: its token is refused from now on. @param {string} jti */
    signOut(jti) {
      const s = sessions.get(jti);
      if (s) s.signedOut = true;
    },
    /** Live sessions per CAIP-10 account (devnet admin: counts only, no token, no signature). */
    counts() {
      sweep();
      /** @type {Record<string, number>} */
      const out = {};
      for (const s of sessions.values()) {
        if (s.signedOut) continue;
        const k = `${s.claims.caip2Network}:${s.claims.address.toLowerCase()}`;
        out[k] = (out[k] ?? 0) + 1;
      }
      return out;
    },
  };
}

/** @type {WeakMap<object, ReturnType<typeof createAuthStore>>} */
const stores = new WeakMap();

/** The store of this world. @param {object} world */
export function authOf(world) {
  let s = stores.get(world);
  if (!s) stores.set(world, (s = createAuthStore()));
  return s;
}
