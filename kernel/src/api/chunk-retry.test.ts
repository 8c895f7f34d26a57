import { expect, it, vi } from 'vitest';
import { retryChunksOnce } from './chunk-retry';

it("wraps the bundler's chunk loader once: a chunk that fails is requested once more, a second failure fails the import", async () => {
  const attempts = new Map<number, number>();
  const e = vi.fn(async (id: number) => {
    const n = (attempts.get(id) ?? 0) + 1;
    attempts.set(id, n);
    if (id === 1 && n === 1) throw new Error('Loading chunk 1 failed');
    if (id === 2) throw new Error('Loading chunk 2 failed');
  });
  const g = globalThis as unknown as { __webpack_require__?: { e: typeof e } };
  g.__webpack_require__ = { e };
  try {
    retryChunksOnce();
    retryChunksOnce(); // idempotent: still one retry, not two
    const load = g.__webpack_require__.e;
    await expect(load(1)).resolves.toBeUndefined();
    expect(attempts.get(1)).toBe(2);
    await expect(load(2)).rejects.toThrow('Loading chunk 2 failed');
    expect(attempts.get(2)).toBe(2);
    await expect(load(3)).resolves.toBeUndefined();
    expect(attempts.get(3)).toBe(1);
  } finally {
    delete g.__webpack_require__;
  }
});
