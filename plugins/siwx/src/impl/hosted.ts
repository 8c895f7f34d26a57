/**
 * Hosted sign-in: ReownAuthentication on the wallet-services origin (`endpoints.walletServices`),
 * as AppKit's `ReownAuthentication` speaks it (reown-auth.ts). The session is the token the service
 * issues to the page that presented the signature with its nonce JWT: it is kept with the other
 * sign-in tokens (`api.authTokens`, by CAIP-10 account) and nothing else — a signature, listed or
 * guessed, proves nothing to the service, and only the token's holder can ask `me` or sign out.
 * The nonce JWT lives in memory: it is needed only between the message and its signature.
 */
import { httpStatus } from '@gangway/kernel';
import { formatHostedMessage, parseHostedMessage } from '../message/hosted-format';
import { sessionFits } from '../session-fits';
import type { SIWXConfig, SIWXContext, SIWXMessageOptions, SIWXSession } from '../types';
import { verifySession } from '../verify/session';
import { contextHolder } from './bound';
import { accountKey, buildMessageData, familyOrNone } from './message-data';
import { JWT, reownAuth, type AuthAccount } from './reown-auth';

/** Nonce JWTs kept at most: a page asking for messages it never signs does not grow without end. */
const MAX_PENDING = 8;

/** The session `me` describes, as the plugin holds it: the service keeps the message and signature to itself. */
function sessionOf(a: AuthAccount): SIWXSession {
  return {
    data: {
      chainId: a.caip2Network,
      accountAddress: a.address,
      nonce: a.nonce ?? '',
      domain: a.domain ?? '',
      uri: a.uri ?? '',
      version: '1',
      ...(a.exp === undefined ? {} : { expirationTime: new Date(a.exp * 1000).toISOString() }),
    },
    message: '',
    signature: '',
  };
}

export function createHostedSiwx(opts: SIWXMessageOptions = {}, now: () => number = Date.now): SIWXConfig {
  const holder = contextHolder();
  /** nonce → the nonce JWT the service issued with it. */
  const pending = new Map<string, string>();
  const auth = () => reownAuth(holder.get().http);
  const tokens = () => holder.get().tokens;
  const tokenOf = (key: string) => {
    const t = tokens().get()[key];
    return t && JWT.test(t) ? t : undefined;
  };
  const keep = (key: string, token?: string) => {
    const next = { ...tokens().get() };
    if (token) next[key] = token;
    else delete next[key];
    tokens().set(next);
  };
  /** Ends the session the token holds, on the service and here; a token the service no longer knows is just dropped. */
  async function signOut(key: string) {
    const token = tokens().get()[key];
    if (token === undefined) return;
    keep(key);
    if (!JWT.test(token)) return;
    try {
      await auth().signOut(token);
    } catch (error) {
      if (httpStatus(error) !== 401) throw error;
    }
  }
  const keyOf = async (chainId: string, address: string) => accountKey(chainId, address, await familyOrNone(holder.get(), chainId));
  const verify = (ctx: SIWXContext, session: SIWXSession) => {
    const { chainId, accountAddress } = session.data;
    return verifySession(session, { domain: ctx.domain, origin: ctx.origin, chainId, address: accountAddress, now: now(), family: ctx.family, parse: parseHostedMessage });
  };

  const config: SIWXConfig = {
    bind: holder.bind,
    async createMessage(input) {
      const { nonce, token } = await auth().nonce();
      pending.set(nonce, token);
      while (pending.size > MAX_PENDING) pending.delete(pending.keys().next().value!);
      const ctx = holder.get();
      const data = buildMessageData(input, ctx, opts, nonce, now());
      // AppKit's text for the hosted service, not local mode's EIP-4361 (docs/wire.md "Sign-in").
      return { data, text: formatHostedMessage(ctx.networks, data) };
    },
    async addSession(session) {
      const ctx = holder.get();
      // Checked here first so a session for another page or account never reaches the service.
      await verify(ctx, session);
      const nonceToken = pending.get(session.data.nonce);
      if (!nonceToken) throw new Error('This sign-in message was not issued to this page (or was already used): sign a new one');
      pending.delete(session.data.nonce);
      const { token } = await auth().authenticate(session, nonceToken);
      keep(await keyOf(session.data.chainId, session.data.accountAddress), token);
    },
    async getSessions(chainId, address) {
      const family = await familyOrNone(holder.get(), chainId);
      const key = accountKey(chainId, address, family);
      const token = tokenOf(key);
      if (!token) {
        if (tokens().get()[key] !== undefined) keep(key);
        return [];
      }
      let account: AuthAccount;
      try {
        account = await auth().me(token);
      } catch (error) {
        // Expired, signed out or never valid: the token is worth nothing any more.
        if (httpStatus(error) === 401 || httpStatus(error) === 403) {
          keep(key);
          return [];
        }
        throw error;
      }
      const session = sessionOf(account);
      return sessionFits(session, chainId, address, family, now()) ? [session] : [];
    },
    revokeSession: async (chainId, address) => signOut(await keyOf(chainId, address)),
    async setSessions(sessions) {
      // Every account not in the list is signed out; a listed one needs a signature made in this page.
      const keys = await Promise.all(sessions.map((s) => keyOf(s.data.chainId, s.data.accountAddress)));
      const listed = new Set(keys);
      for (const key of Object.keys(tokens().get())) if (!listed.has(key)) await signOut(key);
      for (const [i, s] of sessions.entries()) if (!tokenOf(keys[i])) await config.addSession(s);
    },
    getRequired: () => !!opts.required,
  };
  return config;
}
