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
import { isVisible } from './filters';
import { activitySliceKey, type ActivityRow, type ActivityState } from './public';
import { frozenRow, toRow } from './rows';
import { aheadRows, nextFetch, pagesToDrop, pageStarts, type Fetch, type RowRange } from './paging';
import { HistoryEnvelopeSchema, parseTransaction } from './schema';
import { inSlices } from './slices';

export interface HistoryPage { rows: ActivityRow[]; next?: string; dropped: number }

export interface HistoryQuery { address?: string; caipNetworkId: string; cursor?: string; onramp?: string }

/**
 * One page of history, validated, filtered to the network and without spam. Throws the spec's errors.
 * A page can hold 1,000 transactions: validating and converting them in one go was a long task
 * (tens of ms), so it is done in slices of a few ms (slices.ts), yielding in between. Each row is
 * frozen as it is made: the store (immer) freezes what it is given, deeply — 1,000 rows and their
 * transfers in the one task that adds the page — and skips what is frozen already.
 */
export async function fetchHistoryPage(http: PluginApi['http'], q: HistoryQuery): Promise<HistoryPage> {
  if (!q.address) throw new GangwayError('TRANSACTIONS_NO_ADDRESS', ACTIVITY_ERRORS.TRANSACTIONS_NO_ADDRESS);
  const address = q.address;
  const env = await http.get('api', `/v1/account/${encodeURIComponent(address)}/history`, {
    // The service takes `onramp=coinbase` only (blockchain-api history.rs:177-197: any other is a 400).
    query: { cursor: q.cursor, onramp: q.onramp === 'coinbase' ? q.onramp : undefined, chainId: q.caipNetworkId },
    schema: HistoryEnvelopeSchema,
  });
  const rows: ActivityRow[] = [];
  let dropped = 0;
  await inSlices(env.data, (item) => {
    const tx = parseTransaction(item);
    if (!tx) dropped += 1;
    else if (isVisible(tx, q.caipNetworkId)) rows.push(frozenRow(toRow(tx, address)));
  });
  return { rows, next: env.next || undefined, dropped };
}

export const ownerKey = (acc: Pick<ActiveAccount, 'address' | 'network'>) => `${acc.network.caipNetworkId}:${acc.address.toLowerCase()}`;

export const initialActivityState = (): ActivityState => ({ pages: [], loading: false, loadingMore: false, loaded: false, pending: [] });

export interface ActivityController {
  /** Load the first page when the connected account or network is not the one the list is of. */
  ensure(opts?: { onramp?: string }): Promise<void>;
  /** The next page (the list's "Load more"); nothing when there is none or a page is loading. */
  loadMore(): Promise<void>;
  /** Reload the first page (a pending transaction was mined). */
  refresh(): Promise<void>;
  /**
   * The rows in view (history indices) changed: fetch what comes near them ahead of the scroll (the
   * next page, or a dropped page again) and drop the rows of pages far from them (paging.ts).
   */
  view(range: RowRange): void;
}

export function createActivityController(api: PluginApi): ActivityController {
  const update = (recipe: (s: ActivityState) => void) => api.slice.updateSlice(activitySliceKey, recipe);
  let onramp: string | undefined;
  // Every reset bumps the generation; an answer of an older generation is dropped.
  let generation = 0;
  // Where the list is scrolled (kept here, not in the state: it changes every frame and renders nothing).
  let inView: RowRange = { first: 0, last: 0 };

  function current(): ActiveAccount | undefined {
    const acc = activeAccount(api.state.getState());
    return acc && acc.namespace === 'eip155' ? acc : undefined;
  }

  function fail(error: unknown) {
    api.hooks.error.call({ error, source: 'activity:history' });
    update((s) => { s.pages = []; s.next = undefined; s.loading = false; s.loadingMore = false; s.loaded = true; });
    api.ui.toast('error', ACTIVITY_ERRORS.TRANSACTIONS_FETCH_FAILED);
  }

  /**
   * Pending sends the history now knows are no longer shown as pending rows. Reads plain (frozen)
   * rows, never the draft: touching thousands of draft rows would make a proxy for each.
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
      if (s.owner !== owner) { s.pages = []; s.next = undefined; s.loaded = false; }
      s.owner = owner; s.loading = true; s.loadingMore = false;
    });
    try {
      const page = await fetchHistoryPage(api.http, { address: acc.address, caipNetworkId: acc.network.caipNetworkId, onramp });
      if (gen !== generation) return;
      inView = { first: 0, last: 0 };
      update((s) => { s.pages = [{ count: page.rows.length, rows: page.rows }]; s.next = page.next; s.loading = false; s.loaded = true; settle(s, page.rows); });
      follow();
    } catch (error) {
      if (gen === generation) fail(error);
    }
  }

  /** Fetch `which` (the next page, or a dropped one again), then drop far pages and look again. */
  async function fetchPage(acc: ActiveAccount, which: Fetch) {
    const s = api.slice.getSlice(activitySliceKey);
    const gen = generation;
    const cursor = which.kind === 'next' ? s.next : s.pages[which.page]?.cursor;
    if (which.kind === 'next' && !cursor) return;
    update((d) => { d.loadingMore = true; });
    try {
      const page = await fetchHistoryPage(api.http, { address: acc.address, caipNetworkId: acc.network.caipNetworkId, cursor, onramp });
      if (gen !== generation) return;
      const held = api.slice.getSlice(activitySliceKey).pages;
      // A page boundary can repeat an item when new transactions arrived in between: the page before
      // this one is where a repeat would be.
      const before = which.kind === 'next' ? held.at(-1)?.rows : held[which.page - 1]?.rows;
      const seen = new Set(before?.map((r) => r.id));
      const rows = seen.size ? page.rows.filter((r) => !seen.has(r.id)) : page.rows;
      update((d) => {
        if (which.kind === 'next') {
          d.pages.push({ cursor, count: rows.length, rows });
          d.next = page.next;
        } else {
          // Fetched again, a page may have changed size (new items): the list below it shifts.
          d.pages[which.page] = { cursor, count: rows.length, rows };
        }
        d.loadingMore = false;
        settle(d, rows);
      });
      trim();
      follow();
    } catch (error) {
      if (gen === generation) fail(error);
    }
  }

  /** Drop the rows of pages far from the view while more than MAX_HELD_ROWS are held. */
  function trim() {
    const { pages } = api.slice.getSlice(activitySliceKey);
    const drop = pagesToDrop(pages, pageStarts(pages), inView, aheadRows(pages));
    if (drop.length) update((d) => { for (const k of drop) d.pages[k] = { cursor: pages[k].cursor, count: pages[k].count }; });
  }

  /** Fetch what the view is near, if anything and nothing is loading. */
  function follow() {
    const acc = current();
    const s = api.slice.getSlice(activitySliceKey);
    if (!acc || s.loading || s.loadingMore || s.owner !== ownerKey(acc) || !s.pages.length) return;
    const which = nextFetch(s.pages, pageStarts(s.pages), inView, aheadRows(s.pages), !!s.next);
    if (which) void fetchPage(acc, which);
  }

  return {
    async ensure(opts = {}) {
      const acc = current();
      if (!acc) return;
      const s = api.slice.getSlice(activitySliceKey);
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
      const s = api.slice.getSlice(activitySliceKey);
      if (!acc || !s.next || s.loading || s.loadingMore || s.owner !== ownerKey(acc)) return;
      await fetchPage(acc, { kind: 'next' });
    },
    view(range) {
      inView = range;
      // Also when the range is the same: the pages may have changed since (a fetch ended, a reopen).
      follow();
    },
  };
}
