/**
 * Spec §5 email login throttle: a new email login is allowed only 30 s after the previous one;
 * otherwise 'Please try again after {n} seconds' (n rounded up, so it never says 0).
 */
import { tryAgainAfter } from './messages';

export const EMAIL_LOGIN_COOLDOWN_MS = 30_000;

export function createThrottle(now: () => number = Date.now) {
  let last: number | undefined;
  return {
    /** The refusal message, or undefined when a login may start now (and is then counted). */
    take(): string | undefined {
      const t = now();
      if (last !== undefined && t - last < EMAIL_LOGIN_COOLDOWN_MS) return tryAgainAfter(Math.ceil((EMAIL_LOGIN_COOLDOWN_MS - (t - last)) / 1000));
      last = t;
      return undefined;
    },
    /** A login that never reached the frame does not count. */
    undo() { last = undefined; },
  };
}
export type Throttle = ReturnType<typeof createThrottle>;
