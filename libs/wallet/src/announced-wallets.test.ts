import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAnnouncedWallets } from './announced-wallets';

afterEach(() => { vi.useRealTimers(); });

describe('the announced-wallets registry', () => {
  it('lists held wallets in announcement order, then the computed one; get finds both', () => {
    let legacy: string | undefined = 'browser';
    const r = createAnnouncedWallets<string>({ computed: { id: 'injected', read: () => legacy } });
    r.hold('a', 'alpha');
    r.hold('b', 'beta');
    expect(r.list()).toEqual(['alpha', 'beta', 'browser']);
    expect(r.get('injected')).toBe('browser');
    expect(r.held('injected')).toBeUndefined();
    legacy = undefined;
    expect(r.list()).toEqual(['alpha', 'beta']);
    expect(r.drop('a')).toBe(true);
    expect(r.drop('a')).toBe(false);
    expect(r.list()).toEqual(['beta']);
  });

  it('tells listeners only when asked (once per batch), and forgets them on stop', () => {
    const r = createAnnouncedWallets<string>();
    const l = vi.fn();
    const off = r.subscribe(l);
    r.hold('a', 'alpha');
    r.hold('b', 'beta');
    expect(l).not.toHaveBeenCalled();
    r.changed();
    expect(l).toHaveBeenCalledTimes(1);
    off();
    r.changed();
    expect(l).toHaveBeenCalledTimes(1);
    const again = vi.fn();
    r.subscribe(again);
    r.stop();
    r.changed();
    expect(again).not.toHaveBeenCalled();
  });

  it('waits for a late wallet up to the bound, and gives up after it', async () => {
    vi.useFakeTimers();
    const r = createAnnouncedWallets<string>();
    const late = r.waitFor('late', 1000);
    const never = r.waitFor('never', 1000);
    await vi.advanceTimersByTimeAsync(400);
    r.hold('late', 'here');
    r.changed();
    await expect(late).resolves.toBe('here');
    await vi.advanceTimersByTimeAsync(600);
    await expect(never).resolves.toBeUndefined();
    // Held already, or no wait asked: at once.
    await expect(r.waitFor('late', 0)).resolves.toBe('here');
    await expect(r.waitFor('never', 0)).resolves.toBeUndefined();
  });
});
