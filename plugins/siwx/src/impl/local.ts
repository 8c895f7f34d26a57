/**
 * The local implementation: nonces issued and spent in the page, sessions verified in the page and
 * kept in the widget's storage as sign-in tokens (by CAIP-10 account). Good for a site with no
 * backend that only needs to know the visitor controls the account; a server must not trust it.
 */
import { formatSiwxMessage } from '../message/format';
import { createNonceBook } from '../nonces';
import type { SIWXConfig, SIWXMessageOptions, SIWXSession } from '../types';
import { verifySession } from '../verify/session';
import { contextHolder } from './bound';
import { accountKey, buildMessageData, familyOrNone } from './message-data';
import { readSession } from './stored-session';

export function createLocalSiwx(opts: SIWXMessageOptions = {}, now: () => number = Date.now): SIWXConfig {
  const holder = contextHolder();
  const nonces = createNonceBook(now);

  async function verified(session: SIWXSession, chainId: string, address: string, spendNonce: boolean): Promise<SIWXSession> {
    const ctx = holder.get();
    const data = await verifySession(session, {
      domain: ctx.domain, origin: ctx.origin, chainId, address, now: now(), family: ctx.family,
      consumeNonce: spendNonce ? nonces.consume : undefined,
    });
    return { data, message: session.message, signature: session.signature };
  }
  const write = (key: string, session?: SIWXSession) => {
    const { tokens } = holder.get();
    const next = { ...tokens.get() };
    if (session) next[key] = JSON.stringify(session);
    else delete next[key];
    tokens.set(next);
  };

  return {
    bind: holder.bind,
    async createMessage(input) {
      const ctx = holder.get();
      const family = await ctx.family(input.chainId);
      const data = buildMessageData(input, ctx, opts, nonces.issue(), now());
      return { data, text: await formatSiwxMessage(family, data) };
    },
    async addSession(session) {
      const chainId = session.data?.chainId;
      const address = session.data?.accountAddress;
      if (!chainId || !address) throw new Error('A session names its chain and account');
      const ok = await verified(session, chainId, address, true);
      write(accountKey(chainId, address, await familyOrNone(holder.get(), chainId)), ok);
    },
    async getSessions(chainId, address) {
      const key = accountKey(chainId, address, await familyOrNone(holder.get(), chainId));
      const stored = readSession(holder.get().tokens.get()[key]);
      if (!stored) return [];
      try {
        return [await verified(stored, chainId, address, false)];
      } catch {
        // Expired, or not valid for this page/account any more: forget it.
        write(key);
        return [];
      }
    },
    async setSessions(sessions) {
      const { tokens } = holder.get();
      const kept: Record<string, string> = {};
      for (const s of sessions) {
        const ok = await verified(s, s.data.chainId, s.data.accountAddress, false);
        kept[accountKey(ok.data.chainId, ok.data.accountAddress, await familyOrNone(holder.get(), ok.data.chainId))] = JSON.stringify(ok);
      }
      tokens.set(kept);
    },
    async revokeSession(chainId, address) {
      write(accountKey(chainId, address, await familyOrNone(holder.get(), chainId)));
    },
    getRequired: () => !!opts.required,
  };
}
