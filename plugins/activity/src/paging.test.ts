// The paged history's arithmetic: where each row is, what to fetch ahead of the view, and which
// pages' rows to drop to keep the held rows bounded.
import { describe, expect, it } from 'vitest';
import { aheadRows, heldRows, MAX_HELD_ROWS, MIN_AHEAD_ROWS, nextFetch, pageOf, pagesToDrop, pageStarts, rowAt } from './paging';
import type { ActivityRow, HistoryPageSlot } from './public';

const row = (id: string): ActivityRow => ({ id, chain: 'eip155:1', time: 0, status: 'confirmed', operationType: 'send', transfers: [] });
/** `n` pages of `size` rows; the pages listed in `dropped` hold no rows. */
function pages(n: number, size: number, dropped: number[] = []): HistoryPageSlot[] {
  return Array.from({ length: n }, (_, k) => ({
    cursor: k ? `c${k}` : undefined,
    count: size,
    rows: dropped.includes(k) ? undefined : Array.from({ length: size }, (_, i) => row(`${k}:${i}`)),
  }));
}

describe('paging', () => {
  it('places each row in its page, dropped pages included', () => {
    const p = pages(3, 10, [1]);
    const starts = pageStarts(p);
    expect(starts).toEqual([0, 10, 20, 30]);
    expect([pageOf(starts, 0), pageOf(starts, 9), pageOf(starts, 10), pageOf(starts, 29), pageOf(starts, 30), pageOf(starts, -1)]).toEqual([0, 0, 1, 2, -1, -1]);
    expect(rowAt(p, starts, 25)?.id).toBe('2:5');
    expect(rowAt(p, starts, 15)).toBeUndefined();
    expect([...heldRows(p)]).toHaveLength(20);
    // Pages of different sizes (filtered spam) and an empty page.
    const mixed: HistoryPageSlot[] = [{ count: 3, rows: [row('a'), row('b'), row('c')] }, { cursor: 'x', count: 0, rows: [] }, { cursor: 'y', count: 2, rows: [row('d'), row('e')] }];
    const s2 = pageStarts(mixed);
    expect(rowAt(mixed, s2, 3)?.id).toBe('d');
    expect(pageOf(s2, 3)).toBe(2);
  });

  it('pages ahead: the next page once the end is within half a page of the view, not before', () => {
    const p = pages(1, 1000);
    const starts = pageStarts(p);
    const ahead = aheadRows(p);
    expect(ahead).toBe(500);
    expect(aheadRows(pages(1, 10))).toBe(MIN_AHEAD_ROWS);
    expect(nextFetch(p, starts, { first: 0, last: 12 }, ahead, true)).toBeUndefined();
    expect(nextFetch(p, starts, { first: 480, last: 498 }, ahead, true)).toBeUndefined();
    // 499 + 500 reaches the last row (999): the view is still 500 rows from the end.
    expect(nextFetch(p, starts, { first: 481, last: 499 }, ahead, true)).toEqual({ kind: 'next' });
    expect(nextFetch(p, starts, { first: 981, last: 999 }, ahead, false)).toBeUndefined();
  });

  it('fetches a dropped page near the view again before the next page, the nearest first', () => {
    const p = pages(5, 100, [0, 1, 3]);
    const starts = pageStarts(p);
    // In page 2 (200–299), 30 rows ahead either way: page 1 ends at 199, page 3 starts at 300.
    expect(nextFetch(p, starts, { first: 205, last: 220 }, 30, true)).toEqual({ kind: 'page', page: 1 });
    expect(nextFetch(p, starts, { first: 280, last: 295 }, 30, true)).toEqual({ kind: 'page', page: 3 });
    expect(nextFetch(p, starts, { first: 240, last: 255 }, 30, true)).toBeUndefined();
    // In a dropped page itself: that one.
    expect(nextFetch(p, starts, { first: 10, last: 25 }, 30, true)).toEqual({ kind: 'page', page: 0 });
  });

  it('holds at most MAX_HELD_ROWS: drops the pages farthest from the view, never those near it', () => {
    const p = pages(10, 1000);
    const starts = pageStarts(p);
    const drop = pagesToDrop(p, starts, { first: 9500, last: 9515 }, 500);
    expect(drop).toEqual([0, 1, 2, 3, 4, 5, 6]);
    const held = p.filter((_, k) => !drop.includes(k)).reduce((n, x) => n + x.count, 0);
    expect(held).toBeLessThanOrEqual(MAX_HELD_ROWS);
    // In the middle: the farthest on both sides go first.
    expect(pagesToDrop(p, starts, { first: 5000, last: 5015 }, 500)).toEqual([0, 1, 2, 3, 7, 8, 9]);
    // Under the bound: nothing. Pages near the view are kept even past the bound.
    expect(pagesToDrop(pages(3, 1000), pageStarts(pages(3, 1000)), { first: 0, last: 10 }, 500)).toEqual([]);
    expect(pagesToDrop(pages(4, 1000), pageStarts(pages(4, 1000)), { first: 1500, last: 1510 }, 5000)).toEqual([]);
    // Already-dropped pages do not count.
    expect(pagesToDrop(pages(6, 1000, [0, 1, 2]), pageStarts(pages(6, 1000)), { first: 5500, last: 5510 }, 500)).toEqual([]);
  });
});
