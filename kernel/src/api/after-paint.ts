/**
 * Resolves once the browser has painted what the current task drew — the dialog's frame on a click —
 * so the work that follows (appending a dozen script tags, starting the first view's requests) does
 * not hold back the visitor's first feedback (the click's "interaction to next paint"). Costs at most
 * a frame before the wave starts. A hidden tab paints no frame: a timer resolves it there.
 */
export function afterPaint(): Promise<void> {
  if (typeof requestAnimationFrame !== 'function') return Promise.resolve();
  return new Promise((resolve) => {
    // A task queued from the frame callback runs after that frame's paint.
    requestAnimationFrame(() => setTimeout(resolve, 0));
    // The fallback counts from the end of this task: a click task longer than 100 ms (a loaded
    // machine) must not let the timer beat the frame and start the data requests before the paint.
    setTimeout(() => setTimeout(resolve, 100), 0);
  });
}
