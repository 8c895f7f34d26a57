/**
 * When a newly painted view is fully shown — used by the runtime only (onOpenFinished), so it lives
 * apart from the eager after-paint.ts and costs the page load nothing.
 */
import { afterPaint } from './after-paint';

/** The spec's view-change animation (150 ms): how long a newly painted view takes to be fully shown. */
export const VIEW_ENTRANCE_MS = 150;

/**
 * Resolves once the view drawn now is painted and its entrance has run: when work that the view does
 * not need (onOpenFinished plugins) may start without sharing the view's first frames.
 */
export function afterViewShown(): Promise<void> {
  return afterPaint().then(() => new Promise((resolve) => { setTimeout(resolve, VIEW_ENTRANCE_MS); }));
}
