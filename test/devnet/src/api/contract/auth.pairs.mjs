// ReownAuthentication's calls as AppKit's client sends them (reown-com/appkit at ea99fd1,
// packages/controllers/src/features/siwx/reown-authentication/ReownAuthentication.ts, "RA.ts" below,
// and its test packages/controllers/tests/features/ReownAuthentication.test.ts, "RA.test.ts"). The
// service has no public source: the client's requests and the response fields it reads are the
// contract. Tokens and signatures are made per run, so each pair is built from them.
import { expect } from 'vitest';

const JWT = expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/);

/**
 * @typedef {{ source: string, method: 'GET'|'POST', path: string, query?: Record<string, string>, headers?: Record<string, string>,
 *   body?: string, status: number, response?: unknown }} AuthPair
 * `body` is the exact string AppKit sends (JSON.stringify, and no content-type header: RA.ts:231-255).
 */

export const pairs = {
  /** RA.ts:283-292 getNonce; RA.ts:419 response type; RA.test.ts:127-178 (GET, body undefined, headers undefined). @returns {AuthPair} */
  nonce: () => ({
    source: 'RA.ts:283-292, :419; RA.test.ts:167-176', method: 'GET', path: '/auth/v1/nonce', query: { st: 'appkit', sv: 'html-wagmi-4.2.2' },
    status: 200, response: { nonce: expect.stringMatching(/^[a-zA-Z0-9]{8,}$/), token: JWT },
  }),
  /**
   * RA.ts:51-63 addSession → POST authenticate with headers ['nonce','otp'] (x-nonce-jwt: Bearer <nonce token>,
   * RA.ts:237-239; x-otp only after an e-mail OTP); body { data, message, signature, clientId } (RA.test.ts:241,
   * walletInfo omitted when unknown); response { token } (RA.ts:436-438), the session JWT.
   * @param {{ nonceToken: string, data: object, message: string, signature: string }} a @returns {AuthPair}
   */
  authenticate: ({ nonceToken, data, message, signature }) => ({
    source: 'RA.ts:51-63, :237-239, :428-441; RA.test.ts:236-247', method: 'POST', path: '/auth/v1/authenticate', query: { st: 'appkit', sv: 'html-wagmi-4.2.2' },
    headers: { 'x-nonce-jwt': `Bearer ${nonceToken}` }, body: JSON.stringify({ data, message, signature, clientId: null }),
    status: 200, response: { token: JWT },
  }),
  /**
   * RA.ts:72-111 getSessions → GET me with Authorization: Bearer <session token> (RA.ts:240-242); AppKit reads
   * address and caip2Network (RA.ts:89-99) of the SessionAccount (RA.ts:473-503); RA.test.ts:376-387.
   * @param {{ token: string, address: string, caip2: string }} a @returns {AuthPair}
   */
  me: ({ token, address, caip2 }) => ({
    source: 'RA.ts:72-111, :240-242, :420-425, :473-503; RA.test.ts:376-387', method: 'GET', path: '/auth/v1/me', query: { st: 'appkit', sv: 'html-wagmi-4.2.2' },
    headers: { Authorization: `Bearer ${token}` },
    status: 200, response: { address, caip2Network: caip2, chainNamespace: 'eip155', exp: expect.any(Number), nonce: expect.any(String), domain: expect.any(String), uri: expect.any(String), sub: expect.any(String), aud: expect.any(String), iss: expect.any(String) },
  }),
  /** RA.ts:134-148 getSessionAccount: the same with includeAppKitAccount=true (RA.test.ts:656-660). @param {{ token: string }} a @returns {AuthPair} */
  meWithAccount: ({ token }) => ({
    source: 'RA.ts:134-148, :489-502; RA.test.ts:656-660', method: 'GET', path: '/auth/v1/me', query: { st: 'appkit', sv: 'html-wagmi-4.2.2', includeAppKitAccount: 'true' },
    headers: { Authorization: `Bearer ${token}` },
    status: 200, response: { appKitAccount: { uuid: expect.any(String), caip2_chain: expect.any(String), address: expect.any(String), is_main_account: true, verification_status: null, metadata: {} } },
  }),
  /** RA.ts:442: POST sign-out, headers ['auth'], no body, no JSON answer (RA.ts:261-265 reads JSON only when sent). @param {{ token: string }} a @returns {AuthPair} */
  signOut: ({ token }) => ({
    source: 'RA.ts:442, :257-265', method: 'POST', path: '/auth/v1/sign-out', query: { st: 'appkit', sv: 'html-wagmi-4.2.2' },
    headers: { Authorization: `Bearer ${token}` }, status: 204,
  }),
};

/**
 * Sends a pair's request to the devnet exactly as built (no added content type) and checks status and
 * recorded fields. AppKit throws the response text on any non-2xx (RA.ts:257-259): the error body's shape is not part of the contract.
 * @param {string} base @param {string} projectId @param {AuthPair} pair
 */
export async function expectAuthPair(base, projectId, pair) {
  const u = new URL(base + pair.path);
  for (const [k, v] of Object.entries({ projectId, ...(pair.query ?? {}) })) u.searchParams.set(k, v);
  const res = await fetch(u, { method: pair.method, headers: pair.headers, body: pair.body });
  const text = await res.text();
  /** @type {any} */ let body = text;
  try { body = text ? JSON.parse(text) : undefined; } catch { /* a text answer */ }
  expect(res.status, `${pair.source}: ${pair.method} ${pair.path} → ${text.slice(0, 200)}`).toBe(pair.status);
  if (pair.response !== undefined) expect(body, pair.source).toMatchObject(/** @type {object} */ (pair.response));
  return { status: res.status, body, text };
}
