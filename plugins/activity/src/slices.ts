/**
 * Work over a big array in slices bounded by time, not by count: a slice ends once it has run
 * SLICE_BUDGET_MS, and the main thread gets a turn (input, a frame) before the next. A fixed count
 * (100 items) cost 10–23 ms of CPU per slice in the 10,000-entry benchmark (test/bench/activity-scroll.mjs
 * --trace 1), and on a machine shared with other work that became a 90–120 ms task; a budget keeps
 * each slice short on a slow or busy device as well as on a fast one.
 */

/** How long one slice may run before it yields (ms of wall time). */
export const SLICE_BUDGET_MS = 6;
/** Items between two looks at the clock (reading it per item would cost more than small items do). */
const CHECK_EVERY = 8;

type SchedulerWithYield = { yield?: () => Promise<void> };

/**
 * A turn for the main thread: `scheduler.yield()` where the browser has it (the rest of the work
 * keeps its place ahead of other timers), else a macrotask.
 */
export function yieldToMain(): Promise<void> {
  const s = (globalThis as { scheduler?: SchedulerWithYield }).scheduler;
  if (typeof s?.yield === 'function') return s.yield();
  return new Promise<void>((resolve) => setTimeout(resolve, 0));
}

/**
 * Calls `each` on the items in order, in slices of at most about `budgetMs`, yielding between slices.
 * The first slice runs at once (a short array never waits for a turn).
 */
export async function inSlices<T>(items: readonly T[], each: (item: T, index: number) => void, budgetMs = SLICE_BUDGET_MS, now: () => number = () => performance.now()): Promise<void> {
  let started = now();
  for (let i = 0; i < items.length; i++) {
    if (i > 0 && i % CHECK_EVERY === 0 && now() - started >= budgetMs) {
      await yieldToMain();
      started = now();
    }
    each(items[i], i);
  }
}
