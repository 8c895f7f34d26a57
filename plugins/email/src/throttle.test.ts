// Spec §5 email login throttle: 30 s between logins, 'Please try again after {n} seconds'.
import { describe, expect, it } from 'vitest';
import { createThrottle } from './throttle';

describe('email login throttle', () => {
  it('refuses a login within 30 s of the previous one with the whole seconds left, rounded up', () => {
    let now = 1_000_000;
    const t = createThrottle(() => now);
    expect(t.take()).toBeUndefined();
    now += 12_000;
    expect(t.take()).toBe('Please try again after 18 seconds');
    now += 1;
    expect(t.take()).toBe('Please try again after 18 seconds');
    now += 17_998;
    expect(t.take()).toBe('Please try again after 1 seconds');
    now += 1;
    expect(t.take()).toBeUndefined();
    // That one counted: the next is refused again.
    expect(t.take()).toBe('Please try again after 30 seconds');
  });

  it('does not count a login that never reached the frame', () => {
    let now = 0;
    const t = createThrottle(() => now);
    expect(t.take()).toBeUndefined();
    t.undo();
    now += 1000;
    expect(t.take()).toBeUndefined();
  });
});
