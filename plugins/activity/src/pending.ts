/**
 * Transactions the visitor just sent show as pending until mined. The send plugin announces a
 * broadcast with the public event SEND_SUCCESS ({ network, hash, from, to, amount, token }) and the
 * receipt with SEND_CONFIRMED ({ network, hash, status }); `api.events.onEvent` also replays the last 20
 * events, so a send made before this plugin loaded is still seen. This plugin waits for the receipt
 * itself too, so a pending row never outlives its transaction when SEND_CONFIRMED was missed.
 */
import * as z from 'zod/mini';
import type { GangwayEvent, PluginApi } from '@gangway/kernel';
import type { ChainReads } from '@gangway/lib-wallet';
import { activitySliceKey, type ActivityState, type PendingTx } from './public';
import { heldRows } from './paging';

/** Spec §9: at most 99 pending transactions are kept (the oldest go first). */
export const PENDING_LIMIT = 99;

const Hash = z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/));
const SentSchema = z.looseObject({
  network: z.string(),
  hash: Hash,
  from: z.optional(z.string()),
  to: z.optional(z.string()),
  amount: z.optional(z.string()),
  token: z.optional(z.string()),
});
const ConfirmedSchema = z.looseObject({ network: z.string(), hash: Hash, status: z.optional(z.string()) });

export function trackPending(api: PluginApi, reads: ChainReads, onMined: (p: PendingTx) => void, now: () => number = Date.now) {
  const update = (recipe: (s: ActivityState) => void) => api.slice.updateSlice(activitySliceKey, recipe);
  const watching = new Set<string>();

  function mined(hash: string, status: 'confirmed' | 'failed') {
    let hit: PendingTx | undefined;
    update((s) => {
      const p = s.pending.find((x) => x.hash.toLowerCase() === hash.toLowerCase());
      if (p && !p.mined) { p.mined = status; hit = { ...p }; }
    });
    if (hit) onMined(hit);
  }

  function watch(p: PendingTx) {
    if (watching.has(p.hash)) return;
    watching.add(p.hash);
    const network = api.state.getState().chains.eip155?.network.requestedCaipNetworks?.find((n) => n.caipNetworkId === p.chain)
      ?? (api.state.getState().activeCaipNetwork?.caipNetworkId === p.chain ? api.state.getState().activeCaipNetwork : undefined);
    if (!network) return;
    reads.waitForReceipt(network, p.hash as `0x${string}`).then(
      (r) => mined(p.hash, r.status === 'success' ? 'confirmed' : 'failed'),
      (error) => api.hooks.error.call({ error, source: 'activity:receipt' }),
    );
  }

  function onEvent(e: GangwayEvent) {
    if (e.type === 'SEND_SUCCESS') {
      const r = z.safeParse(SentSchema, e.properties);
      if (!r.success || !r.data.network.startsWith('eip155:')) return;
      const sent = r.data;
      const state = api.state.getState();
      const from = sent.from ?? state.chains.eip155?.account.address ?? '';
      const p: PendingTx = { hash: sent.hash, chain: sent.network, from, to: sent.to, amount: sent.amount, symbol: sent.token, sentAt: e.timestamp || now() };
      let added = false;
      // A replayed send the history already lists is not pending any more. Read from the plain
      // state, not the draft (a draft row per held row would be thousands of proxies).
      const hash = p.hash.toLowerCase();
      for (const row of heldRows(api.slice.getSlice(activitySliceKey).pages)) if (row.hash?.toLowerCase() === hash) return;
      update((s) => {
        if (s.pending.some((x) => x.hash.toLowerCase() === hash)) return;
        s.pending.unshift(p);
        if (s.pending.length > PENDING_LIMIT) s.pending.length = PENDING_LIMIT;
        added = true;
      });
      if (added) watch(p);
    } else if (e.type === 'SEND_CONFIRMED') {
      const r = z.safeParse(ConfirmedSchema, e.properties);
      if (r.success) mined(r.data.hash, r.data.status === 'reverted' ? 'failed' : 'confirmed');
    }
  }

  return api.events.onEvent(onEvent);
}
