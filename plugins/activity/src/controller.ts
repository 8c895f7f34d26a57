/**
 * The transaction list of spec §4 (loading → empty / rows, with a next cursor), fetched from spec §7's
 * `GET /v1/account/{account}/history` (cursor, onramp, chainId) for the connected eip155 account and
 * network. Spam and other chains are filtered out (spec §5). Any failure shows 'Failed to fetch
 * transactions' and empties the list (spec §8). A response for an account or network that is no
 * longer current is dropped.
 */
import { GangwayError, type PluginApi } from '@gangway/kernel';
import { activeAccount, type ActiveAccount } from '@gangway/lib-wallet';
import { ACTIVITY_ERRORS } from './errors';
import { visibleTransactions } from './filters';
import { activitySliceKey, type ActivityRow, type ActivityState } from './public';
import { toRow } from './rows';
import { HistoryEnvelopeSchema, parseTransactions } from './schema';

export interface HistoryPage { rows: ActivityRow[]; next?: string; dropped: number }

export interface HistoryQuery { address?: string; caipNetworkId: string; cursor?: string; onramp?: string }

/** One page of history, validated, filtered to the network and without spam. Throws the spec's errors. */
export async function fetchHistoryPage(http: PluginApi['http'], q: HistoryQuery): Promise<HistoryPage> {
  if (!q.address) throw new GangwayError('TRANSACTIONS_NO_ADDRESS', ACTIVITY_ERRORS.TRANSACTIONS_NO_ADDRESS);
  const env = await http.get('api', `/v1/account/${encodeURIComponent(q.address)}/history`, {
    // The service takes `onramp=coinbase` only (blockchain-api history.rs:177-197: any other is a 400).
    query: { cursor: q.cursor, onramp: q.onramp === 'coinbase' ? q.onramp : undefined, chainId: q.caipNetworkId },
    schema: HistoryEnvelopeSchema,
  });
  const { transactions, dropped } = parseTransactions(env.data);
  const rows = visibleTransactions(transactions, q.caipNetworkId).map((tx) => toRow(tx, q.address!));
  return { rows, next: env.next || undefined, dropped };
}

export const ownerKey = (acc: Pick<ActiveAccount, 'address' | 'network'>) => `${acc.network.caipNetworkId}:${acc.address.toLowerCase()}`;

export const initialActivityState = (): ActivityState => ({ rows: [], loading: false, loadingMore: false, loaded: false, pending: [] });

export interface ActivityController {
  /** Load the first page when the connected account or network is not the one the list is of. */
  ensure(opts?: { onramp?: string }): Promise<void>;
  /** The next page (infinite scroll); nothing when there is none or one is loading. */
  loadMore(): Promise<void>;
  /** Reload the first page (a pending transaction was mined). */
  refresh(): Promise<void>;
}

export function createActivityController(api: PluginApi): ActivityController {
  const update = (recipe: (s: ActivityState) => void) => api.updateSlice(activitySliceKey, recipe);
  let onramp: string | undefined;
  // Every reset bumps the generation; an answer of an older generation is dropped.
  let generation = 0;

  function current(): ActiveAccount | undefined {
    const acc = activeAccount(api.getState());
    return acc && acc.namespace === 'eip155' ? acc : undefined;
  }

  function fail(error: unknown) {
    api.hooks.error.call({ error, source: 'activity:history' });
    update((s) => { s.rows = []; s.next = undefined; s.loading = false; s.loadingMore = false; s.loaded = true; });
    api.toast('error', ACTIVITY_ERRORS.TRANSACTIONS_FETCH_FAILED);
  }

  /**
   * Pending sends the history now knows are no longer shown as pending rows. Reads plain (frozen)
   * rows, never the draft: touching 10,000 draft rows would make 10,000 proxies per page.
   */
  function settle(s: ActivityState, rows: readonly ActivityRow[]) {
    if (!s.pending.length) return;
    const known = new Set(rows.map((r) => (r.hash ?? r.id).toLowerCase()));
    s.pending = s.pending.filter((p) => !known.has(p.hash.toLowerCase()));
  }

  async function firstPage(acc: ActiveAccount) {
    const gen = ++generation;
    const owner = ownerKey(acc);
    update((s) => {
      if (s.owner !== owner) { s.rows = []; s.next = undefined; s.loaded = false; }
      s.owner = owner; s.loading = true; s.loadingMore = false;
    });
    try {
      const page = await fetchHistoryPage(api.http, { address: acc.address, caipNetworkId: acc.network.caipNetworkId, onramp });
      if (gen !== generation) return;
      update((s) => { s.rows = page.rows; s.next = page.next; s.loading = false; s.loaded = true; settle(s, page.rows); });
    } catch (error) {
      if (gen === generation) fail(error);
    }
  }

  return {
    async ensure(opts = {}) {
      const acc = current();
      if (!acc) return;
      const s = api.getSlice(activitySliceKey);
      if (s.owner === ownerKey(acc) && onramp === opts.onramp && (s.loaded || s.loading)) return;
      onramp = opts.onramp;
      await firstPage(acc);
    },
    async refresh() {
      const acc = current();
      if (acc) await firstPage(acc);
    },
    async loadMore() {
      const acc = current();
      const s = api.getSlice(activitySliceKey);
      if (!acc || !s.next || s.loading || s.loadingMore || s.owner !== ownerKey(acc)) return;
      const gen = generation;
      const cursor = s.next;
      update((d) => { d.loadingMore = true; });
      try {
        const page = await fetchHistoryPage(api.http, { address: acc.address, caipNetworkId: acc.network.caipNetworkId, cursor, onramp });
        if (gen !== generation) return;
        // A page boundary can repeat an item when new transactions arrived in between. The new list
        // is built outside the recipe from the plain rows (see settle).
        const held = api.getSlice(activitySliceKey).rows;
        const seen = new Set(held.map((r) => r.id));
        const rows = [...held, ...page.rows.filter((r) => !seen.has(r.id))];
        update((d) => {
          d.rows = rows;
          d.next = page.next;
          d.loadingMore = false;
          settle(d, rows);
        });
      } catch (error) {
        if (gen === generation) fail(error);
      }
    },
  };
}
