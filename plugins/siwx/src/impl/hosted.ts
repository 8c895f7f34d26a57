/**
 * The hosted sessions API (spec §7) on the configured blockchain-data API: a session is one of the
 * account's permission contexts (`GET /v1/sessions/{caip10}` lists them, each with a `pci`), and
 * `POST /v1/sessions/{caip10}/revoke` with `{ pci, signature }` ends it — for a sign-in session the
 * signature is the session's own sign-in signature, which only its holder has. Creating one
 * (`POST /v1/sessions/{caip10}`) and its nonce (`POST /v1/sessions/nonce`) complete the spec's
 * two calls; the server verifies every signature and spends every nonce (docs/api.md).
 */
import * as z from 'zod/mini';
import { httpStatus } from '@gangway/kernel';
import { formatSiwxMessage } from '../message/format';
import type { SIWXConfig, SIWXMessageOptions, SIWXSession } from '../types';
import { verifySession } from '../verify/session';
import { contextHolder } from './bound';
import { accountKey, buildMessageData } from './message-data';
import { onChainVerifier } from './on-chain';

const NonceSchema = z.object({ nonce: z.string().check(z.regex(/^[a-zA-Z0-9]{8,}$/)) });
const PciSchema = z.looseObject({
  pci: z.string(),
  revokedAt: z.nullable(z.number()),
  permissions: z.array(z.looseObject({ type: z.string(), data: z.optional(z.unknown()) })),
});
const SessionsSchema = z.object({ pcis: z.array(PciSchema) });
const SiwxData = z.object({ message: z.string(), signature: z.string() });
const CreatedSchema = z.looseObject({ pci: z.string() });

const path = (chainId: string, address: string) => `/v1/sessions/${encodeURIComponent(accountKey(chainId, address))}`;

export function createHostedSiwx(opts: SIWXMessageOptions = {}, now: () => number = Date.now): SIWXConfig {
  const holder = contextHolder();
  /** Accounts this page signed in or looked up, for setSessions([]) (sign out everywhere). */
  const seen = new Map<string, { chainId: string; address: string }>();

  async function live(chainId: string, address: string): Promise<SIWXSession[]> {
    const ctx = holder.get();
    seen.set(accountKey(chainId, address), { chainId, address });
    let pcis: z.infer<typeof SessionsSchema>['pcis'];
    try {
      ({ pcis } = await ctx.http.get('api', path(chainId, address), { schema: SessionsSchema }));
    } catch (error) {
      // An account the API has never seen has no sessions.
      if (httpStatus(error) === 404) return [];
      throw error;
    }
    const out: SIWXSession[] = [];
    for (const p of pcis) {
      const siwx = p.permissions.find((x) => x.type === 'siwx');
      const signed = siwx && z.safeParse(SiwxData, siwx.data);
      if (p.revokedAt !== null || !signed?.success) continue;
      // The server verified it; the page checks it is for this page, account and chain, and still valid.
      try {
        const data = await verifySession({ ...signed.data } as SIWXSession, {
          domain: ctx.domain, origin: ctx.origin, chainId, address, now: now(), chain: onChainVerifier(ctx.networks, chainId),
        });
        out.push({ data, message: signed.data.message, signature: signed.data.signature, id: p.pci });
      } catch { /* not valid here: ignored */ }
    }
    return out;
  }

  const config: SIWXConfig = {
    bind: holder.bind,
    async createMessage(input) {
      const ctx = holder.get();
      const { nonce } = await ctx.http.post('api', '/v1/sessions/nonce', { body: { account: accountKey(input.chainId, input.accountAddress) }, schema: NonceSchema });
      const data = buildMessageData(input, ctx, opts, nonce, now());
      return { data, text: formatSiwxMessage(data) };
    },
    async addSession(session) {
      const ctx = holder.get();
      const { chainId, accountAddress } = session.data;
      // Checked here first so a session for another page or account never reaches the server.
      await verifySession(session, { domain: ctx.domain, origin: ctx.origin, chainId, address: accountAddress, now: now(), chain: onChainVerifier(ctx.networks, chainId) });
      seen.set(accountKey(chainId, accountAddress), { chainId, address: accountAddress });
      await ctx.http.post('api', path(chainId, accountAddress), { body: { message: session.message, signature: session.signature }, schema: CreatedSchema });
    },
    getSessions: live,
    async revokeSession(chainId, address) {
      const ctx = holder.get();
      for (const s of await live(chainId, address)) {
        await ctx.http.post('api', `${path(chainId, address)}/revoke`, { body: { pci: s.id, signature: s.signature } });
      }
    },
    async setSessions(sessions) {
      const keep = new Set(sessions.map((s) => s.signature));
      for (const { chainId, address } of [...seen.values()]) {
        for (const s of await live(chainId, address)) {
          if (!keep.has(s.signature)) await holder.get().http.post('api', `${path(chainId, address)}/revoke`, { body: { pci: s.id, signature: s.signature } });
        }
      }
      for (const s of sessions) if (!(await live(s.data.chainId, s.data.accountAddress)).some((x) => x.signature === s.signature)) await config.addSession(s);
    },
    getRequired: () => !!opts.required,
  };
  return config;
}
