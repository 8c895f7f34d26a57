/**
 * The history as pages (spec §4's cursor paging), held within a bound. Each page keeps the cursor it
 * was fetched with and its row count for good; its rows are dropped when it is far from the view and
 * more than MAX_HELD_ROWS are held, and fetched again (with the same cursor) when the view comes back
 * near it. A 10,000-entry history scrolled end to end so holds a few pages' rows, not all of them,
 * while the list keeps its full height and every row its place.
 *
 * Pure functions over plain (frozen) state: the controller decides with them, then writes the result.
 */
import type { ActivityRow, HistoryPageSlot } from './public';

/** At most this many rows are held, beyond the pages in and near the view. */
export const MAX_HELD_ROWS = 3_000;
/**
 * The next page (or a dropped one) is fetched when the rows in view come within this many rows of it,
 * at least (about a screen and a half of the list; more with big pages, aheadRows).
 */
export const MIN_AHEAD_ROWS = 8;

/** The rows the visitor sees (not the overscan), as history indices (pending rows not counted). */
export interface RowRange { first: number; last: number }

/** Where each page starts in the list; the last entry is the list's length. */
export function pageStarts(pages: readonly HistoryPageSlot[]): number[] {
  const starts = new Array<number>(pages.length + 1);
  starts[0] = 0;
  for (let k = 0; k < pages.length; k++) starts[k + 1] = starts[k] + pages[k].count;
  return starts;
}

/** The page holding history index `index` (binary search over the starts); -1 when outside the list. */
export function pageOf(starts: readonly number[], index: number): number {
  if (index < 0 || index >= starts[starts.length - 1]) return -1;
  let lo = 0;
  let hi = starts.length - 2;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid] <= index) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** The row at `index`, or undefined when its page's rows are not held (or it is past the end). */
export function rowAt(pages: readonly HistoryPageSlot[], starts: readonly number[], index: number): ActivityRow | undefined {
  const k = pageOf(starts, index);
  return k < 0 ? undefined : pages[k].rows?.[index - starts[k]];
}

/** How far ahead of the view to fetch: half the last page, so a page is in before the view reaches it. */
export function aheadRows(pages: readonly HistoryPageSlot[]): number {
  return Math.max(MIN_AHEAD_ROWS, Math.ceil((pages.at(-1)?.count ?? 0) / 2));
}

export type Fetch = { kind: 'page'; page: number } | { kind: 'next' };

/**
 * What to fetch for the view: a dropped page within `ahead` rows of it (the nearest first), else the
 * next page when the list's end is within `ahead` rows and there is a next cursor; else nothing.
 */
export function nextFetch(pages: readonly HistoryPageSlot[], starts: readonly number[], view: RowRange, ahead: number, hasNext: boolean): Fetch | undefined {
  const from = view.first - ahead;
  const to = view.last + ahead;
  let best: { page: number; distance: number } | undefined;
  for (let k = 0; k < pages.length; k++) {
    if (pages[k].rows || pages[k].count === 0) continue;
    const start = starts[k];
    const end = starts[k + 1] - 1;
    if (end < from || start > to) continue;
    const distance = end < view.first ? view.first - end : start > view.last ? start - view.last : 0;
    if (!best || distance < best.distance) best = { page: k, distance };
  }
  if (best) return { kind: 'page', page: best.page };
  if (hasNext && to >= starts[starts.length - 1] - 1) return { kind: 'next' };
  return undefined;
}

/**
 * The pages whose rows to drop so that at most `maxRows` are held: the farthest from the view first;
 * a page within `keep` rows of the view is never dropped (the bound then holds those and no more).
 */
export function pagesToDrop(pages: readonly HistoryPageSlot[], starts: readonly number[], view: RowRange, keep: number, maxRows = MAX_HELD_ROWS): number[] {
  let held = 0;
  const candidates: { page: number; distance: number }[] = [];
  for (let k = 0; k < pages.length; k++) {
    if (!pages[k].rows) continue;
    held += pages[k].count;
    const start = starts[k];
    const end = starts[k + 1] - 1;
    const distance = end < view.first ? view.first - end : start > view.last ? start - view.last : 0;
    if (distance > keep) candidates.push({ page: k, distance });
  }
  const drop: number[] = [];
  candidates.sort((a, b) => b.distance - a.distance);
  for (const c of candidates) {
    if (held <= maxRows) break;
    drop.push(c.page);
    held -= pages[c.page].count;
  }
  return drop.sort((a, b) => a - b);
}

/** Every row held, in order (for lookups by hash: pending sends the history now lists). */
export function* heldRows(pages: readonly HistoryPageSlot[]): Generator<ActivityRow> {
  for (const p of pages) if (p.rows) yield* p.rows;
}
