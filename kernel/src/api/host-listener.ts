/**
 * Host callbacks (subscribeState, subscribeEvents) run inside the widget's own updates: one that
 * throws must not break the update that called it, nor the listeners after it. Its error is reported
 * the way the browser reports an uncaught one (window 'error', the console), outside the widget's flow.
 */
export function callHostListener<A extends unknown[]>(listener: (...args: A) => void, ...args: A): void {
  try {
    listener(...args);
  } catch (error) {
    const report = (globalThis as { reportError?: (e: unknown) => void }).reportError;
    if (report) report(error);
    else setTimeout(() => { throw error; });
  }
}
