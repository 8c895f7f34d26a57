/**
 * Every lazy chunk of the host's build (the kernel's runtime and UI, each plugin, a lazily registered
 * view) that fails to load is requested once more before the import fails: the bundler's chunk loader
 * (`__webpack_require__.e`, which every `import()` goes through) is wrapped once. A chunk that fails
 * again fails its import: the plugin's error view offers Retry, and the next open retries the kernel's
 * own chunks. Remote plugins' chunks get the same retry from the remote loader.
 */
declare const __webpack_require__: { e?: (id: unknown) => Promise<unknown> };

let wrapped = false;

export function retryChunksOnce(): void {
  if (wrapped) return;
  wrapped = true;
  try {
    const load = __webpack_require__.e;
    if (load) __webpack_require__.e = (id) => load(id).catch(() => load(id));
  } catch {
    // Not bundled by rspack/webpack (unit tests): no chunk loader to wrap.
  }
}
