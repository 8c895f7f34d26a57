/**
 * ReownAuthentication's wire (AppKit packages/controllers/src/features/siwx/reown-authentication/
 * ReownAuthentication.ts, docs/wire.md "Sign-in"): four calls under `/auth/v1/` on the wallet-services
 * origin, each with the projectId/st/sv query every Gangway call carries.
 *   GET  nonce                                         → { nonce, token }   token: the nonce JWT
 *   POST authenticate  x-nonce-jwt: Bearer <nonce JWT>  { data, message, signature, clientId } → { token }
 *   GET  me            Authorization: Bearer <token>    → the session's account (address, caip2Network, …)
 *   POST sign-out      Authorization: Bearer <token>    → no body
 * The session token is the only proof of a session: the service never hands a signature back.
 */
import * as z from 'zod/mini';
import type { ApiClient } from '@gangway/kernel';
import type { SIWXSession } from '../types';

const BASE = '/auth/v1';
/** A compact JWS (header.payload.signature, base64url): anything else is not a token and is never sent. */
export const JWT = /^[\w-]+\.[\w-]+\.[\w-]+$/;

const NonceSchema = z.object({
  // EIP-4361 nonces are alphanumeric, at least 8 characters (viem refuses anything else in a message).
  nonce: z.string().check(z.regex(/^[a-zA-Z0-9]{8,}$/)),
  token: z.string().check(z.regex(JWT)),
});
const TokenSchema = z.object({ token: z.string().check(z.regex(JWT)) });
/** The fields of `me` Gangway reads; the service sends more (aud, iss, sub, projectUuid, …). */
export const AccountSchema = z.looseObject({
  address: z.string().check(z.minLength(1)),
  caip2Network: z.string().check(z.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/)),
  exp: z.optional(z.number()),
  domain: z.optional(z.string()),
  uri: z.optional(z.string()),
  nonce: z.optional(z.string()),
});
export type AuthAccount = z.infer<typeof AccountSchema>;

const bearer = (token: string) => `Bearer ${token}`;

export function reownAuth(http: ApiClient) {
  return {
    nonce: () => http.get('walletServices', `${BASE}/nonce`, { schema: NonceSchema }),
    /** The signed session, proven by the nonce JWT that came with its nonce; answers the session token. */
    authenticate: (session: SIWXSession, nonceToken: string) => http.post('walletServices', `${BASE}/authenticate`, {
      // AppKit sends the wallet's relay client id here, null without one; Gangway has none to give.
      body: { data: session.data, message: session.message, signature: session.signature, clientId: null },
      headers: { 'x-nonce-jwt': bearer(nonceToken) },
      schema: TokenSchema,
    }),
    me: (token: string) => http.get('walletServices', `${BASE}/me`, { headers: { Authorization: bearer(token) }, schema: AccountSchema }),
    signOut: (token: string) => http.post('walletServices', `${BASE}/sign-out`, { headers: { Authorization: bearer(token) } }),
  };
}
