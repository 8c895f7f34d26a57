/**
 * The server implementation: the host's own backend keeps the sessions, with the four endpoints SIWE
 * backends already have. Requests carry the page's cookies (`credentials: 'include'` by default).
 *   GET  nonceUrl                         → { nonce }      a fresh single-use nonce
 *   POST verifyUrl   { message, signature, data } → 2xx   verify and start the session (4xx: refused)
 *   GET  sessionUrl?chainId=…&address=…   → { session: { message, signature } | null }
 *   POST signOutUrl  { chainId, address } → 2xx          end it
 * The page also checks what the backend answers (domain, account, chain, validity, signature).
 */
import * as z from 'zod/mini';
import { formatSiwxMessage } from '../message/format';
import type { SIWXConfig, SIWXMessageOptions, SIWXSession } from '../types';
import { verifySession } from '../verify/session';
import { contextHolder } from './bound';
import { buildMessageData } from './message-data';

export interface ServerSiwxOptions extends SIWXMessageOptions {
  /** Base of the default URLs: `${baseUrl}/nonce`, `/verify`, `/session`, `/signout`. */
  baseUrl?: string;
  nonceUrl?: string;
  verifyUrl?: string;
  sessionUrl?: string;
  signOutUrl?: string;
  /** Default 'include' (the session is usually a cookie). */
  credentials?: RequestCredentials;
  fetch?: typeof fetch;
}

const NonceSchema = z.object({ nonce: z.string().check(z.regex(/^[a-zA-Z0-9]{8,}$/)) });
const SessionSchema = z.object({ session: z.nullable(z.object({ message: z.string(), signature: z.string() })) });

export function createServerSiwx(o: ServerSiwxOptions, now: () => number = Date.now): SIWXConfig {
  const holder = contextHolder();
  const base = (o.baseUrl ?? '').replace(/\/+$/, '');
  const urls = {
    nonce: o.nonceUrl ?? `${base}/nonce`,
    verify: o.verifyUrl ?? `${base}/verify`,
    session: o.sessionUrl ?? `${base}/session`,
    signOut: o.signOutUrl ?? `${base}/signout`,
  };
  async function call<T>(url: string, init: RequestInit, schema?: z.ZodMiniType<T>): Promise<T | undefined> {
    const res = await (o.fetch ?? globalThis.fetch)(url, {
      credentials: o.credentials ?? 'include',
      ...init,
      headers: init.body ? { 'content-type': 'application/json' } : undefined,
    });
    if (res.status === 404 && init.method === 'GET' && url.startsWith(urls.session)) return undefined;
    if (!res.ok) throw new Error(`The sign-in server refused ${url} (HTTP ${res.status})`);
    if (!schema) return undefined;
    const r = z.safeParse(schema, await res.json().catch(() => undefined));
    if (!r.success) throw new Error(`The sign-in server answered ${url} with an unexpected response`);
    return r.data;
  }
  const post = (url: string, body: unknown) => call(url, { method: 'POST', body: JSON.stringify(body) });

  return {
    bind: holder.bind,
    async createMessage(input) {
      const family = await holder.get().family(input.chainId);
      const { nonce } = (await call(urls.nonce, { method: 'GET' }, NonceSchema))!;
      const data = buildMessageData(input, holder.get(), o, nonce, now());
      return { data, text: await formatSiwxMessage(family, data) };
    },
    async addSession(session) {
      const ctx = holder.get();
      const { chainId, accountAddress } = session.data;
      await verifySession(session, { domain: ctx.domain, origin: ctx.origin, chainId, address: accountAddress, now: now(), family: ctx.family });
      await post(urls.verify, { message: session.message, signature: session.signature, data: session.data });
    },
    async getSessions(chainId, address) {
      const ctx = holder.get();
      const url = `${urls.session}?${new URLSearchParams({ chainId, address })}`;
      const found = await call(url, { method: 'GET' }, SessionSchema);
      if (!found?.session) return [];
      try {
        const data = await verifySession(found.session as SIWXSession, { domain: ctx.domain, origin: ctx.origin, chainId, address, now: now(), family: ctx.family });
        return [{ data, ...found.session }];
      } catch {
        return [];
      }
    },
    async setSessions(sessions) {
      if (!sessions.length) { await post(urls.signOut, {}); return; }
      for (const s of sessions) await post(urls.verify, { message: s.message, signature: s.signature, data: s.data });
    },
    async revokeSession(chainId, address) {
      await post(urls.signOut, { chainId, address });
    },
    getRequired: () => !!o.required,
  };
}
