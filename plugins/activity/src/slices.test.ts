import { describe, expect, it, vi } from 'vitest';
import { inSlices, yieldToMain } from './slices';

describe('inSlices (work over a big page in time-bounded slices)', () => {
  it('visits every item once, in order', async () => {
    const seen: number[] = [];
    await inSlices(Array.from({ length: 1000 }, (_, i) => i), (x, i) => { expect(x).toBe(i); seen.push(x); });
    expect(seen).toEqual(Array.from({ length: 1000 }, (_, i) => i));
  });

  it('yields to the main thread once a slice has used its budget, and not before', async () => {
    let clock = 0;
    const now = () => clock;
    let turns = 0;
    // Each item costs 1 ms on the fake clock; a macrotask between slices is a turn for the main thread.
    const timer = setInterval(() => { turns += 1; }, 0);
    const items = Array.from({ length: 64 }, (_, i) => i);
    const sliceOf: number[] = [];
    let slice = 0;
    let last = -1;
    await inSlices(items, () => { if (turns !== last) { slice += 1; last = turns; } sliceOf.push(slice); clock += 1; }, 16, now);
    clearInterval(timer);
    // A budget of 16 ms at 1 ms per item, the clock read every 8 items: slices of 16.
    expect(new Set(sliceOf).size).toBe(4);
    expect(sliceOf.filter((s) => s === 1)).toHaveLength(16);
  });

  it('runs a short list in one go, without waiting for a turn', async () => {
    const spy = vi.fn();
    const done = inSlices([1, 2, 3], spy);
    expect(spy).toHaveBeenCalledTimes(3);
    await done;
  });

  it('yields with scheduler.yield when the browser has it', async () => {
    const y = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: y });
    try {
      await yieldToMain();
      expect(y).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
